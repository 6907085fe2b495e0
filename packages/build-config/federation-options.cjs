const { sharedFor } = require('./shared.cjs');
const { APPS } = require('./apps.cjs');
const { BUNDLER_RUNTIME_PROVIDER } = require('@wsms/first-paint/build');

/**
 * ModuleFederationPlugin options for one app (plain data, so it can be tested without rspack).
 * `name` and `shared` override the app's container name and shared settings (test fixtures only).
 */
function federationOptions({ app, dev, name = APPS[app].name, shared = {} }) {
  const isHost = app === 'shell';
  // One federation runtime per page: the shell provides it, production remotes borrow it (runtime-core
  // through the plugin's own option, the bundler runtime through ours: see @wsms/first-paint/build).
  // A remote loads no remotes of its own.
  const experiments = {
    optimization: { disableSnapshot: true, target: 'web', ...(!isHost && { disableRemote: true }) },
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
    ...(isHost && !dev && { runtimePlugins: [BUNDLER_RUNTIME_PROVIDER] }),
    dts: false,
    manifest: false,
    dev: false,
  };
}

module.exports = { federationOptions };
