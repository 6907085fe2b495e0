import type { Connection } from 'mongoose';
import { businessDate, monthOf } from '@wsms/contracts';
import { insertOnce, isDuplicateKey, objectIdOf } from '@wsms/service-kit';
import { completedExerciseModel } from '../training/completed-exercise-model';
import { PROGRAM_BUCKETS, reportProgramModel, reportProgramSheetModel, reportSaleModel, reportSaleMonthModel, type ReportProgramRecord, type ReportSaleRecord } from './content-report-model';
import { digitalProductModel } from '../digital/digital-product-model';
import { digitalPurchaseModel } from '../digital/digital-purchase-model';
import { workoutProgramModel } from '../training/workout-program-model';
import { workoutProgressModel } from '../training/workout-progress-model';

/** Bulk inserts of the rebuild: rows another instance's rebuild wrote meanwhile are the same rows. */
const sameRows = (write: Promise<unknown>) =>
  write.catch((err: unknown) => {
    if (!isDuplicateKey(err)) throw err;
  });

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

/** A month's sales added up per day, in day order (the same sales give the same list). */
function daysOf(sales: ReadonlyArray<Pick<ReportSaleRecord, 'day' | 'cents'>>) {
  const byDay = new Map<string, number>();
  for (const sale of sales) byDay.set(sale.day, (byDay.get(sale.day) ?? 0) + sale.cents);
  return [...byDay].sort(([a], [b]) => (a < b ? -1 : 1)).map(([day, cents]) => ({ day, cents }));
}
const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

const bucketOf = (programId: string) => parseInt(programId.slice(-4), 16) % PROGRAM_BUCKETS || 0;

/** Rewrites a sheet until a read after the write matches it (another instance may have changed what it is built from meanwhile). */
async function rewriteUntilStable<T>(build: () => Promise<T>, put: (sheet: T) => Promise<unknown>) {
  let sheet = await build();
  for (let round = 0; round < 10; round += 1) {
    await put(sheet);
    const again = await build();
    if (JSON.stringify(again) === JSON.stringify(sheet)) return;
    sheet = again;
  }
}

/** A program's share of its current week's exercises done, as the coach's compliance figure counts it (ticks only). */
const shareOf = (names: readonly string[], ticked: ReadonlySet<string>) => (names.length > 0 ? names.filter((n) => ticked.has(n.toLowerCase())).length / names.length : 0);

/**
 * Content's report roll-ups: a digital sale is inserted once by its purchase's id and its day rewritten
 * from that day's sales; a program's row is rewritten from the program and its client's ticks, and its
 * bucket's sheet from the bucket's rows. Every write is idempotent: a retry, a second instance or the
 * rebuild leaves the same documents.
 */
