require('@testing-library/jest-dom');

// jsdom lacks these; react-router reads them when it loads.
const { TextDecoder, TextEncoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy*/waitFor give up after 1 s by default; lazily loaded pages (the login page with its form
// library) can take longer than that on a busy two-core machine. Assertions are unchanged.
require('@testing-library/react').configure({ asyncUtilTimeout: 3000 });
