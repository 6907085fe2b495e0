import { mockFetch } from '@wsms/api-client/src/testing/mock-fetch';

const federation = {
  options: { remotes: [] as Array<{ name: string; entry: string }> },
  registerRemotes: jest.fn((remotes: Array<{ name: string; entry: string }>) => { federation.options.remotes.push(...remotes); }),
  loadRemote: jest.fn(async () => ({ default: () => null })),
};
jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: () => federation }));

const remotes = { public: '/mfe/public/remoteEntry.js', admin: 'https://cdn.example.com/admin/remoteEntry.js' };

describe('loadRemoteApp', () => {
  let loadRemoteApp: typeof import('./load-remote-app').loadRemoteApp;

  beforeEach(() => {
    jest.resetModules();
    federation.options.remotes = [];
    federation.registerRemotes.mockClear();
    federation.loadRemote.mockClear();
    ({ loadRemoteApp } = jest.requireActual<typeof import('./load-remote-app')>('./load-remote-app'));
  });

  test('When a remote is first needed, then it is registered from /remotes.json and its ./app is loaded', async () => {
    mockFetch({ 'GET /remotes.json': { body: remotes } });
    const module = await loadRemoteApp('admin');
    expect(federation.registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_admin', entry: remotes.admin }], { force: false });
    expect(federation.loadRemote).toHaveBeenCalledWith('mfe_admin/app');
    expect(typeof module.default).toBe('function');
  });

  test('When the same remote is needed again, then it is not registered twice and the list is fetched once', async () => {
    const fetchMock = mockFetch({ 'GET /remotes.json': { body: remotes } });
    await loadRemoteApp('public');
    await loadRemoteApp('public');
    expect(federation.registerRemotes).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('When /remotes.json fails, then loading rejects, and the next attempt fetches the list again', async () => {
    const fetchMock = mockFetch({ 'GET /remotes.json': { status: 503 } });
    await expect(loadRemoteApp('public')).rejects.toThrow('Remote list unavailable (503)');
    mockFetch({ 'GET /remotes.json': { body: remotes } });
    await expect(loadRemoteApp('public')).resolves.toHaveProperty('default');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('When the list has no URL for the remote, then loading rejects with a clear error', async () => {
    mockFetch({ 'GET /remotes.json': { body: { public: remotes.public } } });
    await expect(loadRemoteApp('staff')).rejects.toThrow("No URL for remote 'staff'");
    expect(federation.loadRemote).not.toHaveBeenCalled();
  });
});
