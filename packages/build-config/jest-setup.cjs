require('@testing-library/jest-dom');

// jsdom lacks these; react-router reads them when it loads.
const util = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
}
