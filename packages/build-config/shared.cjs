const path = require('node:path');
const { dependencies } = require('./package.json');

// The one place that decides what is shared across the shell and every remote at run time.

// Third-party singletons. Their version ranges are declared once, in this package's package.json;
// the apps take them from here instead of each keeping its own range.
const THIRD_PARTY = ['react', 'react-dom', 'react-router', '@tanstack/react-query', 'styled-components'];

// Our modules that hold state or context and must be one instance per page. The rest of
// packages/ is bundled by each app from the packages' declared entry points, so a remote always
// runs the copy it was built and tested with.
const OWN = ['@wsms/api-client/session', '@wsms/ui/theme', '@wsms/ui/toast'];

const SINGLETONS = [...THIRD_PARTY, ...OWN];

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
  'styled-components': {
    import: path.join(__dirname, 'shared/styled-components.mjs'),
    bundle: () => path.join(packageDir('styled-components'), 'dist/styled-components.browser.esm.js'),
    alias: 'styled-components-bundle',
  },
};

// Shared modules whose export list we choose (subsets) or write (ours): a remote's build records
// which of their exports it uses, and the shell checks them before loading it (see remote-manifest-plugin).
const EXPORT_CHECKED = [...Object.keys(SUBSETS), ...OWN];

function packageDir(name) {
  return path.dirname(require.resolve(`${name}/package.json`));
}

/** `@wsms/ui/toast` -> '@wsms/ui' */
const packageOf = (request) => request.split('/').slice(0, request.startsWith('@') ? 2 : 1).join('/');

function sharedConfig(name) {
  if (OWN.includes(name)) {
    const { version } = require(`${packageOf(name)}/package.json`);
    return { singleton: true, version, requiredVersion: `^${version}` };
  }
  const requiredVersion = dependencies[name];
  if (!requiredVersion) throw new Error(`@wsms/build-config must declare shared singleton ${name} in its dependencies`);
  const config = { singleton: true, requiredVersion, version: require(`${name}/package.json`).version };
  return SUBSETS[name] ? { ...config, import: SUBSETS[name].import } : config;
}

/**
 * `eager` is for the shell: it needs every singleton for its first paint anyway, and eager ones land
 * in its main chunk, one request and one gzip stream instead of eight.
 * `overrides` replace a module's settings (test fixtures that stand for another release).
 */
function sharedFor({ eager = false, overrides = {} } = {}) {
  return Object.fromEntries(
    SINGLETONS.map((name) => [name, { ...sharedConfig(name), ...(eager && { eager }), ...overrides[name] }]),
  );
}

/** Aliases the subset modules use to reach the real packages without being federated themselves. */
function subsetAliases(dev) {
  return Object.fromEntries(Object.values(SUBSETS).map((s) => [`${s.alias}$`, s.bundle(dev)]));
}

module.exports = { SINGLETONS, THIRD_PARTY, OWN, SUBSETS, EXPORT_CHECKED, sharedFor, subsetAliases };
