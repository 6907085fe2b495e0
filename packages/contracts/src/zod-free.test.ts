import { readFileSync } from 'node:fs';
import path from 'node:path';

// Modules the pages import on a first visit: none of them may bring zod (25 KB gzipped) with it.
const ZOD_FREE = ['booking-key.ts', 'browser.ts', 'business.ts', 'dates.ts', 'roles.ts', 'route-path.ts', 'session-time.ts', 'shell-bootstrap.ts', 'upload-images.ts', 'vocabulary.ts'];

/** What a module imports at run time (type-only imports and re-exports are erased by the build). */
function runtimeImports(source: string): string[] {
  const statements = source.match(/^(?:import|export)\s[^;]*?from\s+'[^']+'/gm) ?? [];
  return statements.filter((s) => !/^(?:import|export)\s+type\s/.test(s)).map((s) => /'([^']+)'$/.exec(s)![1]!);
}

function reachesZod(file: string, seen = new Set<string>()): string | null {
  if (seen.has(file)) return null;
  seen.add(file);
  for (const spec of runtimeImports(readFileSync(file, 'utf8'))) {
    if (spec === 'zod' || spec.startsWith('zod/')) return path.basename(file);
    if (spec.startsWith('.')) {
      const found = reachesZod(path.join(path.dirname(file), `${spec}.ts`), seen);
      if (found) return `${path.basename(file)} -> ${found}`;
    }
  }
  return null;
}

describe('zod-free contracts', () => {
  test.each(ZOD_FREE)('When a page imports %s, then zod does not come with it', (name) => {
    expect(reachesZod(path.join(__dirname, name))).toBeNull();
  });

  test('When a module imports zod through a relative module, then the check finds it', () => {
    expect(reachesZod(path.join(__dirname, 'upload.schema.ts'))).toBe('upload.schema.ts');
    expect(runtimeImports("import type { A } from './a';\nimport { b } from './b';\nexport { c } from './c';\nexport type { D } from './d';")).toEqual(['./b', './c']);
  });
});
