import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const frontend = ['shell', 'mfe-public', 'mfe-portal', 'mfe-staff', 'mfe-admin', 'packages/ui', 'packages/api-client'];
const subsets = { 'react-router': 'react-router.mjs', '@tanstack/react-query': 'react-query.mjs', 'styled-components': 'styled-components.mjs' };

// Test helpers and the gateway's page renderers (src/server: one Node bundle with its own copies) never use the shared subsets.
const unshared = new Set(['testing', 'server']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return unshared.has(name) ? [] : sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

function importedNames(source: string, pkg: string): string[] {
  // `import x, { a, b as c } from 'pkg'` -> ['default', 'a', 'b']; type-only imports are not counted.
  const pattern = new RegExp(`import\\s+(?!type\\s)(?:(\\w+)\\s*,?\\s*)?(?:\\{([^}]*)\\})?\\s*from\\s*'${pkg.replace('/', '\\/')}'`, 'g');
  return [...source.matchAll(pattern)].flatMap((match) => [
    ...(match[1] ? ['default'] : []),
    ...(match[2] ?? '').split(',').map((part) => part.trim()).filter((part) => part && !part.startsWith('type ')).map((part) => part.split(/\s+as\s+/)[0]!),
  ]);
}

function subsetExports(file: string): string[] {
  const source = readFileSync(path.join(__dirname, '../shared', file), 'utf8');
  return source.split('export {')[1]!.split('}')[0]!.split(',').map((name) => name.trim()).filter(Boolean);
}

describe('shared subsets', () => {
  test.each(Object.entries(subsets))('When an app imports from %s, then the shared subset exports that name', (pkg, file) => {
    const allowed = new Set(subsetExports(file));
    const files = frontend.flatMap((ws) => sourceFiles(path.join(root, ws, 'src')));
    const missing = files.flatMap((f) =>
      importedNames(readFileSync(f, 'utf8'), pkg).filter((name) => !allowed.has(name)).map((name) => `${path.relative(root, f)}: ${name}`),
    );
    expect(files.length).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });

  test('When a subset names an export, then the real package has it', () => {
    const real: Record<string, Record<string, unknown>> = {
      'react-router': require('react-router'),
      '@tanstack/react-query': require('@tanstack/react-query'),
      'styled-components': require('styled-components'),
    };
    for (const [pkg, file] of Object.entries(subsets)) {
      for (const name of subsetExports(file)) expect([pkg, name, name in real[pkg]!]).toEqual([pkg, name, true]);
    }
  });
});
