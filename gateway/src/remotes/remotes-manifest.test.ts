import type { RemotesManifest } from '@wsms/contracts/remotes';
import { startFakeRemoteHost } from '../testing/fake-remote-host';
import { buildRoutesFile, PUBLIC_ROUTES } from '../testing/fake-static-root';
import { send } from '../testing/send';
import { startTestGateway, waitFor, type TestGateway } from '../testing/start-test-gateway';

type FakeRemoteHost = Awaited<ReturnType<typeof startFakeRemoteHost>>;

const manifestOf = async (gw: TestGateway) => {
  const res = await send(`${gw.url}/remotes.json`);
  expect(res.status).toBe(200);
  return res.json<RemotesManifest>();
};
const remote = (manifest: RemotesManifest, key: string) => manifest.remotes.find((r) => r.key === key);

describe('/remotes.json', () => {
  let gw: TestGateway;
  let admin: FakeRemoteHost;

  beforeAll(async () => {
    admin = await startFakeRemoteHost(buildRoutesFile('mfe_admin', [{ path: '/admin', title: 'Admin Dashboard', role: 'admin' }]));
    gw = await startTestGateway({ env: { REMOTE_ADMIN_URL: admin.entry, REMOTE_ROUTES_CACHE_MS: '60000' } });
  });
  afterAll(async () => {
    await gw.stop();
    await admin.stop();
  });

  it('When it is requested, then every remote comes back with its entry URL and the routes its build declared, not cached (script lists stay with the gateway)', async () => {
    const res = await send(`${gw.url}/remotes.json`);

    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json<RemotesManifest>().remotes).toEqual([
      {
        key: 'public',
        entry: '/mfe/public/remoteEntry.js',
        name: 'mfe_public',
        routes: PUBLIC_ROUTES,
        requires: { 'react-router': { version: '7.18.5', imports: ['Route', 'Routes'] } },
      },
      { key: 'portal', entry: '/mfe/portal/remoteEntry.js', unavailable: 'routes.json not found (is the remote built?)' },
      { key: 'staff', entry: '/mfe/staff/remoteEntry.js', unavailable: 'routes.json not found (is the remote built?)' },
      expect.objectContaining({ key: 'admin', entry: admin.entry, name: 'mfe_admin', routes: [{ path: '/admin', title: 'Admin Dashboard', role: 'admin' }] }),
    ]);
  });

  it('When a remote served from STATIC_ROOT is redeployed with a new page, then the next request lists it without a restart', async () => {
    gw.staticRoot.write('mfe-staff/dist/routes.json', JSON.stringify(buildRoutesFile('mfe_staff', [{ path: '/staff-dashboard', role: 'staff' }])));
    expect(remote(await manifestOf(gw), 'staff')?.routes).toEqual([{ path: '/staff-dashboard', role: 'staff' }]);

    gw.staticRoot.write(
      'mfe-staff/dist/routes.json',
      JSON.stringify(buildRoutesFile('mfe_staff', [{ path: '/staff-dashboard', role: 'staff' }, { path: '/staff-reports', title: 'Reports', role: 'staff' }])),
    );

    expect(remote(await manifestOf(gw), 'staff')?.routes).toEqual([
      { path: '/staff-dashboard', role: 'staff' },
      { path: '/staff-reports', title: 'Reports', role: 'staff' },
    ]);
  });

  it('When a routes.json breaks the contract, then that remote is listed as unavailable, naming the field', async () => {
    gw.staticRoot.write('mfe-portal/dist/routes.json', JSON.stringify(buildRoutesFile('mfe_portal', [{ path: '/client-portal', role: 'owner' }])));

    const portal = remote(await manifestOf(gw), 'portal');

    expect(portal).toEqual({ key: 'portal', entry: '/mfe/portal/remoteEntry.js', unavailable: expect.stringContaining('routes.0.role') });
  });

  it('When a remote at an absolute URL is asked for again within the cache time, then its routes.json is fetched once', async () => {
    const before = admin.routesRequests;
    await manifestOf(gw);
    await manifestOf(gw);
    await manifestOf(gw);

    expect(admin.routesRequests - before).toBe(0);
    expect(admin.routesRequests).toBe(1);
  });
});

describe('/remotes.json with a remote on another origin', () => {
  let gw: TestGateway;
  let staff: FakeRemoteHost;
  let internal: FakeRemoteHost;
  const staffRoutes = [{ path: '/staff-dashboard', title: 'Staff Dashboard', role: 'staff' }];

  beforeAll(async () => {
    staff = await startFakeRemoteHost(buildRoutesFile('mfe_staff', staffRoutes));
    internal = await startFakeRemoteHost(buildRoutesFile('mfe_portal', [{ path: '/client-portal', role: 'user' }]));
    gw = await startTestGateway({
      env: {
        REMOTE_STAFF_URL: staff.entry,
        REMOTE_PORTAL_URL: 'https://portal.example.com/remoteEntry.js',
        REMOTE_PORTAL_ROUTES_URL: `${internal.origin}/routes.json`,
        REMOTE_ADMIN_URL: 'http://127.0.0.1:9/remoteEntry.js',
        REMOTE_ROUTES_CACHE_MS: '100',
      },
    });
  });
  afterAll(async () => {
    await gw.stop();
    await staff.stop();
    await internal.stop();
  });

  it('When REMOTE_<NAME>_ROUTES_URL is set, then routes are read there while the browser gets the public entry', async () => {
    const portal = remote(await manifestOf(gw), 'portal');

    expect(portal).toMatchObject({ entry: 'https://portal.example.com/remoteEntry.js', name: 'mfe_portal', routes: [{ path: '/client-portal', role: 'user' }] });
  });

  it('When a remote was never reachable, then it is listed as unavailable with the reason', async () => {
    const adminRemote = remote(await manifestOf(gw), 'admin');

    expect(adminRemote).toEqual({ key: 'admin', entry: 'http://127.0.0.1:9/remoteEntry.js', unavailable: expect.stringMatching(/^routes.json unreachable/) });
  });

  it('When the cache time has passed, then the routes are fetched again and a change shows', async () => {
    expect(remote(await manifestOf(gw), 'staff')?.routes).toEqual(staffRoutes);
    const extended = [...staffRoutes, { path: '/staff-reports', title: 'Reports', role: 'staff' }];
    staff.answer(200, buildRoutesFile('mfe_staff', extended));

    await waitFor(async () => remote(await manifestOf(gw), 'staff')?.routes?.length === 2);

    expect(remote(await manifestOf(gw), 'staff')?.routes).toEqual(extended);
  });

  it('When a remote that was known starts failing, then its last good routes are still listed', async () => {
    const known = remote(await manifestOf(gw), 'staff')?.routes;
    const requestsBefore = staff.routesRequests;
    staff.answer(503, 'down');

    await waitFor(async () => {
      await manifestOf(gw);
      return staff.routesRequests > requestsBefore + 1;
    });

    expect(remote(await manifestOf(gw), 'staff')).toMatchObject({ name: 'mfe_staff', routes: known });
  });
});
