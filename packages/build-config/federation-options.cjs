const { sharedFor } = require('./shared.cjs');
const { APPS } = require('./apps.cjs');

/** ModuleFederationPlugin options for one app (plain data, so it can be tested without rspack). */
function federationOptions({ app, pkg, dev }) {
  const { name } = APPS[app];
  const isHost = app === 'shell';
  // One federation runtime per page: the shell provides it, production remotes borrow it.
  const experiments = {
    optimization: { disableSnapshot: true, target: 'web' },
    ...(!dev && (isHost ? { provideExternalRuntime: true } : { externalRuntime: true })),
  };
  return {
    name,
    // The shell lists no remotes: it registers them at run time from /remotes.json.
    ...(!isHost && { filename: 'remoteEntry.js', exposes: { './app': './src/app.tsx' } }),
    shared: sharedFor(pkg, { eager: isHost }),
    // 'loaded-first' keeps the shell from fetching every remote entry to compare versions.
    shareStrategy: 'loaded-first',
    experiments,
    dts: false,
    manifest: false,
    dev: false,
  };
}

module.exports = { federationOptions };
