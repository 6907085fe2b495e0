// `npm run create-user -- --role admin --username NAME --password PASS --email ADDR --first-name F --last-name L`
// Uses MONGODB_URI when set; otherwise the embedded database (started here if `npm start` is not running).
import net from 'node:net';
import path from 'node:path';
import { root } from './lib/build.mjs';
import { startFerret } from './lib/ferretdb.mjs';
import { withDatabase } from './lib/stack.mjs';

const embeddedPort = Number(process.env.FERRETDB_PORT ?? 27018);
const listening = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

let ferret = null;
let base = process.env.MONGODB_URI;
if (!base) {
  if (!(await listening(embeddedPort))) {
    ferret = await startFerret({ dataDir: path.join(root, process.env.DATA_DIR ?? '.data', 'ferretdb'), port: embeddedPort, quiet: true });
  }
  base = `mongodb://127.0.0.1:${embeddedPort}`;
}
const { createUserFromArgs } = await import('@wsms/auth-service/create-user');
let code = 0;
try {
  const env = { ...process.env, MONGODB_URI: withDatabase(base, `${process.env.DB_NAME_PREFIX ?? 'wsms'}_auth`) };
  const user = await createUserFromArgs(process.argv.slice(2), env);
  console.log(`Created ${user.role} ${user.username} <${user.email}>`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  code = 1;
}
await ferret?.stop();
process.exit(code);
