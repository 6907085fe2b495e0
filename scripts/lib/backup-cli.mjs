// What `npm run backup` and `npm run restore` share: their arguments (validated) and the database
// server they talk to (MONGODB_URI, the database on 127.0.0.1:N with --port, or this checkout's
// embedded one, started here when `npm start` is not running: scripts/lib/database-choice.mjs).
import { parseArgs } from 'node:util';
import mongoose from 'mongoose';
import { z } from 'zod';
import { openChosenDatabase } from './database-choice.mjs';

/** The command's arguments, parsed by node's parseArgs and checked with `schema`; exits 2 saying what is wrong. */
export function readArgs(command, options, schema) {
  try {
    const { values } = parseArgs({ args: process.argv.slice(2), options, strict: true, allowPositionals: false });
    const result = schema.safeParse(values);
    if (!result.success) throw new Error(result.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('\n'));
    return result.data;
  } catch (error) {
    console.error(`${command}: ${error instanceof Error ? error.message : String(error)}`);
    return process.exit(2);
  }
}

export const portOption = z.coerce.number().int().min(1).max(65535).optional();

/** Runs `work(client, description)` against the chosen server and closes everything after; exits 0 or 1. */
export async function withDatabaseServer(command, port, work) {
  let chosen = null;
  let connection = null;
  let code = 0;
  try {
    chosen = await openChosenDatabase({ port });
    connection = await mongoose.createConnection(chosen.base, { serverSelectionTimeoutMS: 10_000 }).asPromise();
    await work(connection.getClient(), chosen.description);
  } catch (error) {
    console.error(`${command} failed: ${error instanceof Error ? error.message : String(error)}`);
    code = 1;
  }
  await connection?.close();
  await chosen?.stop();
  process.exit(code);
}
