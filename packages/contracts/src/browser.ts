import { config } from 'zod';

/**
 * Imported first by the shell and every remote. zod 4 probes for eval (`Function('')`) before its
 * first object parse; under the site's CSP (no 'unsafe-eval') that probe is a reported violation
 * (a console issue on every page with a form). Browsers parse too little for the JIT to matter.
 */
config({ jitless: true });
