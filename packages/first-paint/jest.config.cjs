// Node by default; the browser-side modules (start script, swap) choose jsdom in their test files.
module.exports = require('../../jest/node-project.cjs')(__dirname);
