module.exports = require('./jest.cjs').createJestConfig(__dirname, { testEnvironment: 'node' });
