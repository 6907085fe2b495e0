import { HASHED_CHUNK } from '../testing/fake-static-root';

/** The fake shell's index.html with the gateway's bootstrap (user, manifest, preload hints) in its head. */
const SHELL_PAGE = /^<!doctype html><html><head><title>Shell<\/title><script type="application\/json" id="wsms-bootstrap">[^<]*<\/script>(<link [^>]+>)*<\/head><body><div id="root"><\/div><\/body><\/html>$/;
import { send } from '../testing/send';
import { startTestGateway, type TestGateway } from '../testing/start-test-gateway';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway({ env: { REMOTE_ADMIN_URL: 'https://admin.cdn.example/remoteEntry.js' } });
});
afterAll(() => gw.stop());

const html = { accept: 'text/html,application/xhtml+xml' };

describe('static files and the shell', () => {
  it('When /robots.txt is requested, then crawlers get plain-text rules, not the shell', async () => {
    const res = await send(`${gw.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.text).toContain('User-agent: *');
  });

  it('When / is requested, then the shell index.html comes back with its bootstrap, private no-cache and the CSP', async () => {
    const res = await send(`${gw.url}/`, { headers: html });

    expect(res.status).toBe(200);
    expect(res.text).toMatch(SHELL_PAGE);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self' https://admin.cdn.example https://challenges.cloudflare.com");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob: https:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain('frame-src https://challenges.cloudflare.com');
    expect(csp).toContain("form-action 'self' https://checkout.stripe.com");
  });

  it.each(['/nope', '/admin', '/client-portal/bookings'])(
    'When %s is requested as a page, then 200 with the shell index.html for client-side routing',
    async (path) => {
      const res = await send(`${gw.url}${path}`, { headers: html });

      expect(res.status).toBe(200);
      expect(res.text).toMatch(SHELL_PAGE);
      expect(res.headers['cache-control']).toBe('private, no-cache');
    },
  );

  it('When an unknown path is requested as JSON, then 404 and not the shell', async () => {
    const res = await send(`${gw.url}/nope`, { headers: { accept: 'application/json' } });

    expect(res.status).toBe(404);
    expect(res.text).not.toContain('<html>');
  });

  it('When a remote entry is requested, then it is served with no-cache', async () => {
    const res = await send(`${gw.url}/mfe/admin/remoteEntry.js`);

    expect(res.status).toBe(200);
    expect(res.text).toBe('var mfe_admin = {};');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('When a content-hashed file is requested, then it is cached for a year as immutable', async () => {
    const chunk = await send(`${gw.url}/mfe/public/app.9f8e7d6c5b.js`);
    const shellChunk = await send(`${gw.url}/${HASHED_CHUNK}`);

    expect(chunk.status).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(shellChunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('When a missing remote file is requested, then 404 and never index.html', async () => {
    const res = await send(`${gw.url}/mfe/admin/x.js`, { headers: html });

    expect(res.status).toBe(404);
    expect(res.text).not.toContain('<html>');
  });

  it('When a remote has not been built, then its paths 404', async () => {
    const res = await send(`${gw.url}/mfe/portal/remoteEntry.js`, { headers: html });

    expect(res.status).toBe(404);
  });

  it('When a client accepts gzip, then a large static file is compressed', async () => {
    const res = await send(`${gw.url}/${HASHED_CHUNK}`, { headers: { 'accept-encoding': 'gzip' } });

    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('a missing shell build', () => {
  let bare: TestGateway;
  beforeAll(async () => {
    bare = await startTestGateway({ withShell: false });
  });
  afterAll(() => bare.stop());

  it('When the shell has not been built, then pages answer 503 saying to run npm run build', async () => {
    const res = await send(`${bare.url}/`, { headers: html });

    expect(res.status).toBe(503);
    expect(res.text).toContain('npm run build');
  });

  it('When the shell has not been built, then the API still works', async () => {
    expect((await send(`${bare.url}/api/products`)).status).toBe(200);
  });
});
