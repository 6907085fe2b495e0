// `npm run clients:rebuild -w @wsms/booking-service`: writes the coach client lists (`instructor_clients`)
// again from the bookings of the booking database named by MONGODB_URI (rows already there are kept).
// The service does this once by itself on a database that never had the lists; this is for a database
// whose bookings were written around the service (a restore, a bulk import).
import { connectDatabase } from '@wsms/service-kit';
import { z } from 'zod';
import { instructorClientRepository } from './data-access/listing/instructor-client-repository';

async function main() {
  const config = z.object({ MONGODB_URI: z.string().regex(/^mongodb(\+srv)?:\/\//, 'must be a mongodb:// URI') }).parse(process.env);
  const db = await connectDatabase(config.MONGODB_URI);
  try {
    const started = performance.now();
    const read = await instructorClientRepository(db).rebuild();
    console.log(`coach client lists rebuilt from ${read} bookings in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
