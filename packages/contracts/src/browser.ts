/**
 * Imported first by every remote and by the shell's lazy form pages (not by its first-visit
 * bundle). zod 4 probes for eval (`Function('')`) before its first object parse; under the site's
 * CSP (no 'unsafe-eval') that probe is a reported violation, a browser issue on every page with a
 * form. Browsers parse too little for zod's JIT to matter.
 *
 * zod keeps its settings in `globalThis.__zod_globalConfig`, which it creates on first import or
 * adopts when it is already there. Setting `jitless` on that object here, instead of through zod's
 * `config()`, keeps zod itself out of pages that never parse anything (the home page's first visit).
 * browser.test.ts checks that zod sees it, whichever of the two loads first.
 */
const zodHolder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodHolder.__zod_globalConfig ??= {}).jitless = true;

export {};
