import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const { BUNDLER_RUNTIME_GLOBAL, BUNDLER_RUNTIME_PROVIDER, STAND_INS, standInFor, standInRule } = require('./federation-runtime.cjs');

// node_modules/@module-federation (runtime-core's main file is in its dist/).
const federationDir = path.resolve(path.dirname(require.resolve('@module-federation/runtime-core')), '../..');
const standInsDir = path.join(__dirname, 'federation-runtime');
const entries = Object.entries(STAND_INS as Record<string, Record<string, string>>).flatMap(([role, files]) =>
  Object.entries(files).map(([original, standIn]) => ({ role, original: path.join(federationDir, original), standIn: path.join(standInsDir, standIn) })),
);

/** Names a module exports in its final `export { a, b as c }` (what the packages' builds and our stand-ins use). */
function exportedNames(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/export\s*\{([^}]*)\}/g)]
    .flatMap((match) => match[1]!.split(','))
    .map((part) => part.trim().split(/\s+as\s+/).pop()!)
    .filter(Boolean)
    .sort();
}

const relativeImports = (file: string) => [...readFileSync(file, 'utf8').matchAll(/from\s+"(\.[^"]+)"/g)].map((match) => match[1]!);

describe('federation runtime stand-ins', () => {
  test('When a package file is compiled from its stand-in, then the stand-in exports exactly what the file exports (a package upgrade that changes them fails here)', () => {
    expect(entries.length).toBe(3);
    for (const { original, standIn } of entries) {
      expect([path.basename(standIn), existsSync(original)]).toEqual([path.basename(standIn), true]);
      expect([path.basename(standIn), exportedNames(standIn)]).toEqual([path.basename(standIn), exportedNames(original)]);
    }
  });

  test("When a stand-in imports a module by relative path, then that module exists beside the file it replaces", () => {
    for (const { original, standIn } of entries) {
      for (const request of relativeImports(standIn)) expect([request, existsSync(path.resolve(path.dirname(original), request))]).toEqual([request, true]);
    }
  });

  test('When the build asks for a stand-in, then only the listed files of the app kind have one', () => {
    const snapshot = path.join(federationDir, 'runtime-core', 'dist', 'plugins', 'snapshot', 'SnapshotHandler.js');
    const bundlerIndex = path.join(federationDir, 'webpack-bundler-runtime', 'dist', 'index.js');
    expect(standInFor('host', snapshot)).toBe(path.join(standInsDir, 'snapshot-handler.js'));
    expect(standInFor('remote', snapshot)).toBeUndefined();
    expect(standInFor('remote', bundlerIndex)).toBe(path.join(standInsDir, 'borrowed-bundler-runtime.js'));
    expect(standInFor('host', bundlerIndex)).toBeUndefined();
    expect(standInFor('host', path.join(federationDir, 'runtime-core', 'dist', 'core.js'))).toBeUndefined();
    const rule = standInRule('remote');
    expect([rule.test(bundlerIndex), rule.test(snapshot), rule.options]).toEqual([true, false, { role: 'remote' }]);
  });

  test('When the shell lends the bundler runtime, then its plugin sets the global the remotes read', () => {
    const provider = readFileSync(BUNDLER_RUNTIME_PROVIDER, 'utf8');
    const borrower = readFileSync(path.join(standInsDir, 'borrowed-bundler-runtime.js'), 'utf8');
    expect(provider).toContain(`globalThis.${BUNDLER_RUNTIME_GLOBAL} = lent`);
    expect(borrower).toContain(`globalThis.${BUNDLER_RUNTIME_GLOBAL};`);
  });

  test("When a remote borrows the bundler runtime, then its federation object has the package's fields, with its own init", () => {
    const original = readFileSync(path.join(federationDir, 'webpack-bundler-runtime', 'dist', 'index.js'), 'utf8');
    const fields = (source: string) => /const federation = \{\n([\s\S]*?)\n\};/.exec(source)![1]!.match(/^\s*(\w+)/gm)!.map((name) => name.trim()).sort();
    const borrower = readFileSync(path.join(standInsDir, 'borrowed-bundler-runtime.js'), 'utf8');
    expect(fields(original)).toEqual(['attachShareScopeMap', 'bundlerRuntime', 'bundlerRuntimeOptions', 'initOptions', 'instance', 'runtime']);
    expect(fields(borrower)).toEqual(fields(original));
    // The package's own init reads only these of the runtime it is given.
    const init = readFileSync(path.join(federationDir, 'webpack-bundler-runtime', 'dist', 'init.js'), 'utf8');
    const fallback = readFileSync(path.join(federationDir, 'webpack-bundler-runtime', 'dist', 'getSharedFallbackGetter.js'), 'utf8');
    const used = new Set([...`${init}\n${fallback}`.matchAll(/\bruntime\.(\w+)/g)].map((match) => match[1]));
    expect([...used].sort()).toEqual(['getRemoteEntry', 'init']);
    expect(borrower).toContain('const runtime = { init, getRemoteEntry };');
  });
});
