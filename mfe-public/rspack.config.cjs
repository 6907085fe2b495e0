module.exports = require('@wsms/build-config').createAppConfig({ app: 'public', dir: __dirname });
