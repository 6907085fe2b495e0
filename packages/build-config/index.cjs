const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { EXPORT_CHECKED, subsetAliases } = require('./shared.cjs');
const { federationOptions } = require('./federation-options.cjs');
const { pageEntry } = require('./page-entry.cjs');
const { splitChunksOptions } = require('./split-chunks.cjs');
const { APPS, devRemotes } = require('./apps.cjs');
const { PAGE_RENDER_FILE, StartScriptPlugin, standInRule } = require('@wsms/first-paint/build');
const { RemoteManifestPlugin } = require('./remote-manifest-plugin.cjs');
const { PrecompressPlugin } = require('./precompress-plugin.cjs');

const swcRule = (dev) => ({
  test: /\.[cm]?[jt]sx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  type: 'javascript/auto',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development: dev } },
    },
    env: { targets: 'chrome >= 100, firefox >= 100, safari >= 15' },
  },
});

// The federation plugins locate their runtime with require.resolve, i.e. the CommonJS builds, which
// cannot be tree-shaken; their ESM twins (same path, .js) can.
const FEDERATION_CJS = /[\\/]@module-federation[\\/].+\.cjs$/;
const esmFederationRuntime = () =>
  new rspack.NormalModuleReplacementPlugin(FEDERATION_CJS, (resource) => {
    const toEsm = (file) => file.replace(/\.cjs$/, '.js');
    if (resource.request) resource.request = toEsm(resource.request);
    if (resource.createData?.resource) resource.createData.resource = toEsm(resource.createData.resource);
  });

/** The federation plugin, and for a remote the plugin that emits its routes.json next to remoteEntry.js. */
function federation({ app, dir, dev, name, shared }) {
  const options = federationOptions({ app, dev, name, shared });
  if (app === 'shell') return [new ModuleFederationPlugin(options)];
  const checked = Object.fromEntries(EXPORT_CHECKED.map((key) => [key, options.shared[key].version]));
  return [new ModuleFederationPlugin(options), new RemoteManifestPlugin({ name: options.name, dir, checked })];
}

/** The dev shell's stand-in for the gateway's /remotes.json: every remote on its own dev server. */
function serveDevRemotes(req, res, next) {
  if (req.url !== '/remotes.json') return next();
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify(devRemotes()));
}

function devServer({ app, port }) {
  return {
    port,
    hot: false,
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    proxy: [{ context: ['/api', '/uploads'], target: process.env.API_URL ?? 'http://localhost:5000' }],
    setupMiddlewares: (middlewares) => (app === 'shell' ? [serveDevRemotes, ...middlewares] : middlewares),
  };
}

/**
 * rspack config for one app: `app` is 'shell' or a remote key ('public', 'portal', 'staff', 'admin').
 * `name` and `shared` override the container name and shared settings (test fixtures only).
 * `wholeChunks`: lazy chunks that are not split (see split-chunks.cjs).
 */
function createAppConfig({ app, dir, name, shared, wholeChunks }) {
  return (env = {}) => {
    const dev = Boolean(env.RSPACK_SERVE);
    const isHost = app === 'shell';
    // Remotes only need an HTML entry for standalone development; production serves remoteEntry.js.
    const withPage = isHost || dev;
    const page = pageEntry({ app, dir, dev });
    return {
      mode: dev ? 'development' : 'production',
      context: dir,
      target: ['web', 'es2020'],
      // SOURCE_MAPS=1 emits production maps, for bundle-size analysis.
      devtool: dev ? 'eval-cheap-module-source-map' : process.env.SOURCE_MAPS ? 'source-map' : false,
      entry: page.entry,
      output: {
        // --env OUTPUT_PATH=... builds elsewhere (a release prepared next to the live one, test fixtures).
        path: env.OUTPUT_PATH ? path.resolve(env.OUTPUT_PATH) : path.join(dir, 'dist'),
        // Dev remotes are served by their own dev server, also when the dev shell loads them.
        publicPath: isHost ? '/' : dev ? `http://localhost:${APPS[app].port}/` : 'auto',
        filename: dev ? '[name].js' : '[name].[contenthash:10].js',
        chunkFilename: dev ? '[name].js' : '[name].[contenthash:10].js',
        uniqueName: name ?? APPS[app].name,
        clean: true,
      },
      resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.json'], alias: { ...subsetAliases(dev), ...page.alias } },
      module: { rules: [swcRule(dev), { test: FEDERATION_CJS, type: 'javascript/auto' }, ...(dev ? [] : [standInRule(isHost ? 'host' : 'remote')])] },
      optimization: {
        chunkIds: dev ? 'named' : 'deterministic',
        moduleIds: dev ? 'named' : 'deterministic',
        splitChunks: splitChunksOptions(wholeChunks),
      },
      performance: { hints: false },
      // Lazy compilation would make a dev remote call back to whichever origin hosts it (the dev shell's).
      lazyCompilation: false,
      plugins: [
        ...federation({ app, dir, dev, name, shared }),
        esmFederationRuntime(),
        withPage && new rspack.HtmlRspackPlugin({ template: path.join(__dirname, 'index.html') }),
        isHost && !dev && new StartScriptPlugin({ entryFile: path.join(dir, 'src', 'index.ts'), rule: swcRule(false) }),
        !dev && new PrecompressPlugin(),
      ].filter(Boolean),
      devServer: devServer({ app, port: APPS[app].port }),
    };
  };
}

/**
 * A remote's page renderer for the gateway (see mfe-public/src/server/page-render.tsx): one CommonJS
 * file for Node, everything bundled, built after the browser build (whose `clean` would remove it), at
 * PAGE_RENDER_FILE next to remoteEntry.js, where the gateway looks (@wsms/first-paint/page-render).
 */
function serverRenderConfig({ dir, entry, outputPath }) {
  return {
    name: 'page-render',
    dependencies: ['browser'],
    mode: 'production',
    context: dir,
    target: 'node20',
    devtool: false,
    entry: { 'page-render': entry },
    output: {
      path: outputPath,
      filename: PAGE_RENDER_FILE,
      library: { type: 'commonjs2' },
      chunkFormat: 'commonjs',
      clean: false,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.json'] },
    module: { rules: [swcRule(false)] },
    optimization: { splitChunks: false, minimize: true },
    performance: { hints: false },
    plugins: [new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
  };
}

/**
 * `createAppConfig` plus, for a production build, the remote's page renderer built from `serverEntry`
 * (a module exporting `paths` and `renderPage`).
 */
function createAppConfigWithPageRender({ app, dir, serverEntry, wholeChunks }) {
  const browser = createAppConfig({ app, dir, wholeChunks });
  return (env = {}, argv) => {
    const config = { ...browser(env, argv), name: 'browser' };
    if (env.RSPACK_SERVE) return config;
    return [config, serverRenderConfig({ dir, entry: serverEntry, outputPath: config.output.path })];
  };
}

module.exports = { createAppConfig, createAppConfigWithPageRender, APPS };
