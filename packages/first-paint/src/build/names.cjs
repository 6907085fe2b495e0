// ../names.ts for the build's CommonJS modules: the one declaration, compiled by tsx. Under jest, which
// compiles TypeScript itself and cannot run tsx's loader inside its module sandbox, required as it is.
module.exports = typeof jest === 'undefined' ? require('tsx/cjs/api').require('../names.ts', __filename) : require('../names.ts');
