import { describeRestrictedSyntax, type RestrictedSyntaxCase } from './testing/restricted-syntax-cases';

const pathProblem = 'never a hand-typed /api/ path';
const fetchProblem = 'never a raw fetch';
const cases: RestrictedSyntaxCase[] = [
  ['a remote with a hand-typed /api/ path', 'mfe-public/src/x.ts', "export const url = '/api/products';\n", [pathProblem]],
  ['a remote building an /api/ path in a template', 'mfe-staff/src/x.ts', 'export const url = (id: string) => `/api/bookings/${id}`;\n', [pathProblem]],
  ['a link to an /api/ path in JSX', 'mfe-portal/src/x.tsx', 'export const A = () => <a href="/api/bookings/1/calendar.ics">file</a>;\n', [pathProblem]],
  ['a path prefix joined by hand', 'mfe-admin/src/x.ts', "export const url = (rest: string) => '/api' + rest;\n", [pathProblem]],
  ['a raw fetch in the shell', 'shell/src/x.ts', "export const f = () => fetch('/remotes.json');\n", [fetchProblem]],
  ['window.fetch in the design system', 'packages/ui/src/x.ts', "export const f = () => window.fetch('/x');\n", [fetchProblem]],
  ['a hand-written call inside the api-client', 'packages/api-client/src/features/x/y.ts', "export const f = () => fetch('/api/x');\n", [fetchProblem, pathProblem]],
  ['a module named .../api', 'mfe-public/src/x.ts', "import type { RouteContract } from '@wsms/contracts/api';\nexport type R = RouteContract;\n", []],
  ['a test faking the API', 'mfe-public/src/x.test.ts', "export const f = () => fetch('/api/products');\n", []],
  ['the client itself', 'packages/api-client/src/lib/call-api.ts', "export const f = (url: string) => fetch(url);\n", []],
  ['the generated route table', 'packages/api-client/src/generated/x-routes.ts', "export const r = { method: 'GET', path: '/api/x' };\n", []],
  // (A server's raw fetch has its own rule: service-calls-lint.test.ts.)
  ['server code naming an /api/ path', 'gateway/src/x.ts', "export const url = 'http://127.0.0.1/api/x';\n", []],
];
// eslint.config.mjs keeps browser code on the typed API client: its real config, on each case.
describeRestrictedSyntax('browser API calls', cases, [pathProblem, fetchProblem]);
