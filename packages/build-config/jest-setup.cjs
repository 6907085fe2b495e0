require('@testing-library/jest-dom');

// jsdom lacks these; react-router reads them when it loads.
const util = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
}

// Lazy pages can take several seconds (their modules are transformed on first import) to appear on a machine whose cores are shared (CI); waiting
// longer for them never lets a wrong page pass, it only stops the default 1 s from failing a right one.
require('@testing-library/dom').configure({ asyncUtilTimeout: 15000 });
