module.exports = require('@wsms/build-config').createAppConfig({ app: 'staff', dir: __dirname });
