// Shared jest settings for the Node workspaces (services, gateway, packages without a DOM).
const path = require('node:path');

module.exports = function nodeProject(dir, overrides = {}) {
  return {
    displayName: path.relative(path.join(__dirname, '..'), dir),
    rootDir: dir,
    testEnvironment: 'node',
    testMatch: ['<rootDir>/src/**/*.test.ts'],
    transform: {
      '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }],
    },
    testTimeout: 30000,
    ...overrides,
  };
};
