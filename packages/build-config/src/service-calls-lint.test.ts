import { describeRestrictedSyntax, type RestrictedSyntaxCase } from './testing/restricted-syntax-cases';

const pathProblem = 'never a hand-typed /internal/ path';
const fetchProblem = 'never a raw fetch';
const cases: RestrictedSyntaxCase[] = [
  ['an adapter with a hand-typed /internal/ path', 'services/booking/src/adapters/x.ts', "export const path = '/internal/consent-status';\n", [pathProblem]],
  ['an /internal/ path built in a template', 'services/content/src/adapters/x.ts', 'export const path = (id: string) => `/internal/bookings/${id}/parties`;\n', [pathProblem]],
  ['the internal prefix joined by hand', 'services/auth/src/domain/x.ts', "export const path = (rest: string) => '/internal' + rest;\n", [pathProblem]],
  ['a raw fetch in a service', 'services/catalog/src/adapters/x.ts', "export const f = (url: string) => fetch(url);\n", [fetchProblem]],
  ['globalThis.fetch in the gateway', 'gateway/src/identity/x.ts', "export const f = (url: string) => globalThis.fetch(url);\n", [fetchProblem]],
  ['a hand-written internal call in the gateway', 'gateway/src/x.ts', "export const f = (auth: string) => fetch(`${auth}/internal/session`);\n", [fetchProblem, pathProblem]],
  ['a third-party call that says why', 'services/catalog/src/domain/x.ts', "// eslint-disable-next-line no-restricted-syntax -- Shopify's API, a third party.\nexport const f = (url: string) => fetch(url);\n", []],
  ['a service test calling over HTTP', 'services/booking/src/x.test.ts', "export const f = (url: string) => fetch(`${url}/internal/outbox`);\n", []],
  ['a test kit calling over HTTP', 'services/content/src/testing/x.ts', "export const f = (url: string) => fetch(`${url}/internal/digital-purchases`);\n", []],
  ['the internal client itself', 'packages/service-kit/src/internal-client/x.ts', "export const f = (url: string) => fetch(url);\n", []],
];
// eslint.config.mjs keeps services and the gateway on the internal client (@wsms/service-kit/internal-client): its real config, on each case.
describeRestrictedSyntax('service-to-service calls', cases, [pathProblem, fetchProblem]);
