// The database a command-line script writes to, chosen one way for every script (`npm run
// create-user`, `npm run seed:scale`): MONGODB_URI, or the database on 127.0.0.1:N (--port), or this
// checkout's embedded database (DATA_DIR, started here if `npm start` is not running). The rule is
// the auth service's `chooseDatabase`; it never guesses between other running stacks.
import { execFileSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { root } from './build.mjs';
import { startFerret } from './ferretdb.mjs';

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

/**
 * Chooses the database server (`port`: the --port given, or undefined) and starts this checkout's
 * embedded one when that is the choice. Answers its base URI, how to name it, and `stop` (stops what
 * was started here, nothing else).
 */
export async function openChosenDatabase({ port } = {}) {
  const { chooseDatabase, parseRunningDatabases } = await import('@wsms/auth-service/database-target');
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
  if (target.kind !== 'start') return { base: target.uri, description: target.description, stop: async () => {} };
  const ferret = await startFerret({ dataDir: target.dataDir, port: target.port, quiet: true });
  return { base: ferret.uri, description: target.description, stop: () => ferret.stop() };
}
