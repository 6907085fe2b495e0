import type { Role } from '@wsms/contracts';
import { createService } from '@wsms/service-kit';
import { baseTestEnv, buildIdentity, identityHeaders } from '@wsms/service-kit/testing';
import { catalogRepositories, catalogService } from '../app';
import { loadConfig } from '../config';

export const TEST_PUBLIC_URL = 'http://shop.test:3000';

/** The real service on port 0 against a fresh database (or the MONGODB_URI given in env). */
export async function startCatalog(label: string, env: Record<string, string> = {}) {
  const config = loadConfig({ ...baseTestEnv(label), LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent', PUBLIC_URL: TEST_PUBLIC_URL, ...env });
  const running = await (await createService(catalogService(config))).listen(0);
  const url = `http://127.0.0.1:${running.port}`;
  return { url, app: running.app, config, db: running.db, repos: catalogRepositories(running.db), stop: running.stop, api: api(url) };
}
export type TestCatalog = Awaited<ReturnType<typeof startCatalog>>;

export const headersFor = (role?: Role): Record<string, string> =>
  role ? identityHeaders(buildIdentity({ role })) : {};

export function api(url: string) {
  const request = (method: string, path: string, body?: unknown, role?: Role) =>
    fetch(`${url}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headersFor(role) },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
  return {
    get: (path: string, role?: Role) => request('GET', path, undefined, role),
    post: (path: string, body: unknown, role?: Role) => request('POST', path, body, role),
    put: (path: string, body: unknown, role?: Role) => request('PUT', path, body, role),
    del: (path: string, role?: Role) => request('DELETE', path, undefined, role),
  };
}

export const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence += 1)}`;

export const buildInstructorInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Test Coach',
  email: `coach_${unique()}@example.com`,
  title: 'Coach',
  bio: 'Teaches fundamentals.',
  beltLevel: 'Brown Belt',
  locations: ['Marlborough'],
  hourlyRate: '85.00',
  specialties: ['Guard Passing'],
  certifications: ['CPR'],
  ...overrides,
});

export const buildStaffInput = (overrides: Record<string, unknown> = {}) => ({
  name: `Staff ${unique()}`,
  title: 'Athletic Trainer',
  department: 'Sports Medicine',
  bio: 'Keeps athletes healthy.',
  email: `staff_${unique()}@example.com`,
  phone: '(508) 555-0100',
  specialties: ['Taping'],
  certifications: ['ATC'],
  ...overrides,
});

export const buildTestimonialInput = (overrides: Record<string, unknown> = {}) => ({
  clientName: `Client ${unique()}`,
  content: 'Great coaching, great results.',
  service: 'Performance Coaching',
  rating: 5,
  ...overrides,
});

export const buildProductInput = (overrides: Record<string, unknown> = {}) => ({
  name: `Test Product ${unique()}`,
  description: 'A thing to buy.',
  price: '20.00',
  category: 'Gear',
  variants: [{ title: 'Small' }, { title: 'Large', price: '25.50' }],
  ...overrides,
});
