import type { Connection } from 'mongoose';
import { insertOnce, isDuplicateKey, leanMany, leanOne, trustedOperator, type Lean } from '@wsms/service-kit';
import { exportDayModel, exportRowModel, type ExportDayRecord, type ExportRowRecord } from './report-export-row-model';
import { reportFactModel, type ReportFactRecord } from './report-fact-model';
import { daySheetModel, monthSheetModel, monthTotalModel, type DaySheetRecord, type MonthSheetRecord, type MonthTotalRecord } from './report-month-model';
import { rollupModel, type RollupRecord } from './report-rollup-model';
import { packing } from './packed-report';

/** Dropping a collection that was never written. */
const isNamespaceNotFound = (error: unknown) => error instanceof Error && 'codeName' in error && error.codeName === 'NamespaceNotFound';

const toExportRow = (doc: Lean<ExportRowRecord>): ExportRowRecord => ({ ...doc, fields: doc.fields ?? [] });
const toFact = (doc: Lean<ReportFactRecord>): ReportFactRecord => ({ ...doc, figures: doc.figures ?? {} });
const rollups = packing<RollupRecord, 'month' | 'instructorId'>(['month', 'instructorId'], (doc) => ({ ...doc, instructorName: doc.instructorName ?? '', cells: doc.cells ?? [] }));
const monthTotals = packing<MonthTotalRecord, 'month'>(['month'], (doc) => ({ ...doc, instructorId: doc.instructorId ?? '', instructorName: doc.instructorName ?? '', places: doc.places ?? [] }));
const monthSheets = packing<MonthSheetRecord, never>([], (doc) => ({ ...doc, totals: doc.totals ?? [], clients: doc.clients ?? '', newClients: doc.newClients ?? 0 }));
const daySheets = packing<DaySheetRecord, 'day'>(['day'], (doc) => ({ ...doc, totals: doc.totals ?? [] }));
const exportDays = packing<ExportDayRecord, never>([], (doc) => ({ ...doc, rows: doc.rows ?? [] }));

/**
 * Makes a dropped collection's indexes again. The projector may write to the collection at the same
 * moment (creating it implicitly); the embedded database then reports one index as already existing
 * although the two requests asked for the same index. Asking again finds it made and is a no-op.
 */
async function createIndexesOnce(model: { createIndexes(): Promise<unknown> }) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await model.createIndexes();
      return;
    } catch (error) {
      if (!(error instanceof Error && /already exists/.test(error.message)) || attempt > 2) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * (attempt + 1)));
    }
  }
}

/** Replaces a row by id, inserting it the first time (a racing first insert is retried as a replace). */
async function put(replace: () => Promise<unknown>) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await replace();
      return;
    } catch (err) {
      if (!isDuplicateKey(err) || attempt > 2) throw err;
    }
  }
}

/**
 * A bulk insert of the rebuild while the service may be running: a fact or export row the service
 * wrote meanwhile (a timer's expired credit, a change fed live) is from the same or a newer record and
 * stays; a sheet it wrote meanwhile was built from the few rows there were then, so `replace` writes the
 * rebuild's over it (by the failed row's index). Any other error is thrown.
 */
async function insertNew(insert: () => Promise<unknown>, replace?: (index: number) => Promise<unknown>) {
  try {
    await insert();
  } catch (err) {
    const writeErrors = [(err as { writeErrors?: unknown }).writeErrors ?? []].flat() as Array<{ index?: number; code?: number; err?: { code?: number; index?: number } }>;
    if (!isDuplicateKey(err) || writeErrors.length === 0 || writeErrors.some((e) => !isDuplicateKey({ code: e.code ?? e.err?.code }))) throw err;
    if (replace) for (const e of writeErrors) await put(() => replace(e.index ?? e.err?.index ?? -1));
  }
}

/** The `booking_upgrades` row saying every day with export rows has its export day. */
const EXPORT_DAYS_COMPLETE = 'report-export-days';

/** Rows per export batch: large enough that the round trips are few, small enough to hold. */
const EXPORT_BATCH = 1000;

/**
 * Walks rows in `listKey` order from `from`, a batch at a time: each batch one string range above the
 * last key read (sorted, limited: what the patched embedded database serves from one index, with no
 * offset), the next batch asked for while this one is used.
 */
async function* keysetWalk<T extends { listKey: string }>(page: (lower: Record<string, string>) => Promise<T[]>, from: string, batch: number): AsyncGenerator<T> {
  let next = page({ $gte: from });
  for (;;) {
    const docs = await next;
    const last = docs[docs.length - 1];
    if (!last) return;
    if (docs.length === batch) next = page({ $gt: last.listKey });
    yield* docs;
    if (docs.length < batch) return;
  }
}

