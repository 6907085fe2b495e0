import { config } from 'zod/v4/core';

/**
 * Imported first by every remote and by the shell's lazy form pages (not by its first-visit
 * bundle). zod 4 probes for eval (`Function('')`) before its first object parse; under the site's
 * CSP (no 'unsafe-eval') that probe is a reported violation, a browser issue on every page with a
 * form. Browsers parse too little for zod's JIT to matter.
 */
config({ jitless: true });
