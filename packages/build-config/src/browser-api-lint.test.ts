import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

// As lint-config.test.ts: the repository's real ESLint config, run in a plain Node child (jest's
// sandbox refuses ESLint's dynamic import of its flat config).
const lintInChild = `(async () => {
  const { ESLint } = await import('eslint');
  const cases = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
  const eslint = new ESLint({ cwd: process.cwd() });
  const out = [];
  for (const { filePath, code } of cases) {
    const [result] = await eslint.lintText(code, { filePath });
    out.push(result.messages.map((m) => m.ruleId + ': ' + m.message));
  }
  process.stdout.write(JSON.stringify(out));
})()`;

type Case = [what: string, filePath: string, code: string, expected: string[]];

const path_ = 'never a hand-typed /api/ path';
const fetch_ = 'never a raw fetch';
const cases: Case[] = [
  ['a remote with a hand-typed /api/ path', 'mfe-public/src/x.ts', "export const url = '/api/products';\n", [path_]],
  ['a remote building an /api/ path in a template', 'mfe-staff/src/x.ts', 'export const url = (id: string) => `/api/bookings/${id}`;\n', [path_]],
  ['a link to an /api/ path in JSX', 'mfe-portal/src/x.tsx', 'export const A = () => <a href="/api/bookings/1/calendar.ics">file</a>;\n', [path_]],
  ['a path prefix joined by hand', 'mfe-admin/src/x.ts', "export const url = (rest: string) => '/api' + rest;\n", [path_]],
  ['a raw fetch in the shell', 'shell/src/x.ts', "export const f = () => fetch('/remotes.json');\n", [fetch_]],
  ['window.fetch in the design system', 'packages/ui/src/x.ts', "export const f = () => window.fetch('/x');\n", [fetch_]],
  ['a hand-written call inside the api-client', 'packages/api-client/src/features/x/y.ts', "export const f = () => fetch('/api/x');\n", [fetch_, path_]],
  ['a module named .../api', 'mfe-public/src/x.ts', "import type { RouteContract } from '@wsms/contracts/api';\nexport type R = RouteContract;\n", []],
  ['a test faking the API', 'mfe-public/src/x.test.ts', "export const f = () => fetch('/api/products');\n", []],
  ['the client itself', 'packages/api-client/src/lib/call-api.ts', "export const f = (url: string) => fetch(url);\n", []],
  ['the generated route table', 'packages/api-client/src/generated/x-routes.ts', "export const r = { method: 'GET', path: '/api/x' };\n", []],
  ['server code', 'gateway/src/x.ts', "export const f = () => fetch('http://127.0.0.1/api/x');\n", []],
];
let results: string[][] = [];

beforeAll(() => {
  const run = spawnSync(process.execPath, ['-e', lintInChild], {
    cwd: root,
    input: JSON.stringify(cases.map(([, filePath, code]) => ({ filePath: path.join(root, filePath), code }))),
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  results = JSON.parse(run.stdout) as string[][];
}, 60000);

describe('browser API calls', () => {
  test.each(cases.map((c) => [c[0], c] as const))('When %s is linted, then exactly the expected problems are reported', (_what, c) => {
    const found = results[cases.indexOf(c)] ?? [];
    expect(found.filter((p) => !p.startsWith('no-restricted-syntax:'))).toEqual([]);
    expect(found.map((p) => (p.includes(path_) ? path_ : p.includes(fetch_) ? fetch_ : p)).sort()).toEqual([...c[3]].sort());
  });
});
