module.exports = require('@wsms/build-config').createAppConfig({ app: 'portal', dir: __dirname });
