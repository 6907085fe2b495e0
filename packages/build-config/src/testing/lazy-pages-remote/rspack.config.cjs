// A remote with public and guarded lazy pages, two of them declared in lazyPages (see remote-manifest-plugin.test.ts).
module.exports = require('../../../index.cjs').createAppConfig({ app: 'portal', dir: __dirname, name: 'mfe_lazy_pages' });
