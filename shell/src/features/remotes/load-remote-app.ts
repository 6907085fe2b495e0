import { getInstance } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { AvailableRemote } from './remotes-manifest';
import { sharedMismatches, type ProvidedModule } from './shared-compatibility';

export type RemoteAppModule = { default: ComponentType };
type Federation = NonNullable<ReturnType<typeof getInstance>>;

function federation(): Federation {
  const instance = getInstance();
  if (!instance) throw new Error('Module Federation runtime is not initialised');
  return instance;
}

/** The singleton this page shares under `key` (the shell's eager copy), if it shares one. */
const providedBy = (mf: Federation) => (key: string): ProvidedModule | undefined => {
  const version = mf.options.shared[key]?.[0]?.version;
  if (!version) return undefined;
  const module = mf.loadShareSync<Record<string, unknown>>(key)();
  return { version, has: (name) => module !== undefined && name in module };
};

/** Refuses, before downloading it, a remote that uses exports this page's shared modules lack. */
function assertCompatible(remote: AvailableRemote, mf: Federation) {
  const problems = sharedMismatches(remote.requires, providedBy(mf));
  if (problems.length) throw new Error(`Remote ${remote.name} cannot run on this page: ${problems.join('; ')}`);
}

/**
 * Registers the remote named in /remotes.json and loads its `./app`. `force` drops whatever the
 * runtime kept of an earlier release or failed attempt (container, chunk registry) and loads afresh.
 */
export async function loadRemoteApp(remote: AvailableRemote, { force = false } = {}): Promise<RemoteAppModule> {
  const mf = federation();
  assertCompatible(remote, mf);
  const { name, entry, chunkGlobal } = remote;
  if (force || !mf.options.remotes.some((registered) => registered.name === name)) {
    // A new release's chunk ids can repeat the old one's: its runtime must not adopt the old chunks.
    if (force && chunkGlobal) delete (globalThis as Record<string, unknown>)[chunkGlobal];
    mf.registerRemotes([{ name, entry }], { force });
  }
  const module = await mf.loadRemote<RemoteAppModule>(`${name}/app`);
  if (!module || typeof module.default !== 'function') throw new Error(`Remote '${remote.key}' has no default export`);
  return module;
}
