import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createPageRenderer, type ApiFetch, type RendererLogger } from './page-renderer';

/** A page renderer as @wsms/build-config emits one: CommonJS, reading the API through the free `fetch`. */
const RENDERER = `
exports.paths = ['/team', '/broken'];
exports.renderPage = async function (path) {
  if (path === '/broken') throw new Error('render failed');
  const res = await fetch('/api/staff');
  if (!res.ok) throw new Error('read failed ' + res.status);
  const staff = await res.json();
  return { html: '<ul>' + staff.map(function (s) { return '<li>' + s.name + '</li>'; }).join('') + '</ul>', css: '.x{color:red}' };
};
`;

const dir = mkdtempSync(path.join(os.tmpdir(), 'page-render-'));
const file = path.join(dir, 'page-render.js');
const silent: RendererLogger = { warn: () => {} };

/** Answers /api/staff with `names`, counting the reads. */
const staffApi = (names: string[] = ['Dr. Rachel Kim']) => {
  const asked: string[] = [];
  const fetchApi: ApiFetch = async (url) => {
    asked.push(url);
    return new Response(JSON.stringify(names.map((name) => ({ name }))), { headers: { 'content-type': 'application/json' } });
  };
  return { asked, fetchApi };
};

describe('createPageRenderer', () => {
  beforeEach(() => writeFileSync(file, RENDERER));

  it('When a page the renderer lists is asked for, then its markup and CSS come back, read through the given fetch', async () => {
    const api = staffApi();
    const render = createPageRenderer({ source: { file }, fetchApi: api.fetchApi, logger: silent });

    expect(await render('/team')).toEqual({ html: '<ul><li>Dr. Rachel Kim</li></ul>', css: '.x{color:red}' });
    expect(api.asked).toEqual(['/api/staff']);
  });

  it('When the same page is asked for again within the reuse time, then one render serves both; after it, the page is rendered again', async () => {
    let now = 1000;
    const api = staffApi();
    const render = createPageRenderer({ source: { file }, fetchApi: api.fetchApi, logger: silent, reuseMs: 2000, now: () => now });

    await Promise.all([render('/team'), render('/team')]);
    now += 1999;
    await render('/team');
    expect(api.asked).toHaveLength(1);
    now += 1;
    await render('/team');
    expect(api.asked).toHaveLength(2);
  });

  it('When a page is not listed, the render fails, a read fails or there is no renderer, then the answer is null', async () => {
    const failing: ApiFetch = async () => new Response('{}', { status: 503 });
    expect(await createPageRenderer({ source: { file }, fetchApi: staffApi().fetchApi, logger: silent })('/shop')).toBeNull();
    expect(await createPageRenderer({ source: { file }, fetchApi: staffApi().fetchApi, logger: silent })('/broken')).toBeNull();
    expect(await createPageRenderer({ source: { file }, fetchApi: failing, logger: silent })('/team')).toBeNull();
    expect(await createPageRenderer({ source: { file: path.join(dir, 'missing.js') }, fetchApi: staffApi().fetchApi, logger: silent })('/team')).toBeNull();
  });

  it('When the reads are slower than the time allowed, then the page goes without (null) at that time', async () => {
    const slow: ApiFetch = () => new Promise(() => {});
    const render = createPageRenderer({ source: { file }, fetchApi: slow, logger: silent, timeoutMs: 50 });
    const started = Date.now();

    expect(await render('/team')).toBeNull();
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('When the renderer reads anything but this site\'s API, then that read is refused (and the page goes without)', async () => {
    writeFileSync(file, `exports.paths = ['/team']; exports.renderPage = async function () { await fetch('http://169.254.169.254/latest'); return { html: 'x', css: '' }; };`);
    const api = staffApi();

    expect(await createPageRenderer({ source: { file }, fetchApi: api.fetchApi, logger: silent })('/team')).toBeNull();
    expect(api.asked).toEqual([]);
  });

  it('When the renderer requires one of Node\'s modules other than the few React\'s server renderer needs, then it is refused', async () => {
    writeFileSync(file, `require('node:util'); exports.paths = ['/team']; exports.renderPage = async function () { require('fs'); return { html: 'x', css: '' }; };`);

    expect(await createPageRenderer({ source: { file }, fetchApi: staffApi().fetchApi, logger: silent })('/team')).toBeNull();
  });

  it('When a release replaces the renderer file, then the new one renders the next request', async () => {
    let now = 0;
    const render = createPageRenderer({ source: { file }, fetchApi: staffApi().fetchApi, logger: silent, reuseMs: 2000, now: () => now });
    expect((await render('/team'))?.css).toBe('.x{color:red}');

    writeFileSync(file, RENDERER.replace('.x{color:red}', '.x{color:blue;}'));
    now += 1;
    expect((await render('/team'))?.css).toBe('.x{color:blue;}');
  });

  it('When the renderer is served beside a remote hosted elsewhere, then it is fetched from there (and kept for its time)', async () => {
    let served = 0;
    const server: Server = createServer((req, res) => {
      if (req.url !== '/mfe/server/page-render.js') return void res.writeHead(404).end();
      served += 1;
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(RENDERER);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mfe/server/page-render.js`;
      const render = createPageRenderer({ source: { url }, fetchApi: staffApi(['Coach Dana']).fetchApi, logger: silent, reuseMs: 0 });

      expect((await render('/team'))?.html).toBe('<ul><li>Coach Dana</li></ul>');
      await render('/team');
      expect(served).toBe(1);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
