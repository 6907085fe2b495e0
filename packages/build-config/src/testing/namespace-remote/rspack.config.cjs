// A remote that uses a shared module's namespace as a whole value (see remote-manifest-plugin.test.ts).
module.exports = require('../../../index.cjs').createAppConfig({ app: 'portal', dir: __dirname, name: 'mfe_namespace' });
