import type { Connection } from 'mongoose';
import { contentReportRepository } from './data-access/reports/content-report-repository';

/** Builds content's report roll-ups (digital sales, program compliance) again from its records: for a script that wrote records in bulk (the scale seed). */
export const rebuildContentReadModels = (db: Connection) => contentReportRepository(db).rebuild();
