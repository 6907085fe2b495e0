// `npm test` runs this (every workspace's jest suites) and then e2e/jest.config.cjs (Chromium).
const fs = require('node:fs');
const path = require('node:path');

const dirs = ['packages', 'services'].flatMap((group) =>
  fs.readdirSync(path.join(__dirname, group)).map((name) => path.join(group, name)),
);
dirs.push('gateway', 'shell', 'mfe-public', 'mfe-portal', 'mfe-staff', 'mfe-admin');

module.exports = {
  globalSetup: '<rootDir>/jest/global-setup.mjs',
  globalTeardown: '<rootDir>/jest/global-teardown.mjs',
  // A project's own testTimeout is ignored when jest runs several projects: set it for the run.
  testTimeout: 30000,
  projects: dirs
    .map((dir) => path.join(__dirname, dir, 'jest.config.cjs'))
    .filter((file) => fs.existsSync(file)),
};
