import type { SharedRequirement } from '@wsms/contracts/remotes';

/** A shared module as this page provides it: its version and whether it has an export. */
export interface ProvidedModule {
  version: string;
  has: (name: string) => boolean;
}

/**
 * What a remote imports from shared modules that this page's copies lack, one readable line per
 * module. A module the page does not share is no problem: the remote then uses its own copy.
 */
export function sharedMismatches(
  requires: Record<string, SharedRequirement>,
  provided: (key: string) => ProvidedModule | undefined,
): string[] {
  return Object.entries(requires).flatMap(([key, { version, imports }]) => {
    const mine = provided(key);
    const missing = mine ? imports.filter((name) => name !== '*' && !mine.has(name)) : [];
    if (!mine || missing.length === 0) return [];
    return [`shared module ${key} ${mine.version} lacks ${missing.map((n) => `'${n}'`).join(', ')} (the remote was built against ${version})`];
  });
}
