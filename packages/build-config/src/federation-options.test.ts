const { federationOptions } = require('../federation-options.cjs');
const { sharedFor, SINGLETONS } = require('../shared.cjs');

const shellPkg = require('../../../shell/package.json');
const adminPkg = require('../../../mfe-admin/package.json');

describe('federationOptions', () => {
  test('When the shell is built for production, then it provides the one federation runtime and lists no remotes', () => {
    const options = federationOptions({ app: 'shell', pkg: shellPkg, dev: false });
    expect(options.experiments).toMatchObject({ provideExternalRuntime: true, optimization: { disableSnapshot: true } });
    expect(options.remotes).toBeUndefined();
    expect(options.exposes).toBeUndefined();
    expect(options).toMatchObject({ name: 'shell', shareStrategy: 'loaded-first', dts: false, manifest: false });
  });

  test('When a remote is built for production, then it borrows the runtime and exposes only ./app', () => {
    const options = federationOptions({ app: 'admin', pkg: adminPkg, dev: false });
    expect(options.experiments).toMatchObject({ externalRuntime: true });
    expect(options).toMatchObject({ name: 'mfe_admin', filename: 'remoteEntry.js', exposes: { './app': './src/app.tsx' } });
  });

  test('When a remote runs standalone in development, then it keeps its own runtime', () => {
    const options = federationOptions({ app: 'admin', pkg: adminPkg, dev: true });
    expect(options.experiments.externalRuntime).toBeUndefined();
    expect(options.experiments.provideExternalRuntime).toBeUndefined();
  });

  test('When the shell shares its singletons, then they are eager; a remote\'s are not', () => {
    const shell = federationOptions({ app: 'shell', pkg: shellPkg, dev: false });
    const admin = federationOptions({ app: 'admin', pkg: adminPkg, dev: false });
    expect(shell.shared.react.eager).toBe(true);
    expect(admin.shared.react.eager).toBeUndefined();
  });
});

describe('sharedFor', () => {
  test('When an app is configured, then every singleton is shared once with the app\'s required version', () => {
    const shared = sharedFor(shellPkg);
    expect(Object.keys(shared)).toEqual(SINGLETONS);
    for (const name of SINGLETONS) expect(shared[name]).toMatchObject({ singleton: true, requiredVersion: shellPkg.dependencies[name] });
  });

  test('When react-router is shared, then the subset module is what is shared, under the package version', () => {
    const shared = sharedFor(shellPkg);
    expect(shared['react-router'].import).toMatch(/shared[\\/]react-router\.mjs$/);
    expect(shared['react-router'].version).toBe(require('react-router/package.json').version);
  });

  test('When an app misses a singleton dependency, then configuration fails loudly', () => {
    expect(() => sharedFor({ name: 'x', dependencies: { react: '1' } })).toThrow(/must depend on shared singleton/);
  });
});
