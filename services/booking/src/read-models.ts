import type { Connection } from 'mongoose';
import { rebuildDepsFor, rebuildReports } from './domain/reports/rebuild-reports.use-case';

/**
 * Builds booking's read models of the reports (facts, roll-ups, sheets, export rows and days) again
 * from its records: what `npm run reports:rebuild` does, for a script that wrote records in bulk
 * (the scale seed) and must leave the reports right.
 */
export const rebuildBookingReadModels = (db: Connection, changeCutoffHours = 24) => rebuildReports(rebuildDepsFor(db, changeCutoffHours));
