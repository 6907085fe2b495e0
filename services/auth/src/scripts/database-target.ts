import path from 'node:path';

/** An embedded database (FerretDB) running on this machine: started by `npm start`, a test run or another checkout. */
export interface RunningDatabase {
  port: number;
  dataDir: string;
}

/** Where `npm run create-user` writes: a URI it was given, a database already running, or this checkout's, started for the run. */
export type DatabaseTarget =
  | { kind: 'uri'; uri: string; description: string }
  | { kind: 'start'; port: number; dataDir: string; description: string };

export interface TargetRequest {
  /** MONGODB_URI, when set. */
  uri?: string;
  /** --port: a database on 127.0.0.1 named by the caller. */
  port?: number;
  /** The embedded databases running now; null when they cannot be listed (no `ps`). */
  running: RunningDatabase[] | null;
  /** Whether something listens on the port (the default one, or --port). */
  listening: (port: number) => boolean;
  defaultPort: number;
  /** This checkout's embedded data: DATA_DIR/ferretdb, as `npm start` uses it. */
  ownDataDir: string;
}

const FLAG = /(?:^|\s)-(dir|listen)\s+(\S+)/g;

/** The FerretDB processes in `ps -eo args` output, with their data folder and port. */
export function parseRunningDatabases(psOutput: string): RunningDatabase[] {
  return psOutput.split('\n').flatMap((line) => {
    const [command = ''] = line.trim().split(/\s+/);
    if (path.basename(command) !== 'ferretdb') return [];
    const flags = Object.fromEntries([...line.matchAll(FLAG)].map((match) => [match[1], match[2]]));
    const port = Number(/:(\d+)$/.exec(flags.listen ?? '')?.[1]);
    return flags.dir && Number.isInteger(port) ? [{ port, dataDir: flags.dir }] : [];
  });
}

/** A MongoDB URI fit to print: its password is replaced. */
export const redactUri = (uri: string) => uri.replace(/\/\/([^:/@]+):[^@/]*@/, '//$1:***@');
const listItem = (db: RunningDatabase) => `  127.0.0.1:${db.port} (data in ${db.dataDir})`;
const chooseHint = 'Say which database to write to: --port <port> or MONGODB_URI=mongodb://host:port.';

/**
 * Never guesses: MONGODB_URI or --port when given; else this checkout's own embedded database, the
 * one `npm start` here uses (running, or started for the run). Another stack's database is written
 * to only when named, and a default port held by something else is refused with what runs.
 */
export function chooseDatabase(request: TargetRequest): DatabaseTarget {
  const { uri, port, running, listening, defaultPort, ownDataDir } = request;
  if (uri && port !== undefined) throw new Error('Give either --port or MONGODB_URI, not both.');
  if (uri) return { kind: 'uri', uri, description: `MONGODB_URI (${redactUri(uri)})` };
  if (port !== undefined) {
    if (!listening(port)) throw new Error(`Nothing listens on 127.0.0.1:${port}. Start the stack first, or give another --port.`);
    const known = running?.find((db) => db.port === port);
    return { kind: 'uri', uri: `mongodb://127.0.0.1:${port}`, description: `127.0.0.1:${port}${known ? ` (embedded, data in ${known.dataDir})` : ''}` };
  }
  if (running === null) {
    if (!listening(defaultPort)) return { kind: 'start', port: defaultPort, dataDir: ownDataDir, description: startedHere(defaultPort, ownDataDir) };
    throw new Error(`Cannot tell which database listens on 127.0.0.1:${defaultPort}. ${chooseHint}`);
  }
  const own = running.find((db) => path.resolve(db.dataDir) === path.resolve(ownDataDir));
  if (own) return { kind: 'uri', uri: `mongodb://127.0.0.1:${own.port}`, description: `127.0.0.1:${own.port} (this checkout's embedded database, data in ${own.dataDir})` };
  if (!listening(defaultPort)) return { kind: 'start', port: defaultPort, dataDir: ownDataDir, description: startedHere(defaultPort, ownDataDir) };
  const others = running.length > 0 ? `Running now:\n${running.map(listItem).join('\n')}\n` : '';
  throw new Error(`This checkout's database (${ownDataDir}) is not running and 127.0.0.1:${defaultPort} is taken by another one.\n${others}${chooseHint}`);
}

const startedHere = (port: number, dataDir: string) => `127.0.0.1:${port} (this checkout's embedded database, started for this run, data in ${dataDir})`;
