module.exports = require('../../jest/node-project.cjs')(__dirname);
