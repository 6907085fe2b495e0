import type { Collection, Connection } from 'mongoose';
import { RateLimiterMongo, RateLimiterRes } from 'rate-limiter-flexible';

export const RATE_LIMIT_COLLECTION = 'rate_limits';

interface Seat {
  _id: string;
  key: string;
  /** Start (ms) of the window the seat belongs to. */
  window: number;
  /** 1..points; 0 marks the document that opens a window. */
  seat: number;
  expire: Date;
}

interface Count {
  consumed: number;
  windowEnd: number;
}

interface Window {
  window: number;
  windowEnd: number;
}

const MAX_ATTEMPTS = 60;
const isDuplicateKey = (err: unknown) => (err as { code?: number } | null)?.code === 11000;

/**
 * rate-limiter-flexible's RateLimiterMongo with the storage rewritten for FerretDB v1 (verified: its
 * TTL index is refused there, and its `$inc` upsert loses updates under concurrency, letting 40 of
 * 40 parallel requests through a limit of 10). Everything is an insert, so the unique `_id` index,
 * enforced on inserts by FerretDB and MongoDB alike, decides every race between instances:
 * - a key's window opens at its first point (like the library's) with a document whose `_id` names
 *   the window it follows, so racers agree on one successor;
 * - each point is a "seat" `_id` = key|window|n, n = 1..points, so a window never holds more.
 * Expiry is checked in code (no TTL index); expired documents are pruned now and then.
 *
 * Supported: consume, penalty, reward, get, delete. Not supported: block and set (forced expiry).
 */
export class MongoSeatLimiter extends RateLimiterMongo {
  private calls = 0;

  constructor(db: Connection, opts: { keyPrefix: string; points: number; duration: number }) {
    super({ storeClient: db, tableName: RATE_LIMIT_COLLECTION, disableIndexesCreation: true, ...opts });
  }

  private get seats(): Collection<Seat> {
    return (this as unknown as { _collection: Collection<Seat> })._collection;
  }

  private async latestWindow(key: string): Promise<Seat | undefined> {
    return (await this.seats.find({ key, seat: 0 }).sort({ window: -1 }).limit(1).toArray())[0];
  }

  /** The key's live window; with `open`, a new one when there is none. */
  private async windowOf(key: string, msDuration: number, open: true): Promise<Window>;
  private async windowOf(key: string, msDuration: number, open: false): Promise<Window | null>;
  private async windowOf(key: string, msDuration: number, open: boolean): Promise<Window | null> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const now = Date.now();
      const latest = await this.latestWindow(key);
      if (latest && latest.expire.getTime() > now) return { window: latest.window, windowEnd: latest.expire.getTime() };
      if (!open) return null;
      const follows = latest ? String(latest.window) : `none-${Math.floor(now / msDuration)}`;
      try {
        await this.seats.insertOne({ _id: `${key}|after|${follows}`, key, window: now, seat: 0, expire: new Date(now + msDuration) });
        return { window: now, windowEnd: now + msDuration };
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
    }
    throw new Error(`rate limit store: no window could be opened for ${key}`);
  }

  private async takenSeats(key: string, window: number): Promise<number[]> {
    const docs = await this.seats.find({ key, window, seat: { $gt: 0 } }, { projection: { seat: 1 } }).toArray();
    return docs.map((doc) => doc.seat);
  }

  /** Inserts the lowest free seat and returns how many are taken now; null when every seat is taken. */
  private async claim(key: string, { window, windowEnd }: Window): Promise<number | null> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const taken = new Set(await this.takenSeats(key, window));
      let seat = 1;
      while (taken.has(seat)) seat += 1;
      if (seat > this.points) return null;
      try {
        await this.seats.insertOne({ _id: `${key}|${window}|${seat}`, key, window, seat, expire: new Date(windowEnd) });
        return taken.size + 1;
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
    }
    throw new Error(`rate limit store: no seat could be claimed for ${key}`);
  }

  private async release(key: string, window: number, count: number) {
    const newest = await this.seats.find({ key, window, seat: { $gt: 0 } }).sort({ seat: -1 }).limit(count).toArray();
    for (const doc of newest) await this.seats.deleteOne({ _id: doc._id });
  }

  private pruneExpiredNowAndThen() {
    this.calls += 1;
    if (this.calls % 200 !== 0) return;
    this.seats.deleteMany({ expire: { $lte: new Date() } }).catch(() => undefined);
  }

  async _upsert(rlKey: string, points: number, msDuration: number, forceExpire = false): Promise<Count> {
    if (forceExpire) throw new Error('MongoSeatLimiter does not support block() or set()');
    this.pruneExpiredNowAndThen();
    if (points <= 0) {
      const current = await this.windowOf(rlKey, msDuration, false);
      if (!current) return { consumed: 0, windowEnd: Date.now() };
      if (points < 0) await this.release(rlKey, current.window, -points);
      return { consumed: (await this.takenSeats(rlKey, current.window)).length, windowEnd: current.windowEnd };
    }
    const current = await this.windowOf(rlKey, msDuration, true);
    let consumed = 0;
    for (let i = 0; i < points; i += 1) {
      const taken = await this.claim(rlKey, current);
      // Full: report one point over the limit per point that found no seat, so consume() rejects.
      if (taken === null) return { consumed: this.points + points - i, windowEnd: current.windowEnd };
      consumed = taken;
    }
    return { consumed, windowEnd: current.windowEnd };
  }

  async _get(rlKey: string): Promise<Count | null> {
    const current = await this.windowOf(rlKey, this.duration * 1000, false);
    if (!current) return null;
    const consumed = (await this.takenSeats(rlKey, current.window)).length;
    return consumed > 0 ? { consumed, windowEnd: current.windowEnd } : null;
  }

  async _delete(rlKey: string): Promise<boolean> {
    return (await this.seats.deleteMany({ key: rlKey })).deletedCount > 0;
  }

  _getRateLimiterRes(_rlKey: string, changedPoints: number, result: Count): RateLimiterRes {
    const msBeforeNext = Math.max(result.windowEnd - Date.now(), 0);
    return new RateLimiterRes(Math.max(this.points - result.consumed, 0), msBeforeNext, result.consumed, result.consumed === changedPoints);
  }
}

/** The seat ids are the real guard; these make the reads and the pruning cheap. */
export async function ensureRateLimitIndexes(db: Connection) {
  const seats = db.collection(RATE_LIMIT_COLLECTION);
  await seats.createIndex({ key: 1, seat: 1, window: -1 });
  await seats.createIndex({ key: 1, window: 1, seat: 1 });
  await seats.createIndex({ expire: 1 });
}