export interface ExportRowFilter {
  /** Session dates on or after / on or before (yyyy-MM-dd). */
  from: string;
  to: string;
  instructorId?: string;
  location?: string;
}

/**
 * Which replica-set members a repository's reads may use (REPORTS_READ_PREFERENCE): `primary`, or
 * `secondaryPreferred` for the owner's report reads, whose figures may then be up to the replication
 * lag behind. The projector, the reconcile and the rebuild read what they are about to write over, so
 * their repository reads the primary (the default).
 */
export const reportReadPreferences = ['primary', 'secondaryPreferred'] as const;
export type ReportReadPreference = (typeof reportReadPreferences)[number];

export interface ReportRepositoryOptions {
  readPreference?: ReportReadPreference;
}

export function reportRepository(db: Connection, { readPreference = 'primary' }: ReportRepositoryOptions = {}) {
  /** A report query read where this repository reads (a mongoose Query's `read` returns the query). */
  const read = <Q extends { read(mode: ReportReadPreference): Q }>(query: Q) => query.read(readPreference);
  const Fact = reportFactModel(db);
  const Rollup = rollupModel(db);
  const MonthTotal = monthTotalModel(db);
  const MonthSheet = monthSheetModel(db);
  const DaySheet = daySheetModel(db);
  const ExportRow = exportRowModel(db);
  const ExportDay = exportDayModel(db);
  // booking_upgrades holds one row per finished upgrade (as the seat repository's).
  const Upgrades = db.collection<{ _id: string; at: Date }>('booking_upgrades');
  return {
    findFact: (id: string) => leanOne(read(Fact.findById(id)), toFact),
    /** A record's current contribution, written by its id (the same twice is the same row). */
    putFact: (fact: ReportFactRecord) => put(() => Fact.replaceOne({ _id: fact._id }, fact, { upsert: true })),
    /** An event's contribution: true for the one insert that recorded it, false for a replay. */
    insertFact: (fact: ReportFactRecord) => insertOnce(() => Fact.create(fact)),
    factsInBucket: (bucket: string) => leanMany(read(Fact.find({ bucket })), toFact),
    factsOfClient: (client: string) => leanMany(read(Fact.find({ client })), toFact),
    async markFirst(id: string, first: boolean) {
      await Fact.updateOne({ _id: id }, { $set: { first } });
    },
    /** Facts of one kind from day `from` to day `to`, in day order, a batch at a time (an export never holds them all). */
    async *streamFacts(kind: string, from: string, to: string, batch = EXPORT_BATCH): AsyncGenerator<ReportFactRecord> {
      const page = (lower: Record<string, string>) => leanMany(read(Fact.find({ kind, listKey: trustedOperator({ ...lower, $lt: `${to}|~` }) }).sort({ listKey: 1 }).limit(batch)), toFact);
      yield* keysetWalk(page, from, batch);
    },
    putExportRow: (row: ExportRowRecord) => put(() => ExportRow.replaceOne({ _id: row._id }, row, { upsert: true })),
    findExportRow: (id: string) => leanOne(read(ExportRow.findById(id)), toExportRow),
    async deleteExportRow(id: string) {
      await ExportRow.deleteOne({ _id: id });
    },
    /** A day of the sessions export, or none (a day without sessions has no document). */
    async putExportDay(day: ExportDayRecord) {
      if (day.rows.length === 0) await ExportDay.deleteOne({ _id: day._id });
      else await put(() => ExportDay.replaceOne({ _id: day._id }, exportDays.pack(day), { upsert: true }));
    },
    /** These days of the sessions export, by exact `_id`, all asked at once; in the order asked, days without sessions left out. */
    async exportDays(days: readonly string[]): Promise<ExportDayRecord[]> {
      const found = await Promise.all(days.map((day) => leanOne(read(ExportDay.findById(day)), exportDays.unpack)));
      return found.filter((day) => day !== null);
    },
    /**
     * Whether every day that has export rows has its export day: true once a rebuild wrote them, or
     * once a service started on a database that had no export rows yet (every row since made its day).
     */
    async exportDaysComplete() {
      return (await Upgrades.findOne({ _id: EXPORT_DAYS_COMPLETE }, { readPreference })) !== null;
    },
    /** Marks the export days complete after a rebuild (`always`), or at start when there is no export row yet. */
    async markExportDaysComplete(always: boolean) {
      // Decides a write: on the primary, whatever this repository's reads use.
      if (!always && (await ExportRow.findOne({}, { _id: 1 }).lean()) !== null) return false;
      await Upgrades.replaceOne({ _id: EXPORT_DAYS_COMPLETE }, { at: new Date() }, { upsert: true }).catch((error: unknown) => {
        if (!isDuplicateKey(error)) throw error; // another instance marked it at the same time
      });
      return true;
    },
    async insertExportDays(days: readonly ExportDayRecord[]) {
      if (days.length > 0) {
        const packed = days.map(exportDays.pack);
        await insertNew(() => ExportDay.insertMany(packed, { ordered: false }), (i) => ExportDay.replaceOne({ _id: packed[i]!._id }, packed[i]!, { upsert: true }));
      }
    },
    async insertExportRows(rows: readonly ExportRowRecord[]) {
      if (rows.length > 0) await insertNew(() => ExportRow.insertMany(rows, { ordered: false }));
    },
    /** The sessions export's rows of a range, in session order, a batch at a time. */
    async *exportRows({ from, to, ...equal }: ExportRowFilter, batch = EXPORT_BATCH): AsyncGenerator<ExportRowRecord> {
      const page = (lower: Record<string, string>) =>
        leanMany(read(ExportRow.find({ ...equal, listKey: trustedOperator({ ...lower, $lt: `${to}T~` }) }).sort({ listKey: 1 }).limit(batch)), toExportRow);
      yield* keysetWalk(page, from, batch);
    },
    putRollup: (rollup: RollupRecord) => put(() => Rollup.replaceOne({ _id: rollup._id }, rollups.pack(rollup), { upsert: true })),
    findRollup: (id: string) => leanOne(read(Rollup.findById(id)), rollups.unpack),
    rollupsOfMonth: (month: string) => leanMany(read(Rollup.find({ month })), rollups.unpack),
    putMonthTotal: (total: MonthTotalRecord) => put(() => MonthTotal.replaceOne({ _id: total._id }, monthTotals.pack(total), { upsert: true })),
    monthTotalsOf: (month: string) => leanMany(read(MonthTotal.find({ month })), monthTotals.unpack),
    putMonthSheet: (sheet: MonthSheetRecord) => put(() => MonthSheet.replaceOne({ _id: sheet._id }, monthSheets.pack(sheet), { upsert: true })),
    /** A whole month by its exact `_id`; null when none, or when written before sheets kept client keys. */
    monthSheet: async (month: string) => {
      const doc = await read(MonthSheet.findById(month)).lean();
      if (!doc || (typeof doc.packed !== 'string' && typeof doc.clients !== 'string')) return null;
      return monthSheets.unpack(doc);
    },
    putDaySheet: (sheet: DaySheetRecord) => put(() => DaySheet.replaceOne({ _id: sheet._id }, daySheets.pack(sheet), { upsert: true })),
    /** The sheets of the days from `from` to `to` of one month (at most 31), in one read. */
    daySheetsBetween: (from: string, to: string) => leanMany(read(DaySheet.find({ day: trustedOperator({ $gte: from, $lte: to }) }).sort({ day: 1 }).limit(31)), daySheets.unpack),
    /** Many sheets at once (the rebuild). */
    async insertDaySheets(sheets: readonly DaySheetRecord[]) {
      if (sheets.length > 0) {
        const packed = sheets.map(daySheets.pack);
        await insertNew(() => DaySheet.insertMany(packed, { ordered: false }), (i) => DaySheet.replaceOne({ _id: packed[i]!._id }, packed[i]!, { upsert: true }));
      }
    },
    rollupsOfInstructor: (instructorId: string) => leanMany(read(Rollup.find({ instructorId })), rollups.unpack),
    /** Many new facts at once (the rebuild, after clearing the kinds it writes). */
    async insertFacts(facts: readonly ReportFactRecord[]) {
      if (facts.length > 0) await insertNew(() => Fact.insertMany(facts, { ordered: false }));
    },
    /**
     * The rebuild starts again from the records: every fact, roll-up, sheet and export row goes. Each
     * collection is dropped and its indexes made again (a `deleteMany` of 400,000 facts fails on the
     * embedded database: it names every row in one SQL statement).
     */
    async clear() {
      // Until the rebuild has written every day again, the export walks the rows.
      await Upgrades.deleteOne({ _id: EXPORT_DAYS_COMPLETE });
      for (const model of [Fact, Rollup, MonthTotal, MonthSheet, DaySheet, ExportRow, ExportDay]) {
        await model.collection.drop().catch((error: unknown) => {
          if (!isNamespaceNotFound(error)) throw error;
        });
        await createIndexesOnce(model);
      }
    },
  };
}
export type ReportRepository = ReturnType<typeof reportRepository>;
