import { AsyncLocalStorage } from 'node:async_hooks';
import type { Query, Schema } from 'mongoose';
import { AppError } from './app-error';

/**
 * A request's time budget: work started inside `withDeadline` knows when its answer stops being
 * wanted. Every mongoose read issued inside carries the time left as `maxTimeMS` (see
 * `deadlinePlugin`), so the database stops a read the caller has given up on instead of running it
 * to the end; a read asked for after the budget is spent is not sent at all.
 */
const store = new AsyncLocalStorage<{ at: number }>();

/** The header a service passes its time left on with (milliseconds), so the one it asks keeps within it (a `deadline` contract). */
export { DEADLINE_HEADER } from '@wsms/contracts/api';

/** 503: the work ran past its time budget and was stopped (the database's work with it). */
export const deadlineExceeded = () => new AppError('deadline-exceeded', 'The figures took too long to read, please try again', 503);

/** Runs `work` with `budgetMs` to spend (an outer deadline that comes first stays the one). */
export function withDeadline<T>(budgetMs: number, work: () => Promise<T>): Promise<T> {
  const outer = store.getStore();
  const at = Math.min(Date.now() + Math.max(0, budgetMs), outer?.at ?? Infinity);
  return store.run({ at }, async () => {
    try {
      return await work();
    } catch (err) {
      throw isTimeLimitError(err) ? deadlineExceeded() : err;
    }
  });
}

/** Milliseconds left of the current deadline, or undefined outside one. */
export function timeLeftMs(): number | undefined {
  const current = store.getStore();
  return current ? Math.max(0, Math.floor(current.at - Date.now())) : undefined;
}

/** The database stopped a read at its maxTimeMS (MaxTimeMSExpired, code 50), or the budget was spent before it. */
export function isTimeLimitError(err: unknown): boolean {
  if (err instanceof AppError) return err.code === 'deadline-exceeded';
  const e = err as { code?: unknown; codeName?: unknown; name?: unknown } | null;
  return e?.code === 50 || e?.codeName === 'MaxTimeMSExpired' || e?.name === 'TimeoutError';
}

const READS: Array<'find' | 'findOne' | 'countDocuments' | 'distinct' | 'estimatedDocumentCount'> = ['find', 'findOne', 'countDocuments', 'distinct', 'estimatedDocumentCount'];

/** Mongoose plugin: each read inside a deadline carries the time left as maxTimeMS; one asked for after it never goes out. */
export function deadlinePlugin(schema: Schema) {
  schema.pre(READS, function (this: Query<unknown, unknown>) {
    const left = timeLeftMs();
    if (left === undefined) return;
    if (left <= 0) throw deadlineExceeded();
    const set = this.getOptions().maxTimeMS;
    if (set === undefined || set > left) this.maxTimeMS(left);
  });
  schema.pre('aggregate', function () {
    const left = timeLeftMs();
    if (left === undefined) return;
    if (left <= 0) throw deadlineExceeded();
    const set = this.options.maxTimeMS;
    if (set === undefined || set > left) this.option({ maxTimeMS: left });
  });
}
