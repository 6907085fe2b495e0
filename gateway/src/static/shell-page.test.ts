import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import type { PublicUser } from '@wsms/contracts';
import { send } from '../testing/send';
import { startTestGateway, type TestGateway } from '../testing/start-test-gateway';
import { inertJson } from './shell-page';

const user: PublicUser = {
  id: '000000000000000000000001',
  username: 'jamie',
  email: 'jamie@example.com',
  role: 'user',
  firstName: 'Jamie </script><script>alert(1)</script>',
  lastName: 'Rivera',
  isActive: true,
  emailVerified: true,
  lastLogin: null,
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
};

/** An auth stand-in answering /api/auth/me as the real one does: the user for session=good, else 401. */
async function startAuth() {
  const asked: string[] = [];
  const app = express();
  app.get('/readyz', (_req, res) => void res.json({ status: 'ok' }));
  app.get('/api/auth/me', (req, res) => {
    asked.push(req.headers.cookie ?? '');
    if (/(?:^|;\s*)session=good(?:;|$)/.test(req.headers.cookie ?? '')) res.json(user);
    else res.status(401).json({ message: 'Not authenticated' });
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked, stop: () => new Promise<void>((r) => server.close(() => r())) };
}

let auth: Awaited<ReturnType<typeof startAuth>>;
let gw: TestGateway;
beforeAll(async () => {
  auth = await startAuth();
  gw = await startTestGateway({ env: { AUTH_URL: auth.url } });
});
afterAll(async () => {
  await gw.stop();
  await auth.stop();
});
beforeEach(() => {
  auth.asked.length = 0;
});

const bootstrapOf = (html: string) => {
  const match = /<script type="application\/json" id="wsms-bootstrap">([^<]*)<\/script>/.exec(html);
  if (!match) throw new Error(`no bootstrap in ${html}`);
  return JSON.parse(match[1]!) as { user?: PublicUser | null; remotes: { remotes: Array<{ key: string; entry: string }> } };
};

describe('the shell page carries what the first render needs', () => {
  it('When a signed-out visitor opens /, then the HTML carries user null, the remote manifest and a preload of the public remote, and auth is not asked', async () => {
    const res = await send(`${gw.url}/`, { headers: { accept: 'text/html' } });

    const bootstrap = bootstrapOf(res.text);
    expect(res.status).toBe(200);
    expect(bootstrap.user).toBeNull();
    expect(bootstrap.remotes.remotes.map((r) => r.key)).toEqual(expect.arrayContaining(['public', 'admin']));
    expect(res.text).toContain('<link rel="preload" as="script" href="/mfe/public/remoteEntry.js" fetchpriority="low">');
    expect(res.text).toContain('<link rel="preload" as="script" href="/mfe/public/app.9f8e7d6c5b.js" fetchpriority="low">');
    expect(res.text).not.toContain('team.1a2b3c4d5e.js');
    expect(res.text.indexOf('wsms-bootstrap')).toBeLessThan(res.text.indexOf('</head>'));
    expect(auth.asked).toEqual([]);
  });

  it('When a visitor opens a page with its own scripts, then the HTML preloads them, and no API read (the page shows its loading state first)', async () => {
    const res = await send(`${gw.url}/team`, { headers: { accept: 'text/html' } });

    expect(res.text).toContain('<link rel="preload" as="script" href="/mfe/public/team.1a2b3c4d5e.js" fetchpriority="low">');
    expect(res.text).not.toContain('as="fetch"');
    expect(JSON.stringify(bootstrapOf(res.text).remotes)).not.toContain('team.1a2b3c4d5e.js');
  });

  it('When a signed-in visitor opens a page, then the HTML carries their user, escaped so no value can end the element', async () => {
    const res = await send(`${gw.url}/team`, { headers: { accept: 'text/html', cookie: 'session=good' } });

    expect(bootstrapOf(res.text).user).toEqual(user);
    expect(res.text).not.toContain('</script><script>alert(1)');
    expect(auth.asked).toEqual(['session=good']);
  });

  it('When the session cookie is no longer valid, then the HTML says user null', async () => {
    const res = await send(`${gw.url}/`, { headers: { accept: 'text/html', cookie: 'session=revoked' } });

    expect(bootstrapOf(res.text).user).toBeNull();
  });

  it('When the shell page is served, then the CSP still allows no inline script and the page is private to the visitor', async () => {
    const res = await send(`${gw.url}/`, { headers: { accept: 'text/html', cookie: 'session=good' } });

    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/unsafe-inline[^;]*;?\s*$|script-src[^;]*unsafe-inline/);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toMatch(/Cookie/);
  });

  it('When /index.html is asked for, then it is the same page with its bootstrap', async () => {
    const res = await send(`${gw.url}/index.html`, { headers: { accept: 'text/html' } });

    expect(bootstrapOf(res.text).user).toBeNull();
  });
});

describe('helpers', () => {
  it('When JSON holds <, U+2028 or U+2029, then the inert form escapes them and still parses to the same value', () => {
    const value = { a: '</script>', b: '\u2028\u2029' };

    const text = inertJson(value);

    expect(text).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
