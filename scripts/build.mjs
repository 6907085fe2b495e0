// `npm run build`: rebuilds the shell and every remote.
import { ensureBuilt } from './lib/build.mjs';

ensureBuilt({ force: process.argv.includes('--force') });
