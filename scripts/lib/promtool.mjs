// promtool (Prometheus's rule checker), built once from the Go module proxy and cached under
// .cache/promtool/<version>/, the same way as the embedded database (scripts/lib/ferretdb.mjs).
// The build takes minutes (Prometheus is a large module), so CI starts it in the background as soon
// as Go is there (`node scripts/lib/promtool.mjs --background`, see .ci/run) and `npm test` waits for
// that build instead of starting a second one; a failed build fails the check, with its log.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The Prometheus module's version (v0.316.0 is Prometheus 3.16.0). */
export const PROMTOOL_VERSION = 'v0.316.0';
const MODULE = `github.com/prometheus/prometheus/cmd/promtool@${PROMTOOL_VERSION}`;

const dir = path.join(root, '.cache/promtool', PROMTOOL_VERSION);
const binary = path.join(dir, 'promtool');
/** A background build's state: `{ pid, state: 'building' | 'failed', startedAt }`; gone once the binary is in place. */
const statusFile = path.join(dir, 'build-status.json');
const logFile = path.join(dir, 'build.log');
/** The longest `npm test` waits for a background build (a cold one took minutes on a loaded 2-core machine). */
const WAIT_LIMIT_MS = 30 * 60_000;

/**
 * Builds promtool into a directory of its own and moves it into place, so `binary` exists only whole
 * (a build killed half-way leaves nothing that looks finished).
 */
function build({ stdio }) {
  mkdirSync(dir, { recursive: true });
  const out = mkdtempSync(path.join(dir, 'build-'));
  const startedAt = Date.now();
  try {
    // Without Prometheus's service-discovery plugins (AWS, Azure, GCE, ...): rules and their tests need
    // none, and the build takes less than half the CPU time (7.5 against 17 min measured).
    execFileSync('go', ['install', '-tags=remove_all_sd', MODULE], { cwd: out, stdio, env: { ...process.env, GOBIN: out, CGO_ENABLED: '0' } });
    renameSync(path.join(out, 'promtool'), binary);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
  return (Date.now() - startedAt) / 1000;
}

const readStatus = () => (existsSync(statusFile) ? JSON.parse(readFileSync(statusFile, 'utf8')) : null);

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

const logTail = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-20).join('\n') : '(no log)');

/** A background build that ended without a binary: reported once (the next run builds again). */
function backgroundFailure(why) {
  rmSync(statusFile, { force: true });
  return new Error(`the background build of promtool ${PROMTOOL_VERSION} ${why}; the end of ${path.relative(root, logFile)}:\n${logTail()}`);
}

/**
 * The promtool binary: the cached one, else the one a background build is making (waited for), else
 * built now. Throws when a build fails (never a silent skip).
 */
export async function ensurePromtool({ quiet = false } = {}) {
  const waitStarted = Date.now();
  let told = false;
  for (;;) {
    if (existsSync(binary)) {
      if (told) console.log(`promtool ready after waiting ${((Date.now() - waitStarted) / 1000).toFixed(0)} s`);
      return binary;
    }
    const status = readStatus();
    if (!status) break;
    if (status.state === 'failed') throw backgroundFailure('failed');
    if (!alive(status.pid)) {
      // The builder may have put the binary in place and cleared its status just now.
      if (existsSync(binary)) continue;
      throw backgroundFailure(`(pid ${status.pid}) stopped without finishing`);
    }
    if (Date.now() - waitStarted > WAIT_LIMIT_MS) throw new Error(`the background build of promtool (pid ${status.pid}) did not finish within ${WAIT_LIMIT_MS / 60_000} minutes`);
    if (!told && !quiet) console.log(`Waiting for the background build of promtool ${PROMTOOL_VERSION} (pid ${status.pid}, started ${status.startedAt})...`);
    told = true;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  if (!quiet) console.log(`Building promtool ${PROMTOOL_VERSION} (first run only)...`);
  const seconds = build({ stdio: quiet ? 'pipe' : 'inherit' });
  if (!quiet) console.log(`promtool built in ${seconds.toFixed(0)} s`);
  return binary;
}

/**
 * Starts the build in a detached process (output in build.log) and returns at once; nothing to do
 * when the binary is cached or a build is already running.
 */
export function startPromtoolBuild() {
  if (existsSync(binary)) return 'cached';
  const status = readStatus();
  if (status?.state === 'building' && alive(status.pid)) return 'running';
  mkdirSync(dir, { recursive: true });
  const log = openSync(logFile, 'w');
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--build'], { cwd: root, detached: true, stdio: ['ignore', log, log] });
  writeFileSync(statusFile, JSON.stringify({ pid: child.pid, state: 'building', startedAt: new Date().toISOString() }));
  child.unref();
  return 'started';
}

/** The detached builder: its end result goes to the status file (a success by the binary itself). */
function buildInBackground() {
  const startedAt = new Date().toISOString();
  console.log(`${startedAt} building ${MODULE}`);
  try {
    const seconds = build({ stdio: 'inherit' });
    console.log(`promtool ${PROMTOOL_VERSION} built in ${seconds.toFixed(0)} s`);
    rmSync(statusFile, { force: true });
  } catch (error) {
    console.log(`promtool build failed: ${error instanceof Error ? error.message : error}`);
    writeFileSync(statusFile, JSON.stringify({ pid: process.pid, state: 'failed', startedAt }));
    process.exitCode = 1;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--build')) buildInBackground();
  else if (process.argv.includes('--background')) console.log(`promtool ${PROMTOOL_VERSION}: ${startPromtoolBuild()} (log: ${path.relative(root, logFile)})`);
  else console.log(await ensurePromtool());
}
