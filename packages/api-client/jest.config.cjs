module.exports = require('@wsms/build-config/jest.cjs').createJestConfig(__dirname);
