module.exports = require('@wsms/build-config').createAppConfigWithPageRender({
  app: 'public',
  dir: __dirname,
  serverEntry: './src/server/page-render.tsx',
  // Home's below-the-fold sections load together just after the first paint (src/pages/home-page.tsx).
  wholeChunks: ['home-below-fold'],
});
