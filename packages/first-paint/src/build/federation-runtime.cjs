const path = require('node:path');

// The module federation runtime, as this site uses it, in fewer bytes (production builds only).
//
// 1. The shell lends the remotes its federation *bundler* runtime, as `provideExternalRuntime` lends
//    them runtime-core: a remote's remoteEntry.js takes the bundler runtime's functions from a global
//    the shell's runtime plugin sets, instead of carrying its own copy of them (half of remoteEntry.js).
//    Each remote keeps its own `@module-federation/runtime` init (it holds the container's instance).
//    The shell and the remotes are built by one @wsms/build-config, which uses this module, so they run
//    the same version of it, as they already do for runtime-core.
// 2. The shell's runtime-core is built without manifest snapshots and asset preloading: this site
//    registers its remotes by entry URL, with the snapshot plugin off (`disableSnapshot`), and never
//    calls preloadRemote(). The flag leaves out the plugin but not the code it would have used.
//
// Both are done by compiling a few of the packages' files from stand-ins (federation-runtime/) that
// keep their exports: each stand-in is compiled at the original file's path, so its relative imports
// are the package's own modules.

/** Set by the shell's runtime plugin, read by the remotes' stand-in (both name it literally). */
const BUNDLER_RUNTIME_GLOBAL = '__wsmsFederationBundlerRuntime';
const BUNDLER_RUNTIME_PROVIDER = path.join(__dirname, 'federation-runtime/provide-bundler-runtime.js');

// For each kind of app: package file (below node_modules/@module-federation/) -> its stand-in.
const STAND_INS = {
  host: {
    'runtime-core/dist/plugins/snapshot/SnapshotHandler.js': 'snapshot-handler.js',
    'runtime-core/dist/utils/preload.js': 'preload.js',
  },
  remote: {
    'webpack-bundler-runtime/dist/index.js': 'borrowed-bundler-runtime.js',
  },
};

function standInFor(role, resource) {
  const match = /[\\/]node_modules[\\/]@module-federation[\\/](.+)$/.exec(resource);
  const file = match && STAND_INS[role][match[1].split(path.sep).join('/')];
  return file ? path.join(__dirname, 'federation-runtime', file) : undefined;
}

/** The module rule that compiles an app's stand-ins in place of the files they replace. */
const standInRule = (role) => ({
  test: (resource) => standInFor(role, resource) !== undefined,
  loader: path.join(__dirname, 'federation-runtime/stand-in-loader.cjs'),
  options: { role },
});

module.exports = { BUNDLER_RUNTIME_GLOBAL, BUNDLER_RUNTIME_PROVIDER, STAND_INS, standInFor, standInRule };
