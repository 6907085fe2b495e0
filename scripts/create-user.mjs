// `npm run create-user -- --role admin --username NAME --password PASS --email ADDR --first-name F --last-name L [--port N]`
// Writes to MONGODB_URI, or the database on 127.0.0.1:N (--port), or this checkout's embedded database
// (DATA_DIR, started here if `npm start` is not running); it never guesses between other running stacks.
import { execFileSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { root } from './lib/build.mjs';
import { startFerret } from './lib/ferretdb.mjs';
import { withDatabase } from './lib/stack.mjs';

const listening = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

function runningDatabases(parse) {
  try {
    return parse(execFileSync('ps', ['-eo', 'args='], { encoding: 'utf8' }));
  } catch {
    return null;
  }
}

/** --port N is ours; every other argument is the account's. */
function splitPort(argv) {
  const at = argv.findIndex((arg) => arg === '--port' || arg.startsWith('--port='));
  if (at === -1) return { port: undefined, rest: argv };
  const [value, skip] = argv[at].includes('=') ? [argv[at].split('=')[1], 1] : [argv[at + 1], 2];
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`--port must be a port number (1-65535), got ${value ?? 'nothing'}`);
  return { port, rest: [...argv.slice(0, at), ...argv.slice(at + skip)] };
}

let ferret = null;
let code = 0;
try {
  const { chooseDatabase, parseRunningDatabases } = await import('@wsms/auth-service/database-target');
  const { createUserFromArgs } = await import('@wsms/auth-service/create-user');
  const { port, rest } = splitPort(process.argv.slice(2));
  const defaultPort = Number(process.env.FERRETDB_PORT ?? 27018);
  const candidates = [defaultPort, ...(port === undefined ? [] : [port])];
  const open = new Map(await Promise.all(candidates.map(async (p) => [p, await listening(p)])));
  const target = chooseDatabase({
    uri: process.env.MONGODB_URI || undefined,
    port,
    running: runningDatabases(parseRunningDatabases),
    listening: (p) => open.get(p) ?? false,
    defaultPort,
    ownDataDir: path.resolve(root, process.env.DATA_DIR ?? '.data', 'ferretdb'),
  });
  let base = target.uri;
  if (target.kind === 'start') {
    ferret = await startFerret({ dataDir: target.dataDir, port: target.port, quiet: true });
    base = ferret.uri;
  }
  const database = `${process.env.DB_NAME_PREFIX ?? 'wsms'}_auth`;
  console.log(`Database: ${database} on ${target.description}`);
  const user = await createUserFromArgs(rest, { ...process.env, MONGODB_URI: withDatabase(base, database) });
  console.log(`Created ${user.role} ${user.username} <${user.email}>`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  code = 1;
}
await ferret?.stop();
process.exit(code);
