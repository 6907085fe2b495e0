import path from 'node:path';
import { loadConfig } from '../config';
import { TEST_IDENTITY_PRIVATE_KEY } from '@wsms/service-kit/testing';
import { besideRoutes, remoteSources } from './remote-sources';

const base = {
  AUTH_URL: 'http://127.0.0.1:4001',
  CATALOG_URL: 'http://127.0.0.1:4002',
  BOOKING_URL: 'http://127.0.0.1:4003',
  CONTENT_URL: 'http://127.0.0.1:4004',
  INTERNAL_SECRET: '0123456789abcdef',
  IDENTITY_PRIVATE_KEY: TEST_IDENTITY_PRIVATE_KEY,
  STATIC_ROOT: '/srv/site',
};
const sourceOf = (env: Record<string, string>, key: string) => remoteSources(loadConfig({ ...base, ...env })).find((s) => s.key === key);

describe('where each remote\'s routes.json is read', () => {
  it('When a remote is served by the gateway under /mfe/<name>/, then its routes.json is the file next to its entry in STATIC_ROOT', () => {
    expect(sourceOf({}, 'public')?.routes).toEqual({ file: path.join('/srv/site', 'mfe-public', 'dist', 'routes.json') });
    expect(sourceOf({ REMOTE_STAFF_URL: '/mfe/staff/v2/remoteEntry.js' }, 'staff')?.routes).toEqual({
      file: path.join('/srv/site', 'mfe-staff', 'dist', 'v2', 'routes.json'),
    });
  });

  it('When a remote is on another origin, then its routes.json is fetched next to its entry, unless a routes URL is configured', () => {
    expect(sourceOf({ REMOTE_ADMIN_URL: 'https://cdn.example.com/admin/remoteEntry.js' }, 'admin')?.routes).toEqual({
      url: 'https://cdn.example.com/admin/routes.json',
    });
    const configured = sourceOf({ REMOTE_ADMIN_URL: 'http://localhost:8084/remoteEntry.js', REMOTE_ADMIN_ROUTES_URL: 'http://mfe-admin/routes.json' }, 'admin');
    expect(configured).toEqual({ key: 'admin', entry: 'http://localhost:8084/remoteEntry.js', routes: { url: 'http://mfe-admin/routes.json' } });
  });

  it('When a path entry is outside /mfe/<name>/, then no file is named (the remote is listed as unavailable)', () => {
    expect(sourceOf({ REMOTE_PORTAL_URL: '/elsewhere/remoteEntry.js' }, 'portal')?.routes).toEqual({ file: '' });
  });
});

describe('a file beside a remote\'s routes.json (its page renderer)', () => {
  it('When routes.json is a file, a URL or unknown, then the file beside it is a file, a URL on the same host or unknown', () => {
    expect(besideRoutes({ file: '/srv/site/mfe-public/dist/routes.json' }, 'server/page-render.js')).toEqual({
      file: path.join('/srv/site/mfe-public/dist', 'server', 'page-render.js'),
    });
    // docker compose: the gateway reaches the remote by its service name, not by the browser's entry URL.
    expect(besideRoutes({ url: 'http://mfe-public/routes.json' }, 'server/page-render.js')).toEqual({ url: 'http://mfe-public/server/page-render.js' });
    expect(besideRoutes({ file: '' }, 'server/page-render.js')).toEqual({ file: '' });
  });
});
