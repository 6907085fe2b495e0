// promtool (Prometheus's rule checker), built once from the Go module proxy and cached under
// .cache/promtool/<version>/, the same way as the embedded database (scripts/lib/ferretdb.mjs).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The Prometheus module's version (v0.316.0 is Prometheus 3.16.0). */
export const PROMTOOL_VERSION = 'v0.316.0';

export function ensurePromtool({ quiet = false } = {}) {
  const dir = path.join(root, '.cache/promtool', PROMTOOL_VERSION);
  const binary = path.join(dir, 'promtool');
  if (existsSync(binary)) return binary;
  mkdirSync(dir, { recursive: true });
  if (!quiet) console.log(`Building promtool ${PROMTOOL_VERSION} (first run only)...`);
  execFileSync('go', ['install', `github.com/prometheus/prometheus/cmd/promtool@${PROMTOOL_VERSION}`], {
    cwd: dir,
    stdio: quiet ? 'pipe' : 'inherit',
    env: { ...process.env, GOBIN: dir, CGO_ENABLED: '0' },
  });
  return binary;
}
