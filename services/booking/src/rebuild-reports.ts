// `npm run reports:rebuild -w @wsms/booking-service`: builds the report roll-ups again from the
// bookings, credits and counted waitlist offers of the booking database named by MONGODB_URI, with
// the service's BOOKING_CHANGE_CUTOFF_HOURS (late cancellations).
import { connectDatabase } from '@wsms/service-kit';
import { z } from 'zod';
import { rebuildDepsFor, rebuildReports } from './domain/reports/rebuild-reports.use-case';

async function main() {
  const config = z
    .object({
      MONGODB_URI: z.string().regex(/^mongodb(\+srv)?:\/\//, 'must be a mongodb:// URI'),
      BOOKING_CHANGE_CUTOFF_HOURS: z.coerce.number().int().min(0).default(24),
    })
    .parse(process.env);
  const db = await connectDatabase(config.MONGODB_URI);
  try {
    const started = performance.now();
    const result = await rebuildReports(rebuildDepsFor(db, config.BOOKING_CHANGE_CUTOFF_HOURS));
    console.log(`report roll-ups rebuilt: ${result.facts} facts, ${result.rollups} roll-ups in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
