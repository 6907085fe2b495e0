// End-to-end suite: real Chromium (Debian's /usr/bin/chromium via playwright-core) against a
// fully started stack (global-setup.mjs starts it on a fresh embedded database).
module.exports = {
  displayName: 'e2e',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.e2e.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }],
  },
  globalSetup: '<rootDir>/src/global-setup.mjs',
  globalTeardown: '<rootDir>/src/global-teardown.mjs',
  testTimeout: 60000,
};
