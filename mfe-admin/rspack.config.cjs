module.exports = require('@wsms/build-config').createAppConfig({ app: 'admin', dir: __dirname });