export function contentReportRepository(db: Connection) {
  const Sale = reportSaleModel(db);
  const SaleMonth = reportSaleMonthModel(db);
  const ProgramRow = reportProgramModel(db);
  const ProgramSheet = reportProgramSheetModel(db);
  const Products = digitalProductModel(db);
  const Programs = workoutProgramModel(db);
  const Progress = workoutProgressModel(db);
  const Marks = completedExerciseModel(db);

  const refreshSaleMonth = (month: string) =>
    rewriteUntilStable(
      async () => daysOf(await Sale.find({ month }, { day: 1, cents: 1 }).lean()),
      (days) => put(() => SaleMonth.replaceOne({ _id: month }, { _id: month, days }, { upsert: true })),
    );
  const refreshProgramSheet = (bucket: number) =>
    rewriteUntilStable(
      async () => {
        const rows = await ProgramRow.find({ bucket, assigned: true }, { share: 1 }).sort({ _id: 1 }).lean();
        return { assignments: rows.length, shareSum: rows.reduce((sum, r) => sum + r.share, 0) };
      },
      (sheet) => put(() => ProgramSheet.replaceOne({ _id: bucket }, { _id: bucket, ...sheet }, { upsert: true })),
    );

  async function programRow(programId: string): Promise<ReportProgramRecord> {
    const row = { _id: programId, bucket: bucketOf(programId), assigned: false, share: 0 };
    const _id = objectIdOf(programId);
    const program = _id ? await Programs.findById(_id, { userId: 1, exercises: 1 }).lean() : null;
    if (!program?.userId) return row;
    const progress = await Progress.findOne({ userId: program.userId, workoutProgramId: programId }, { currentWeek: 1 }).lean();
    const marks = await Marks.find({ userId: program.userId, workoutProgramId: programId, week: progress?.currentWeek ?? 1 }, { exerciseKey: 1 }).lean();
    return { ...row, assigned: true, share: shareOf((program.exercises ?? []).map((e) => e.name), new Set(marks.map((m) => m.exerciseKey))) };
  }

  return {
    /** After a purchase is recorded (or reported again): its sale, at its product's price, on its business day. */
    async feedPurchase(purchase: { id: string; digitalProductId: string; purchaseDate: Date | string }) {
      const productId = objectIdOf(purchase.digitalProductId);
      const product = productId ? await Products.findById(productId, { priceCents: 1 }).lean() : null;
      const day = businessDate(new Date(purchase.purchaseDate));
      const sale: ReportSaleRecord = { _id: purchase.id, month: monthOf(day), day, cents: product?.priceCents ?? 0 };
      await insertOnce(() => Sale.create(sale));
      await refreshSaleMonth(sale.month);
    },
    /** After a program or its client's progress changed: its row, then its bucket's sheet (again while the row moved meanwhile). */
    async feedProgram(programId: string) {
      let row = await programRow(programId);
      for (let round = 0; round < 5; round += 1) {
        await put(() => ProgramRow.replaceOne({ _id: programId }, row, { upsert: true }));
        const again = await programRow(programId);
        if (JSON.stringify(again) === JSON.stringify(row)) break;
        row = again;
      }
      await refreshProgramSheet(row.bucket);
    },
    /** Digital sales per business day of [from, to] (days with none left out), in day order: each month of the range by its exact `_id`, all at once. */
    async salesBetween(from: string, to: string) {
      const months: string[] = [];
      for (let m = monthOf(from); m <= monthOf(to); m = nextMonth(m)) months.push(m);
      const docs = await Promise.all(months.map((m) => SaleMonth.findById(m).lean()));
      return docs.flatMap((d) => d?.days ?? []).filter((d) => d.day >= from && d.day <= to && d.cents !== 0).map(({ day, cents }) => ({ day, cents }));
    },
    /** Assigned programs and their mean share done (0-1, four places), from the sheets. */
    async programFigures() {
      const sheets = await ProgramSheet.find({}).lean();
      const assignments = sheets.reduce((n, s) => n + s.assignments, 0);
      const sum = sheets.reduce((n, s) => n + s.shareSum, 0);
      return { activeAssignments: assignments, averageCompliance: assignments > 0 ? Math.round((sum / assignments) * 10_000) / 10_000 : 0 };
    },
    /** Whether the roll-ups were ever built (the start-up builds them once from the records). */
    built: async () => (await ProgramSheet.exists({ _id: -1 })) !== null,
    /**
     * Builds every roll-up again from the records in bulk (purchases, programs, progress and ticks):
     * the start-up does it once, the scale seed after it writes. The same documents as the live path.
     */
    async rebuild() {
      const prices = new Map((await Products.find({}, { priceCents: 1 }).lean()).map((p) => [String(p._id), p.priceCents]));
      const sales: ReportSaleRecord[] = [];
      for await (const p of digitalPurchaseModel(db).find({}, { digitalProductId: 1, purchaseDate: 1 }).lean().cursor()) {
        const day = businessDate(p.purchaseDate);
        sales.push({ _id: String(p._id), month: monthOf(day), day, cents: prices.get(p.digitalProductId) ?? 0 });
      }
      const byMonth = new Map<string, ReportSaleRecord[]>();
      for (const sale of sales) byMonth.set(sale.month, [...(byMonth.get(sale.month) ?? []), sale]);
      const weeks = new Map((await Progress.find({}, { userId: 1, workoutProgramId: 1, currentWeek: 1 }).lean()).map((p) => [`${p.userId}|${p.workoutProgramId}`, p.currentWeek ?? 1]));
      const ticks = new Map<string, Set<string>>();
      for await (const m of Marks.find({}, { userId: 1, workoutProgramId: 1, week: 1, exerciseKey: 1 }).lean().cursor()) {
        const key = `${m.userId}|${m.workoutProgramId}`;
        if ((weeks.get(key) ?? 1) !== m.week) continue;
        ticks.set(key, (ticks.get(key) ?? new Set()).add(m.exerciseKey));
      }
      const rows: ReportProgramRecord[] = [];
      for await (const p of Programs.find({}, { userId: 1, exercises: 1 }).lean().cursor()) {
        const id = String(p._id);
        const key = `${p.userId}|${id}`;
        rows.push({ _id: id, bucket: bucketOf(id), assigned: Boolean(p.userId), share: p.userId ? shareOf((p.exercises ?? []).map((e) => e.name), ticks.get(key) ?? new Set()) : 0 });
      }
      await Promise.all([Sale.deleteMany({}), SaleMonth.deleteMany({}), ProgramRow.deleteMany({}), ProgramSheet.deleteMany({})]);
      for (let i = 0; i < sales.length; i += 1000) await sameRows(Sale.insertMany(sales.slice(i, i + 1000), { ordered: false }));
      if (byMonth.size > 0) await sameRows(SaleMonth.insertMany([...byMonth].map(([month, list]) => ({ _id: month, days: daysOf(list) })), { ordered: false }));
      for (let i = 0; i < rows.length; i += 1000) await sameRows(ProgramRow.insertMany(rows.slice(i, i + 1000), { ordered: false }));
      const sheets = Array.from({ length: PROGRAM_BUCKETS }, (_, bucket) => ({ _id: bucket, assignments: 0, shareSum: 0 }));
      for (const r of [...rows].sort((a, b) => (a._id < b._id ? -1 : 1))) {
        if (!r.assigned) continue;
        sheets[r.bucket]!.assignments += 1;
        sheets[r.bucket]!.shareSum += r.share;
      }
      // Sheet -1 (no programs) marks the roll-ups as built.
      await sameRows(ProgramSheet.insertMany([...sheets, { _id: -1, assignments: 0, shareSum: 0 }], { ordered: false }));
      return { sales: sales.length, programs: rows.length };
    },
  };
}
export type ContentReportRepository = ReturnType<typeof contentReportRepository>;
