// Federation names (global container names) and dev-server ports of every app.
const APPS = {
  shell: { name: 'shell', port: 3000 },
  public: { name: 'mfe_public', port: 3001 },
  portal: { name: 'mfe_portal', port: 3002 },
  staff: { name: 'mfe_staff', port: 3003 },
  admin: { name: 'mfe_admin', port: 3004 },
};

const REMOTE_KEYS = ['public', 'portal', 'staff', 'admin'];

/** What the gateway answers at /remotes.json, pointed at the dev servers. */
function devRemotes() {
  return Object.fromEntries(
    REMOTE_KEYS.map((key) => [key, `http://localhost:${APPS[key].port}/remoteEntry.js`]),
  );
}

module.exports = { APPS, REMOTE_KEYS, devRemotes };
