import type { Role } from '@wsms/contracts';
import { createService } from '@wsms/service-kit';
import { baseTestEnv, buildIdentity, clientHeaders, identityHeaders } from '@wsms/service-kit/testing';
import { contentService } from '../app';
import { loadConfig } from '../config';

/** The real service on port 0 (or `port`) against a fresh database (or the one `env.MONGODB_URI` names). */
export async function startContent(label: string, env: Record<string, string> = {}, port = 0) {
  const config = loadConfig({ ...baseTestEnv(label), LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent', ...env });
  const running = await (await createService(contentService(config))).listen(port);
  return { url: `http://127.0.0.1:${running.port}`, app: running.app, db: running.db, config, stop: running.stop };
}
export type TestContent = Awaited<ReturnType<typeof startContent>>;

let sequence = 0;
/** A distinct client address per test, signed as the gateway does (services ignore X-Forwarded-For). */
export const nextClientIp = () => `203.0.113.${(sequence += 1)}`;

export const buildContactMessage = (overrides: Record<string, unknown> = {}) => ({
  name: 'Jamie Rivera',
  email: 'jamie@example.com',
  interest: 'performance-coaching',
  message: 'I would like to improve my conditioning before a tournament.',
  ...overrides,
});

export function contactApi(url: string) {
  return {
    send: (body: unknown, ip = nextClientIp()) =>
      fetch(`${url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...clientHeaders(ip) },
        body: JSON.stringify(body),
      }),
    list: (role?: Role) =>
      fetch(`${url}/api/contact`, { headers: role ? identityHeaders(buildIdentity({ role })) : {} }),
    config: () => fetch(`${url}/api/contact/config`),
  };
}

export const storedCount = (content: TestContent) => content.db.collection('contact_submissions').countDocuments();

export { startTurnstileStandIn } from '@wsms/service-kit/testing';
