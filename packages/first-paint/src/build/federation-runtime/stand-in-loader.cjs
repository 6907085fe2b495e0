const { readFileSync } = require('node:fs');
const { standInFor } = require('../federation-runtime.cjs');

// Compiles a federation runtime file from its stand-in (see ../federation-runtime.cjs).
module.exports = function standInLoader() {
  const { role } = this.getOptions();
  const file = standInFor(role, this.resourcePath);
  if (!file) throw new Error(`No ${role} stand-in for ${this.resourcePath}`);
  this.addDependency(file);
  return readFileSync(file, 'utf8');
};
