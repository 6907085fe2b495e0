import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const rule = path.join(__dirname, '..', 'eslint', 'no-deep-workspace-imports.mjs');
const eslintApi = require.resolve('eslint');

/** A small monorepo: two workspaces (a package with an entry point, a service with a test kit) and scripts/. */
const FIXTURE: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'fixture', private: true, workspaces: ['packages/*', 'services/*'] }),
  'packages/kit/package.json': JSON.stringify({ name: '@fixture/kit', exports: { '.': './src/index.js', './testing': './src/testing.js' } }),
  'packages/kit/src/index.js': 'export const kit = 1;\n',
  'packages/kit/src/testing.js': "export { kit } from './index.js';\n",
  'services/shop/package.json': JSON.stringify({ name: '@fixture/shop', exports: { './testing/*': './src/testing/*.js' } }),
  'services/shop/src/app.js': "import { kit } from '@fixture/kit';\nexport const app = kit;\n",
  // Planted offenders, one of each way of reaching in, and allowed imports beside them.
  'services/shop/src/testing/shop-kit.js': [
    "import { kit } from '../../../../packages/kit/src/index.js';", // another workspace's src/, by path: refused
    "import { app } from '../app.js';", // its own src/: allowed
    "import * as testing from '@fixture/kit/testing';", // an entry point: allowed
    'export const shopKit = [kit, app, testing];',
  ].join('\n'),
  'scripts/seed.mjs': [
    "const { app } = await import('../services/shop/src/app.js');", // import(): refused
    "export { shopKit } from '../services/shop/src/testing/shop-kit.js';", // re-export: refused
    "import { kit } from '@fixture/kit/src/index.js';", // by package name: refused
    "import { shopKit as kitOfShop } from '@fixture/shop/testing/shop-kit';", // an entry point: allowed
    'export const seeded = [app, kit, kitOfShop];',
  ].join('\n'),
  'scripts/seed.cjs': "const { kit } = require('../packages/kit/src/index.js');\nmodule.exports = { kit };\n", // require(): refused
};

// ESLint is an ES module jest's module sandbox cannot load: the rule runs over the fixture in a plain Node child.
const lintInChild = `(async () => {
  const { ESLint } = await import(${JSON.stringify(eslintApi)});
  const { default: rule } = await import(${JSON.stringify(rule)});
  const root = process.cwd();
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [{ files: ['**/*.js', '**/*.mjs', '**/*.cjs'], plugins: { wsms: { rules: { 'no-deep-workspace-imports': rule } } }, rules: { 'wsms/no-deep-workspace-imports': ['error', { root }] } }],
  });
  const results = await eslint.lintFiles(['.']);
  process.stdout.write(JSON.stringify(results.flatMap((r) => r.messages.map((m) => require('node:path').relative(root, r.filePath) + ':' + m.line + ' ' + m.message))));
})()`;

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'deep-imports-'));
  for (const [file, text] of Object.entries(FIXTURE)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const lintFixture = () => {
  const run = spawnSync(process.execPath, ['-e', lintInChild], { cwd: dir, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as string[];
};

describe('the deep-import check (wsms/no-deep-workspace-imports)', () => {
  test('When scripts or a test kit reach into another workspace\'s src/ (import, import(), re-export, require, by path or by package name), then each is reported; entry points and a workspace\'s own files are not', () => {
    expect(lintFixture().sort()).toEqual(
      [
        "scripts/seed.cjs:1 '../packages/kit/src/index.js' reaches into @fixture/kit's src/: use one of its declared entry points (package.json 'exports'), adding one if it has none for this.",
        "scripts/seed.mjs:1 '../services/shop/src/app.js' reaches into @fixture/shop's src/: use one of its declared entry points (package.json 'exports'), adding one if it has none for this.",
        "scripts/seed.mjs:2 '../services/shop/src/testing/shop-kit.js' reaches into @fixture/shop's src/: use one of its declared entry points (package.json 'exports'), adding one if it has none for this.",
        "scripts/seed.mjs:3 '@fixture/kit/src/index.js' reaches into @fixture/kit's src/: use one of its declared entry points (package.json 'exports'), adding one if it has none for this.",
        "services/shop/src/testing/shop-kit.js:1 '../../../../packages/kit/src/index.js' reaches into @fixture/kit's src/: use one of its declared entry points (package.json 'exports'), adding one if it has none for this.",
      ].sort(),
    );
  });

  test('When the offenders use entry points instead, then the check passes', () => {
    writeFileSync(path.join(dir, 'scripts/seed.cjs'), "const { kit } = require('@fixture/kit');\nmodule.exports = { kit };\n");
    writeFileSync(path.join(dir, 'services/shop/src/testing/shop-kit.js'), "import { kit } from '@fixture/kit';\nexport const shopKit = kit;\n");
    writeFileSync(path.join(dir, 'scripts/seed.mjs'), "import { shopKit } from '@fixture/shop/testing/shop-kit';\nexport const seeded = shopKit;\n");

    expect(lintFixture()).toEqual([]);
  });
});
