module.exports = require('@wsms/build-config').createAppConfigWithPageRender({
  app: 'public',
  dir: __dirname,
  serverEntry: './src/server/page-render.tsx',
});
