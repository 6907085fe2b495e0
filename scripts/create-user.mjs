// `npm run create-user -- --role admin --username NAME --password PASS --email ADDR --first-name F --last-name L [--port N]`
// Writes to MONGODB_URI, or the database on 127.0.0.1:N (--port), or this checkout's embedded database
// (DATA_DIR, started here if `npm start` is not running); it never guesses between other running stacks.
import { openChosenDatabase } from './lib/database-choice.mjs';
import { withDatabase } from './lib/stack.mjs';

/** --port N is ours; every other argument is the account's. */
function splitPort(argv) {
  const at = argv.findIndex((arg) => arg === '--port' || arg.startsWith('--port='));
  if (at === -1) return { port: undefined, rest: argv };
  const [value, skip] = argv[at].includes('=') ? [argv[at].split('=')[1], 1] : [argv[at + 1], 2];
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`--port must be a port number (1-65535), got ${value ?? 'nothing'}`);
  return { port, rest: [...argv.slice(0, at), ...argv.slice(at + skip)] };
}

let chosen = null;
let code = 0;
try {
  const { createUserFromArgs } = await import('@wsms/auth-service/create-user');
  const { port, rest } = splitPort(process.argv.slice(2));
  chosen = await openChosenDatabase({ port });
  const database = `${process.env.DB_NAME_PREFIX ?? 'wsms'}_auth`;
  console.log(`Database: ${database} on ${chosen.description}`);
  const user = await createUserFromArgs(rest, { ...process.env, MONGODB_URI: withDatabase(chosen.base, database) });
  console.log(`Created ${user.role} ${user.username} <${user.email}>`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  code = 1;
}
await chosen?.stop();
process.exit(code);
