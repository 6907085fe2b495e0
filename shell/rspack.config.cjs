module.exports = require('@wsms/build-config').createAppConfig({ app: 'shell', dir: __dirname });
