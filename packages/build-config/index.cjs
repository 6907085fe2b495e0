const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { sharedFor } = require('./shared.cjs');
const { APPS, devRemotes } = require('./apps.cjs');

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

function federation({ app, pkg, dev }) {
  const { name } = APPS[app];
  const isHost = app === 'shell';
  // One federation runtime per page: the shell provides it, production remotes borrow it.
  const experiments = {
    optimization: { disableSnapshot: true, target: 'web' },
    ...(!dev && (isHost ? { provideExternalRuntime: true } : { externalRuntime: true })),
  };
  return new ModuleFederationPlugin({
    name,
    ...(!isHost && { filename: 'remoteEntry.js', exposes: { './app': './src/app.tsx' } }),
    shared: sharedFor(pkg),
    // 'loaded-first' keeps the shell from fetching every remote entry to compare versions.
    shareStrategy: 'loaded-first',
    experiments,
    dts: false,
    manifest: false,
    dev: false,
  });
}

function devServer({ app, port }) {
  return {
    port,
    hot: false,
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    proxy: [{ context: ['/api', '/uploads'], target: process.env.API_URL ?? 'http://localhost:5000' }],
    setupMiddlewares: (middlewares) => {
      if (app !== 'shell') return middlewares;
      return [
        { name: 'remotes-json', path: '/remotes.json', middleware: (_req, res) => res.json(devRemotes()) },
        ...middlewares,
      ];
    },
  };
}

/** rspack config for one app: `app` is 'shell' or a remote key ('public', 'portal', 'staff', 'admin'). */
function createAppConfig({ app, dir }) {
  return (env = {}) => {
    const dev = Boolean(env.RSPACK_SERVE);
    const pkg = require(path.join(dir, 'package.json'));
    const isHost = app === 'shell';
    // Remotes only need an HTML entry for standalone development; production serves remoteEntry.js.
    const withPage = isHost || dev;
    return {
      mode: dev ? 'development' : 'production',
      context: dir,
      target: ['web', 'es2020'],
      devtool: dev ? 'eval-cheap-module-source-map' : false,
      entry: withPage ? { main: './src/index.ts' } : {},
      output: {
        path: path.join(dir, 'dist'),
        publicPath: isHost || dev ? '/' : 'auto',
        filename: dev ? '[name].js' : '[name].[contenthash:10].js',
        chunkFilename: dev ? '[name].js' : '[name].[contenthash:10].js',
        uniqueName: APPS[app].name,
        clean: true,
      },
      resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.json'] },
      module: { rules: [swcRule(dev)] },
      optimization: { chunkIds: dev ? 'named' : 'deterministic', moduleIds: dev ? 'named' : 'deterministic' },
      performance: { hints: false },
      plugins: [
        federation({ app, pkg, dev }),
        withPage && new rspack.HtmlRspackPlugin({ template: path.join(__dirname, 'index.html') }),
      ].filter(Boolean),
      devServer: devServer({ app, port: APPS[app].port }),
    };
  };
}

module.exports = { createAppConfig, APPS };
