import type { Collection, Connection } from 'mongoose';
import { RateLimiterMongo, RateLimiterRes } from 'rate-limiter-flexible';

export const RATE_LIMIT_COLLECTION = 'rate_limits';

interface Seat {
  _id: string;
  key: string;
  window: number;
  seat: number;
  expire: Date;
}

interface Count {
  consumed: number;
  windowEnd: number;
}

const MAX_CLAIM_ATTEMPTS = 60;
const isDuplicateKey = (err: unknown) => (err as { code?: number } | null)?.code === 11000;

/**
 * rate-limiter-flexible's RateLimiterMongo with the storage rewritten for FerretDB v1 (verified: its
 * TTL index is refused there, and its `$inc` upsert loses updates under concurrency, letting 40 of
 * 40 parallel requests through a limit of 10). Each consumed point is an inserted "seat" document
 * whose `_id` is key|window|n, so the unique `_id` index, checked on inserts by FerretDB and MongoDB
 * alike, caps a window at `points` however many instances race. Windows are fixed (aligned to the
 * duration) and expiry is checked in code; expired seats are pruned now and then.
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

  private windowOf(msDuration: number, now = Date.now()) {
    const window = Math.floor(now / msDuration);
    return { window, windowEnd: (window + 1) * msDuration };
  }

  private async takenSeats(key: string, window: number): Promise<number[]> {
    const docs = await this.seats.find({ key, window }, { projection: { seat: 1 } }).toArray();
    return docs.map((doc) => doc.seat);
  }

  /** Inserts the lowest free seat and returns how many are taken now; null when every seat is taken. */
  private async claim(key: string, window: number, windowEnd: number): Promise<number | null> {
    for (let attempt = 0; attempt < MAX_CLAIM_ATTEMPTS; attempt += 1) {
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
    const newest = await this.seats.find({ key, window }).sort({ seat: -1 }).limit(count).toArray();
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
    const { window, windowEnd } = this.windowOf(msDuration);
    if (points <= 0) {
      if (points < 0) await this.release(rlKey, window, -points);
      return { consumed: (await this.takenSeats(rlKey, window)).length, windowEnd };
    }
    let consumed = 0;
    for (let i = 0; i < points; i += 1) {
      const taken = await this.claim(rlKey, window, windowEnd);
      // Full: report one point over the limit per point that found no seat, so consume() rejects.
      if (taken === null) return { consumed: this.points + points - i, windowEnd };
      consumed = taken;
    }
    return { consumed, windowEnd };
  }

  async _get(rlKey: string): Promise<Count | null> {
    const { window, windowEnd } = this.windowOf(this.duration * 1000);
    const consumed = (await this.takenSeats(rlKey, window)).length;
    return consumed > 0 ? { consumed, windowEnd } : null;
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
  await seats.createIndex({ key: 1, window: 1, seat: 1 });
  await seats.createIndex({ expire: 1 });
}
