require('@testing-library/jest-dom');

// jsdom lacks these; react-router reads them when it loads.
const { TextDecoder, TextEncoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });
