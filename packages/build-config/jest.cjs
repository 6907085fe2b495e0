const path = require('node:path');

/** Jest settings shared by every frontend workspace (jsdom, swc, Testing Library matchers). */
function createJestConfig(dir, overrides = {}) {
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
      ],
    },
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.cjs')],
    ...overrides,
  };
}

module.exports = { createJestConfig };
