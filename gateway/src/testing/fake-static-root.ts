import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const SHELL_HTML = '<!doctype html><html><head><title>Shell</title></head><body><div id="root"></div></body></html>';
export const HASHED_CHUNK = 'main.0123abcd45.js';

/** A routes.json as a remote's build emits it. */
export const buildRoutesFile = (
  name: string,
  routes: Array<{ path: string; title?: string; role?: string }>,
  scripts?: { app: string[]; pages: Record<string, string[]> },
) => ({
  name,
  routes,
  requires: { 'react-router': { version: '7.18.5', imports: ['Route', 'Routes'] } },
  ...(scripts && { scripts }),
});

/** The fake public remote: a home page, and a team page with its own script. */
export const PUBLIC_ROUTES = [{ path: '/', title: 'Home' }, { path: '/team', title: 'Meet Our Team' }];
export const PUBLIC_SCRIPTS = { app: ['app.9f8e7d6c5b.js'], pages: { '/team': ['team.1a2b3c4d5e.js'] } };

/** A temp STATIC_ROOT with a shell build and the public and admin remotes (portal and staff missing). */
export function createFakeStaticRoot({ withShell = true } = {}) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'gateway-static-'));
  const write = (file: string, content: string | Uint8Array) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  };
  if (withShell) {
    write('shell/dist/index.html', SHELL_HTML);
    write(`shell/dist/${HASHED_CHUNK}`, `console.log(${JSON.stringify('x'.repeat(4000))});`);
  }
  for (const remote of ['public', 'admin']) {
    write(`mfe-${remote}/dist/remoteEntry.js`, `var mfe_${remote} = {};`);
    write(`mfe-${remote}/dist/app.9f8e7d6c5b.js`, `export const app = '${remote}';`);
  }
  write('mfe-public/dist/team.1a2b3c4d5e.js', `export const team = 1;`);
  write('mfe-public/dist/routes.json', JSON.stringify(buildRoutesFile('mfe_public', PUBLIC_ROUTES, PUBLIC_SCRIPTS)));
  write('mfe-admin/dist/routes.json', JSON.stringify(buildRoutesFile('mfe_admin', [{ path: '/admin', role: 'admin' }])));
  return { root, write, remove: () => rmSync(root, { recursive: true, force: true }) };
}
