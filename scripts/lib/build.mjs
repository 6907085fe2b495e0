// Builds the shell and the four remotes when their dist is missing or their sources changed.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const frontendApps = [
  { name: 'shell', marker: 'index.html' },
  { name: 'mfe-public', marker: 'remoteEntry.js' },
  { name: 'mfe-portal', marker: 'remoteEntry.js' },
  { name: 'mfe-staff', marker: 'remoteEntry.js' },
  { name: 'mfe-admin', marker: 'remoteEntry.js' },
];
const sharedSources = ['packages/ui', 'packages/api-client', 'packages/contracts', 'packages/build-config', 'packages/first-paint'];

function collect(dir, out) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) collect(full, out);
    else if (!/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
}

function sourceHash(app) {
  const files = [];
  for (const dir of [app, ...sharedSources]) collect(path.join(root, dir), files);
  const hash = createHash('sha256');
  for (const file of files.sort()) hash.update(file).update(readFileSync(file));
  return hash.digest('hex');
}

/**
 * Snapshots of the public pages for their first paint (scripts/prerender.mjs), taken again after any
 * app was rebuilt. A failure is reported and leaves the site without snapshots, never broken.
 */
function prerender({ quiet }) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'prerender.mjs')], {
    cwd: root,
    stdio: quiet ? 'pipe' : 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) console.error(`Prerender failed (pages will render in the browser only):\n${result.stderr?.toString() ?? ''}`);
}

export function ensureBuilt({ force = false, quiet = false } = {}) {
  let rebuilt = false;
  for (const app of frontendApps) {
    const dist = path.join(root, app.name, 'dist');
    const stampFile = path.join(dist, '.source-hash');
    const hash = sourceHash(app.name);
    const fresh =
      existsSync(path.join(dist, app.marker)) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash;
    if (fresh && !force) continue;
    rebuilt = true;
    if (!quiet) console.log(`Building ${app.name}...`);
    const started = Date.now();
    const result = spawnSync('npx', ['rspack', 'build', '--config', 'rspack.config.cjs'], {
      cwd: path.join(root, app.name),
      stdio: quiet ? 'pipe' : 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) {
      if (quiet) process.stderr.write(result.stdout?.toString() ?? '', () => {});
      throw new Error(`Build of ${app.name} failed:\n${result.stderr?.toString() ?? ''}`);
    }
    if (statSync(dist, { throwIfNoEntry: false })) writeFileSync(stampFile, hash);
    if (!quiet) console.log(`Built ${app.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  // PRERENDERED_FILE of @wsms/first-paint/names (a TypeScript module this plain script cannot import).
  if (rebuilt || !existsSync(path.join(root, 'shell', 'dist', 'prerendered.json'))) prerender({ quiet });
}
