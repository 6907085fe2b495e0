import type { Collection, Connection } from 'mongoose';
import { RateLimiterMongo, RateLimiterRes } from 'rate-limiter-flexible';
import { insertOnce } from '../data-access/insert-once';

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

/**
 * A free seat picked at random (then the next free one after it): racers that all took "the lowest
 * free seat" would collide on the same insert and retry one by one; random picks rarely collide.
 */
function freeSeat(taken: Set<number>, points: number): number {
  let seat = 1 + Math.floor(Math.random() * points);
  while (taken.has(seat)) seat = (seat % points) + 1;
  return seat;
}

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
  /** The collection the library opens on the connection too (a connection hands out one per name). */
  private readonly seats: Collection<Seat>;

  constructor(db: Connection, opts: { keyPrefix: string; points: number; duration: number }) {
    super({ storeClient: db, tableName: RATE_LIMIT_COLLECTION, disableIndexesCreation: true, ...opts });
    this.seats = db.collection<Seat>(RATE_LIMIT_COLLECTION);
  }

  /** One read per attempt: the key's documents give both its live window and the seats taken in it. */
  private async snapshot(key: string) {
    const docs = await this.seats.find({ key }).toArray();
    const now = Date.now();
    const latest = docs.filter((doc) => doc.seat === 0).sort((a, b) => b.window - a.window)[0];
    const live: Window | null =
      latest && latest.expire.getTime() > now ? { window: latest.window, windowEnd: latest.expire.getTime() } : null;
    const taken = live ? docs.filter((doc) => doc.seat > 0 && doc.window === live.window).map((doc) => doc.seat) : [];
    return { latest, live, taken };
  }

  /** Opens the window that follows `latest`; null when another caller opened it first. */
  private async open(key: string, latest: Seat | undefined, msDuration: number): Promise<Window | null> {
    const now = Date.now();
    const follows = latest ? String(latest.window) : `none-${Math.floor(now / msDuration)}`;
    const opened = await insertOnce(() =>
      this.seats.insertOne({ _id: `${key}|after|${follows}`, key, window: now, seat: 0, expire: new Date(now + msDuration) }),
    );
    return opened ? { window: now, windowEnd: now + msDuration } : null;
  }

  /** Takes the lowest free seat; answers how many are taken then, or null when the window is full. */
  private async claim(key: string, msDuration: number): Promise<Count & { full: boolean }> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const snap = await this.snapshot(key);
      const current = snap.live ?? (await this.open(key, snap.latest, msDuration));
      if (!current) continue;
      const taken = new Set(snap.live ? snap.taken : []);
      if (taken.size >= this.points) return { consumed: taken.size, windowEnd: current.windowEnd, full: true };
      const seat = freeSeat(taken, this.points);
      const { window, windowEnd } = current;
      if (await insertOnce(() => this.seats.insertOne({ _id: `${key}|${window}|${seat}`, key, window, seat, expire: new Date(windowEnd) }))) {
        return { consumed: taken.size + 1, windowEnd, full: false };
      }
    }
    throw new Error(`rate limit store: no seat could be claimed for ${key}`);
  }

  /** Frees `count` seats of the live window; each deletion must succeed, so racing releases never free one seat twice. */
  private async release(key: string, count: number): Promise<Count> {
    let freed = 0;
    for (let attempt = 0; freed < count && attempt < MAX_ATTEMPTS; attempt += 1) {
      const { live, taken } = await this.snapshot(key);
      if (!live || taken.length === 0) break;
      const seat = taken[Math.floor(Math.random() * taken.length)]!;
      const { deletedCount } = await this.seats.deleteOne({ _id: `${key}|${live.window}|${seat}` });
      freed += deletedCount;
    }
    const { live, taken } = await this.snapshot(key);
    return live ? { consumed: taken.length, windowEnd: live.windowEnd } : { consumed: 0, windowEnd: Date.now() };
  }

  private pruneExpiredNowAndThen() {
    this.calls += 1;
    if (this.calls % 200 !== 0) return;
    this.seats.deleteMany({ expire: { $lte: new Date() } }).catch(() => undefined);
  }

  async _upsert(rlKey: string, points: number, msDuration: number, forceExpire = false): Promise<Count> {
    if (forceExpire) throw new Error('MongoSeatLimiter does not support block() or set()');
    this.pruneExpiredNowAndThen();
    if (points <= 0) return this.release(rlKey, -points);
    let result: Count = { consumed: 0, windowEnd: Date.now() };
    for (let i = 0; i < points; i += 1) {
      const claimed = await this.claim(rlKey, msDuration);
      // Full: report one point over the limit per point that found no seat, so consume() rejects.
      if (claimed.full) return { consumed: this.points + points - i, windowEnd: claimed.windowEnd };
      result = claimed;
    }
    return result;
  }

  async _get(rlKey: string): Promise<Count | null> {
    const { live, taken } = await this.snapshot(rlKey);
    return live && taken.length > 0 ? { consumed: taken.length, windowEnd: live.windowEnd } : null;
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
  await seats.createIndex({ key: 1 });
  await seats.createIndex({ expire: 1 });
}
