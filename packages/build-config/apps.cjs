// Federation names (global container names) and dev-server ports, also read by the shell at run time.
const APPS = require('./apps.json');

const REMOTE_KEYS = ['public', 'portal', 'staff', 'admin'];

/** What the gateway answers at /remotes.json, pointed at the dev servers. */
function devRemotes() {
  return Object.fromEntries(
    REMOTE_KEYS.map((key) => [key, `http://localhost:${APPS[key].port}/remoteEntry.js`]),
  );
}

module.exports = { APPS, REMOTE_KEYS, devRemotes };
