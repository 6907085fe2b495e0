// Federation names (global container names) and dev-server ports.
const path = require('node:path');
const APPS = require('./apps.json');
const { loadRemoteRoutes } = require('./remote-routes.cjs');

const REMOTE_KEYS = ['public', 'portal', 'staff', 'admin'];

/** What the gateway answers at /remotes.json, pointed at the dev servers (routes read from source). */
function devRemotes() {
  return {
    remotes: REMOTE_KEYS.map((key) => ({
      key,
      entry: `http://localhost:${APPS[key].port}/remoteEntry.js`,
      name: APPS[key].name,
      routes: loadRemoteRoutes(path.join(__dirname, '..', '..', `mfe-${key}`)),
      requires: {},
    })),
  };
}

module.exports = { APPS, REMOTE_KEYS, devRemotes };
