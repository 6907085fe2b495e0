import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import * as contract from '@wsms/contracts/remotes';

const { validateRemoteRoutes } = require('../remote-routes.cjs');

const root = path.resolve(__dirname, '../../..');
const temp = mkdtempSync(path.join(os.tmpdir(), 'remote-manifest-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** A real production build of a remote, into `outputPath` (rspack is ESM-only: jest cannot load it in-process). */
function build(dir: string, outputPath: string) {
  const cli = path.join(root, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
  const result = spawnSync(process.execPath, [cli, 'build', '--config', path.join(dir, 'rspack.config.cjs'), '--env', `OUTPUT_PATH=${outputPath}`], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`build of ${dir} failed:\n${result.stdout}\n${result.stderr}`);
}

describe('routes.json', () => {
  const dist = path.join(temp, 'mfe-admin');
  let manifest: {
    name: string;
    chunkGlobal: string;
    routes: unknown[];
    requires: Record<string, { version: string; imports: string[] }>;
    scripts: { app: string[]; pages: Record<string, string[]> };
  };

  beforeAll(() => {
    build(path.join(root, 'mfe-admin'), dist);
    manifest = JSON.parse(readFileSync(path.join(dist, 'routes.json'), 'utf8'));
  }, 60000);

  test('When a remote is built, then routes.json next to remoteEntry.js names its container and the routes of its src/routes.ts', () => {
    expect(readFileSync(path.join(dist, 'remoteEntry.js'), 'utf8')).toContain('mfe_admin');
    expect(manifest).toMatchObject({
      name: 'mfe_admin',
      chunkGlobal: 'rspackChunkmfe_admin',
      routes: [
        { path: '/admin', title: 'Admin Dashboard', role: 'admin' },
        { path: '/digital-content', title: 'Digital Content Management', role: 'admin' },
      ],
    });
  });

  test('When a remote is built, then routes.json lists the shared exports its own code uses, with the version built against', () => {
    expect(manifest.requires['react-router']).toEqual({
      version: require('react-router/package.json').version,
      imports: expect.arrayContaining(['Route', 'Routes', 'useSearchParams']),
    });
    expect(manifest.requires['@wsms/ui/toast']).toEqual({ version: '1.0.0', imports: ['toast'] });
  });

  test('When a remote with no public pages is built, then routes.json lists the script files of its app, and no page\'s (it declares no lazyPages)', () => {
    const { app, pages } = manifest.scripts;
    expect(app.length).toBeGreaterThan(0);
    for (const file of app) expect(readFileSync(path.join(dist, file), 'utf8').length).toBeGreaterThan(0);
    expect(pages).toEqual({});
  });

  test('When a remote is built, then each script of 1 KB or more has a brotli and a gzip copy of the same bytes beside it, and smaller files have none', () => {
    const files = readdirSync(dist);
    const scripts = files.filter((file) => /\.js$/.test(file));
    const large = scripts.filter((file) => statSync(path.join(dist, file)).size >= 1024);
    expect(large).toContain('remoteEntry.js');
    for (const file of scripts) {
      const original = readFileSync(path.join(dist, file));
      if (!large.includes(file)) {
        expect(files).not.toContain(`${file}.br`);
        continue;
      }
      const br = readFileSync(path.join(dist, `${file}.br`));
      const gz = readFileSync(path.join(dist, `${file}.gz`));
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(gz).equals(original)).toBe(true);
      expect(br.length).toBeLessThan(gz.length);
    }
  });

  test('When the remote imports a barrel that re-exports a shared module, then only the names it uses count', () => {
    expect(manifest.requires['@wsms/ui/toast']?.imports).not.toContain('Toaster');
    expect(manifest.requires['@wsms/ui/theme']).toBeUndefined();
  });
});

describe('routes.json of a remote that uses a shared namespace as a whole', () => {
  test('When the namespace itself is used as a value, then every export of the version built against is required', () => {
    const dist = path.join(temp, 'namespace');
    build(path.join(__dirname, 'testing', 'namespace-remote'), dist);
    const { requires } = JSON.parse(readFileSync(path.join(dist, 'routes.json'), 'utf8'));
    expect(requires['@wsms/ui/toast']).toEqual({
      version: '1.0.0',
      imports: ['TOAST_DURATION_MS', 'TOAST_LIMIT', 'Toaster', 'dismiss', 'getToasts', 'resetToasts', 'toast', 'useToast'],
    });
  }, 60000);
});

describe('routes.json of a remote that declares its lazy pages', () => {
  const fixture = path.join(__dirname, 'testing', 'lazy-pages-remote');
  let scripts: { app: string[]; pages: Record<string, string[]> };
  let files: string[];

  beforeAll(() => {
    const dist = path.join(temp, 'lazy-pages');
    build(fixture, dist);
    scripts = JSON.parse(readFileSync(path.join(dist, 'routes.json'), 'utf8')).scripts;
    files = readdirSync(dist);
  }, 60000);

  test('When a remote declares lazyPages, then routes.json lists each declared page\'s own scripts, emitted next to remoteEntry.js, and none of the app\'s', () => {
    expect(Object.keys(scripts.pages).sort()).toEqual(['/guides', '/guides/:slug']);
    for (const own of Object.values(scripts.pages)) {
      expect(own.length).toBeGreaterThan(0);
      for (const file of own) expect(files).toContain(file);
      expect(own.filter((file) => scripts.app.includes(file))).toEqual([]);
    }
    // Each page has its own chunk: the two lists differ.
    expect(scripts.pages['/guides']).not.toEqual(scripts.pages['/guides/:slug']);
  });

  test('When lazyPages names a path that is not one of the remote\'s routes, then the build stops', () => {
    // routes.ts is loaded through tsx, whose loader cannot run inside jest's module sandbox: in a plain Node child.
    const loadLazyPages = (routes: unknown) =>
      spawnSync(process.execPath, ['-e', `console.log(JSON.stringify(require('../remote-routes.cjs').loadLazyPages(${JSON.stringify(fixture)}, ${JSON.stringify(routes)})))`], { cwd: __dirname, encoding: 'utf8' });

    expect(JSON.parse(loadLazyPages([{ path: '/guides' }, { path: '/guides/:slug' }]).stdout)).toEqual({ '/guides': './pages/guides-page', '/guides/:slug': './pages/guide-page' });
    const refused = loadLazyPages([{ path: '/guides' }]);
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toMatch(/lazyPages names '\/guides\/:slug', which is not one of its routes/);
  });
});

describe('validateRemoteRoutes', () => {
  const validate = (routes: unknown) => validateRemoteRoutes(routes, contract, 'src/routes.ts');

  test('When a remote declares a route with an unknown role, then the build stops naming the route and the field', () => {
    expect(() => validate([{ path: '/ok' }, { path: '/reports', role: 'owner' }])).toThrow(/routes\.1\.role/);
  });

  test('When a remote declares a path twice, no route or a relative path, then the build stops', () => {
    expect(() => validate([{ path: '/a' }, { path: '/a' }])).toThrow(/must be unique/);
    expect(() => validate([])).toThrow(/src\/routes.ts does not export valid routes/);
    expect(() => validate([{ path: 'reports' }])).toThrow(/routes\.0\.path: must be a path starting with \//);
  });

  test('When the routes are valid, then they come back as declared', () => {
    expect(validate([{ path: '/reports', title: 'Reports', role: 'staff' }])).toEqual([{ path: '/reports', title: 'Reports', role: 'staff' }]);
  });
});
