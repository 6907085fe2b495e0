// `npm run restore -- --from DIR/<snapshot> [--force] [--port N]`: checks the whole snapshot (manifest
// checksum, every file's size, SHA-256, gzip, EJSON and count) before writing anything, refuses a
// target whose databases hold documents unless --force (drops them first), then writes it back.
import path from 'node:path';
import { z } from 'zod';
// A TypeScript module re-exporting others: its names are read from the default (CommonJS) export.
import backupKit from '@wsms/service-kit/backup';
import { portOption, readArgs, withDatabaseServer } from './lib/backup-cli.mjs';

const args = readArgs(
  'restore',
  { from: { type: 'string' }, force: { type: 'boolean' }, port: { type: 'string' } },
  z.object({
    from: z.string({ error: 'is required: the snapshot folder (DIR/wsms-<time>)' }).trim().min(1),
    force: z.boolean().default(false),
    port: portOption,
  }),
);

await withDatabaseServer('restore', args.port, async (client, description) => {
  const from = path.resolve(args.from);
  console.log(`Restoring ${from} into ${description}${args.force ? ' (--force: replacing what is there)' : ''}`);
  const result = await backupKit.restoreSnapshot({ client, dir: from, force: args.force });
  console.log(`Restored ${result.databases.join(', ')}: ${result.collections} collection(s), ${result.documents} document(s)`);
});
