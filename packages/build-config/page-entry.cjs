const path = require('node:path');

const STANDALONE_ENTRY = path.join(__dirname, 'src', 'standalone', 'index.ts');

/**
 * The page an app's build starts from (plain data, so it can be tested without rspack). The shell's is
 * its own src/index.ts. A production remote has none: the shell loads its remoteEntry.js. A remote in
 * development is a page of its own, the same for every remote: build-config's standalone entry renders
 * the app the remote exposes (named '@wsms/standalone-app') inside the providers the shell gives it.
 */
function pageEntry({ app, dir, dev }) {
  if (app === 'shell') return { entry: { main: './src/index.ts' }, alias: {} };
  if (!dev) return { entry: {}, alias: {} };
  return { entry: { main: STANDALONE_ENTRY }, alias: { '@wsms/standalone-app': path.join(dir, 'src', 'app.tsx') } };
}

module.exports = { pageEntry };
