// Embedded MongoDB-compatible database for local runs and tests: FerretDB v1 (SQLite backend),
// built once from the Go module proxy and cached under .cache/ferretdb/<source hash>/.
// The module's source is copied and patched first (scripts/ferretdb/patches.json: each patch says
// why); deployment runs MongoDB and is not affected.
import { spawn, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, cpSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sourceDir = path.join(root, 'scripts/ferretdb');

function sourceHash() {
  const hash = createHash('sha256');
  for (const file of ['main.go', 'go.mod', 'go.sum', 'patches.json']) hash.update(readFileSync(path.join(sourceDir, file)));
  return hash.digest('hex').slice(0, 16);
}

export function ferretBinaryPath() {
  return path.join(root, '.cache/ferretdb', sourceHash(), 'ferretdb');
}

export function ensureFerretBinary({ quiet = false } = {}) {
  const binary = ferretBinaryPath();
  if (existsSync(binary)) return binary;
  mkdirSync(path.dirname(binary), { recursive: true });
  if (!quiet) console.log('Building the embedded database (FerretDB v1.24.2, first run only)...');
  const buildDir = preparePatchedSource(path.join(path.dirname(binary), 'src'), quiet);
  // Go 1.23+ rejects some of FerretDB's dependencies' go:linkname uses unless told not to check.
  execFileSync('go', ['build', '-ldflags=-checklinkname=0', '-o', binary, '.'], {
    cwd: buildDir,
    stdio: quiet ? 'pipe' : 'inherit',
    env: { ...process.env, CGO_ENABLED: '0' },
  });
  return binary;
}

const MODULE = 'github.com/FerretDB/FerretDB';

/** A build directory whose go.mod points FerretDB at a patched copy of its released module. */
function preparePatchedSource(buildDir, quiet) {
  rmSync(buildDir, { recursive: true, force: true });
  mkdirSync(buildDir, { recursive: true });
  for (const file of ['main.go', 'go.mod', 'go.sum']) cpSync(path.join(sourceDir, file), path.join(buildDir, file));
  const version = /github\.com\/FerretDB\/FerretDB (v[\w.-]+)/.exec(readFileSync(path.join(sourceDir, 'go.mod'), 'utf8'))[1];
  const stdio = ['ignore', 'pipe', quiet ? 'pipe' : 'inherit'];
  const { Dir } = JSON.parse(execFileSync('go', ['mod', 'download', '-json', `${MODULE}@${version}`], { cwd: buildDir, stdio }).toString());
  const moduleCopy = path.join(buildDir, 'ferretdb-module');
  cpSync(Dir, moduleCopy, { recursive: true });
  execFileSync('chmod', ['-R', 'u+w', moduleCopy]); // the module cache is read-only
  for (const patch of JSON.parse(readFileSync(path.join(sourceDir, 'patches.json'), 'utf8'))) {
    const file = path.join(moduleCopy, patch.file);
    const text = readFileSync(file, 'utf8');
    if (!text.includes(patch.find)) throw new Error(`FerretDB patch does not apply to ${patch.file}: ${patch.find}`);
    writeFileSync(file, text.replace(patch.find, patch.replace));
  }
  execFileSync('go', ['mod', 'edit', `-replace=${MODULE}=./ferretdb-module`], { cwd: buildDir, stdio });
  return buildDir;
}

/** Resolves `port` if it can be bound on 127.0.0.1 now (0: any port the system picks), else null. */
function bindable(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => {
      const bound = server.address().port;
      server.close(() => resolve(bound));
    });
  });
}

/**
 * A port for a server started next. Picked below Linux's ephemeral range (32768 and up by default),
 * where the system also hands out the source ports of outgoing connections: a port found free there
 * could be taken by some connection before the server binds it (EADDRINUSE at start-up, seen in CI).
 */
export async function freePort() {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = await bindable(20000 + Math.floor(Math.random() * 12000));
    if (port !== null) return port;
  }
  const port = await bindable(0);
  if (port === null) throw new Error('No free port on 127.0.0.1');
  return port;
}

export function waitForPort(port, host = '127.0.0.1', timeoutMs = 30000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect(port, host);
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`Nothing listening on ${host}:${port}`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

/**
 * The data folder holds every account, booking and the stack's secrets: readable by its owner only.
 * Creates `dir` (0700) if missing and sets every folder under it to 0700 and every file to 0600, so
 * files an earlier version left world-readable are closed at start too.
 */
export function makePrivate(dir) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const walk = (entry) => {
    const stat = lstatSync(entry);
    if (stat.isSymbolicLink()) return;
    if (stat.isDirectory()) {
      if ((stat.mode & 0o777) !== 0o700) chmodSync(entry, 0o700);
      for (const name of readdirSync(entry)) walk(path.join(entry, name));
    } else if ((stat.mode & 0o777) !== 0o600) {
      chmodSync(entry, 0o600);
    }
  };
  walk(dir);
}

/** Starts FerretDB on loopback; resolves with its base URI and a stop function. */
export async function startFerret({ dataDir, port, logLevel = 'error', quiet = false }) {
  const binary = ensureFerretBinary({ quiet });
  makePrivate(dataDir);
  const listenPort = port ?? (await freePort());
  // umask 077: the SQLite files (and their -wal/-shm companions) FerretDB creates later are 0600 too.
  const args = ['-dir', dataDir, '-listen', `127.0.0.1:${listenPort}`, '-log-level', logLevel];
  const child = spawn('/bin/sh', ['-c', 'umask 077 && exec "$0" "$@"', binary, ...args], {
    stdio: ['ignore', 'ignore', quiet ? 'ignore' : 'inherit'],
  });
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) => reject(new Error(`FerretDB exited early with code ${code}`))),
  );
  await Promise.race([waitForPort(listenPort), exited]);
  return {
    uri: `mongodb://127.0.0.1:${listenPort}`,
    port: listenPort,
    pid: child.pid,
    child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
