// Computes bcrypt hashes off the main thread (bcryptjs is plain JavaScript: on the event loop a burst
// of registrations would hold up every other request).
const { parentPort } = require('node:worker_threads');
const bcrypt = require('bcryptjs');

parentPort.on('message', ({ id, password, cost }) => {
  try {
    parentPort.postMessage({ id, hash: bcrypt.hashSync(password, cost) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
