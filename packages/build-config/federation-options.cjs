const { sharedFor } = require('./shared.cjs');
const { APPS } = require('./apps.cjs');

/**
 * ModuleFederationPlugin options for one app (plain data, so it can be tested without rspack).
 * `name` and `shared` override the app's container name and shared settings (test fixtures only).
 */
function federationOptions({ app, dev, name = APPS[app].name, shared = {} }) {
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
    shared: sharedFor({ eager: isHost, overrides: shared }),
    // 'loaded-first' keeps the shell from fetching every remote entry to compare versions.
    shareStrategy: 'loaded-first',
    experiments,
    dts: false,
    manifest: false,
    dev: false,
  };
}

module.exports = { federationOptions };
