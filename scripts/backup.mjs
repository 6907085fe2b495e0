// `npm run backup -- --out DIR [--databases a,b] [--port N]`: a dated, compressed, checksummed snapshot of
// every service database (`<DB_NAME_PREFIX or wsms>_<service>`) in DIR/wsms-<time>/, through the MongoDB
// driver (embedded FerretDB and MongoDB alike). The README's "Backups" section says what it guarantees.
import path from 'node:path';
import { z } from 'zod';
// A TypeScript module re-exporting others: its names are read from the default (CommonJS) export.
import backupKit from '@wsms/service-kit/backup';
import { portOption, readArgs, withDatabaseServer } from './lib/backup-cli.mjs';
import { serviceNames } from './lib/stack.mjs';

const args = readArgs(
  'backup',
  { out: { type: 'string' }, databases: { type: 'string' }, port: { type: 'string' } },
  z.object({
    out: z.string({ error: 'is required: the folder to write the snapshot in' }).trim().min(1),
    databases: z.string().regex(/^[\w-]+(,[\w-]+)*$/, 'a comma-separated list of database names').optional(),
    port: portOption,
  }),
);
const prefix = process.env.DB_NAME_PREFIX ?? 'wsms';
const databases = args.databases ? args.databases.split(',') : serviceNames.map((name) => `${prefix}_${name}`);

await withDatabaseServer('backup', args.port, async (client, description) => {
  console.log(`Backing up ${databases.join(', ')} on ${description}`);
  const { dir, manifest, sizeBytes } = await backupKit.writeSnapshot({ client, databases, outDir: path.resolve(args.out) });
  for (const database of manifest.databases) {
    const documents = database.collections.reduce((sum, c) => sum + c.documents, 0);
    console.log(`  ${database.name}: ${database.collections.length} collection(s), ${documents} document(s)`);
  }
  console.log(`Snapshot: ${dir} (${sizeBytes} bytes)`);
});
