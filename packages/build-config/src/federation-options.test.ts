const { federationOptions } = require('../federation-options.cjs');
const { BUNDLER_RUNTIME_PROVIDER } = require('@wsms/first-paint/build');
const { sharedFor, SINGLETONS, THIRD_PARTY, OWN } = require('../shared.cjs');

const buildConfigPkg = require('../package.json');
const apps = ['shell', 'mfe-public', 'mfe-portal', 'mfe-staff', 'mfe-admin'];

describe('federationOptions', () => {
  test('When the shell is built for production, then it provides the one federation runtime and lists no remotes', () => {
    const options = federationOptions({ app: 'shell', dev: false });
    expect(options.experiments).toMatchObject({ provideExternalRuntime: true, optimization: { disableSnapshot: true } });
    expect(options.experiments.optimization.disableRemote).toBeUndefined();
    expect(options.runtimePlugins).toEqual([BUNDLER_RUNTIME_PROVIDER]);
    expect(options.remotes).toBeUndefined();
    expect(options.exposes).toBeUndefined();
    expect(options).toMatchObject({ name: 'shell', shareStrategy: 'loaded-first', dts: false, manifest: false });
  });

  test('When a remote is built for production, then it borrows the runtime and exposes only ./app', () => {
    const options = federationOptions({ app: 'admin', dev: false });
    expect(options.experiments).toMatchObject({ externalRuntime: true, optimization: { disableSnapshot: true, disableRemote: true } });
    expect(options.runtimePlugins).toBeUndefined();
    expect(options).toMatchObject({ name: 'mfe_admin', filename: 'remoteEntry.js', exposes: { './app': './src/app.tsx' } });
  });

  test('When a remote runs standalone in development, then it keeps its own runtime', () => {
    const options = federationOptions({ app: 'admin', dev: true });
    expect(options.experiments.externalRuntime).toBeUndefined();
    expect(options.experiments.provideExternalRuntime).toBeUndefined();
    expect(federationOptions({ app: 'shell', dev: true }).runtimePlugins).toBeUndefined();
  });

  test('When the shell shares its singletons, then they are eager; a remote\'s are not', () => {
    const shell = federationOptions({ app: 'shell', dev: false });
    const admin = federationOptions({ app: 'admin', dev: false });
    expect(shell.shared.react.eager).toBe(true);
    expect(admin.shared.react.eager).toBeUndefined();
  });
});

describe('sharedFor', () => {
  test('When an app is configured, then each third-party singleton is shared once, its range taken from build-config', () => {
    const shared = sharedFor();
    expect(Object.keys(shared)).toEqual(SINGLETONS);
    for (const name of THIRD_PARTY) {
      expect(shared[name]).toMatchObject({ singleton: true, requiredVersion: buildConfigPkg.dependencies[name], version: require(`${name}/package.json`).version });
    }
  });

  test('When an app declares its dependencies, then none of them repeats a shared third-party range', () => {
    for (const app of apps) {
      const { dependencies = {}, peerDependencies = {} } = require(`../../../${app}/package.json`);
      expect([app, THIRD_PARTY.filter((name: string) => name in dependencies || name in peerDependencies)]).toEqual([app, []]);
    }
  });

  test('When our stateful entry points are shared, then each goes at its package version and accepts later minor releases', () => {
    const shared = sharedFor();
    expect(OWN).toEqual(['@wsms/api-client/session', '@wsms/ui/theme', '@wsms/ui/toast']);
    expect(shared['@wsms/ui/toast']).toEqual({ singleton: true, version: '1.0.0', requiredVersion: '^1.0.0' });
    expect(shared['@wsms/ui']).toBeUndefined();
    expect(shared['@wsms/api-client']).toBeUndefined();
  });

  test('When react-router is shared, then the subset module is what is shared, under the package version', () => {
    const shared = sharedFor();
    expect(shared['react-router'].import).toMatch(/shared[\\/]react-router\.mjs$/);
    expect(shared['react-router'].version).toBe(require('react-router/package.json').version);
  });

  test('When a fixture overrides a shared module, then only that module changes', () => {
    const shared = sharedFor({ overrides: { '@wsms/ui/toast': { version: '1.1.0', import: '/fixture/toast.ts' } } });
    expect(shared['@wsms/ui/toast']).toMatchObject({ version: '1.1.0', import: '/fixture/toast.ts', singleton: true });
    expect(shared.react).toEqual(sharedFor().react);
  });
});
