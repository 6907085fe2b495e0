const path = require('node:path');

// The one place that decides which modules are shared singletons across the shell and every remote.
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  '@tanstack/react-query',
  'styled-components',
  '@wsms/ui',
  '@wsms/api-client',
];

// Shared through a subset module (see shared/*.mjs): `import` is what gets shared, `bundle` what it wraps.
const SUBSETS = {
  'react-router': {
    import: path.join(__dirname, 'shared/react-router.mjs'),
    alias: 'react-router-bundle',
    bundle: (dev) => path.join(packageDir('react-router'), `dist/${dev ? 'development' : 'production'}/index.mjs`),
  },
  '@tanstack/react-query': {
    import: path.join(__dirname, 'shared/react-query.mjs'),
    bundle: () => path.join(packageDir('@tanstack/react-query'), 'build/modern/index.js'),
    alias: 'react-query-bundle',
  },
};

function packageDir(name) {
  return path.dirname(require.resolve(`${name}/package.json`));
}

/**
 * `eager` is for the shell: it needs every singleton for its first paint anyway, and eager ones land
 * in its main chunk, one request and one gzip stream instead of seven (about 5 KB less on a first visit).
 */
function sharedFor(pkg, { eager = false } = {}) {
  const deps = { ...pkg.peerDependencies, ...pkg.dependencies };
  return Object.fromEntries(
    SINGLETONS.map((name) => {
      if (!deps[name]) throw new Error(`${pkg.name} must depend on shared singleton ${name}`);
      const config = { singleton: true, requiredVersion: deps[name], ...(eager && { eager }) };
      const subset = SUBSETS[name];
      if (!subset) return [name, config];
      return [name, { ...config, import: subset.import, version: require(`${name}/package.json`).version }];
    }),
  );
}

/** Aliases the subset modules use to reach the real packages without being federated themselves. */
function subsetAliases(dev) {
  return Object.fromEntries(Object.values(SUBSETS).map((s) => [`${s.alias}$`, s.bundle(dev)]));
}

module.exports = { SINGLETONS, SUBSETS, sharedFor, subsetAliases };
