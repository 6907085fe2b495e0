import { buildRemote } from '../../testing/remotes-manifest';
import { loadRemoteApp } from './load-remote-app';

const toastModule = { toast: () => undefined, Toaster: () => null };
const federation = {
  options: {
    remotes: [] as Array<{ name: string; entry: string }>,
    shared: { '@wsms/ui/toast': [{ version: '1.0.0' }] } as Record<string, Array<{ version: string }>>,
  },
  registerRemotes: jest.fn((remotes: Array<{ name: string; entry: string }>) => { federation.options.remotes.push(...remotes); }),
  loadRemote: jest.fn(async () => ({ default: () => null })),
  loadShareSync: jest.fn((key: string) => () => (key === '@wsms/ui/toast' ? toastModule : undefined)),
};
jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: () => federation }));

const admin = buildRemote({ key: 'admin', entry: 'https://cdn.example.com/admin/remoteEntry.js', chunkGlobal: 'rspackChunkmfe_admin' });
const usesToast = (imports: string[], version = '1.0.0') => ({ '@wsms/ui/toast': { version, imports } });

describe('loadRemoteApp', () => {
  beforeEach(() => {
    federation.options.remotes = [];
    federation.registerRemotes.mockClear();
    federation.loadRemote.mockClear();
  });

  test('When a remote is first needed, then it is registered with the name and entry from /remotes.json and its ./app is loaded', async () => {
    const module = await loadRemoteApp(admin);
    expect(federation.registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_admin', entry: admin.entry }], { force: false });
    expect(federation.loadRemote).toHaveBeenCalledWith('mfe_admin/app');
    expect(typeof module.default).toBe('function');
  });

  test('When the same remote is needed again, then it is not registered twice', async () => {
    await loadRemoteApp(admin);
    await loadRemoteApp(admin);
    expect(federation.registerRemotes).toHaveBeenCalledTimes(1);
  });

  test('When a remote is loaded afresh, then it is re-registered and the old release\'s chunk registry is dropped', async () => {
    await loadRemoteApp(admin);
    (globalThis as Record<string, unknown>).rspackChunkmfe_admin = [[[42], {}]];
    await loadRemoteApp(admin, { force: true });
    expect(federation.registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_admin', entry: admin.entry }], { force: true });
    expect('rspackChunkmfe_admin' in globalThis).toBe(false);
  });

  test('When a remote uses an export this page\'s shared module lacks, then it is refused before download, naming module, export and versions', async () => {
    const newer = { ...admin, requires: usesToast(['toast', 'toastLater'], '1.1.0') };
    await expect(loadRemoteApp(newer)).rejects.toThrow(
      "Remote mfe_admin cannot run on this page: shared module @wsms/ui/toast 1.0.0 lacks 'toastLater' (the remote was built against 1.1.0)",
    );
    expect(federation.registerRemotes).not.toHaveBeenCalled();
    expect(federation.loadRemote).not.toHaveBeenCalled();
  });

  test('When a remote was built against a newer shared module but uses only exports this page has, then it loads', async () => {
    const newer = { ...admin, requires: { ...usesToast(['toast'], '1.1.0'), '@wsms/ui/calendar': { version: '2.0.0', imports: ['Calendar'] } } };
    await expect(loadRemoteApp(newer)).resolves.toHaveProperty('default');
    expect(federation.loadRemote).toHaveBeenCalledWith('mfe_admin/app');
  });
});
