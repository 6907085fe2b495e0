import { createHash } from 'node:crypto';
import { Schema, type Connection, type Model } from 'mongoose';
import type { BookingStatus } from '@wsms/contracts';
import { isDuplicateKey, keysetFilter, listKey, keysetSort, leanPage, trustedOperator, type Page, type PageRequestOf } from '@wsms/service-kit';
import { bookingModel } from '../shared/booking-model';

/**
 * A session that was confirmed stays the client's after it happened (completed) or was missed
 * (no_show); a hold that lapsed or was cancelled is no booking.
 */
export const clientBookingStatuses: readonly BookingStatus[] = ['confirmed', 'completed', 'no_show'];
export const makesClient = (status: BookingStatus | undefined) => status !== undefined && clientBookingStatuses.includes(status);

/** One row per instructor and client address (`instructor_clients`): the coach's client list, read a page at a time. */
interface InstructorClientRow {
  /** `<instructorId>|<client e-mail>`: the unique key a second booking's insert runs into. */
  _id: string;
  instructorId: string;
  clientEmail: string;
  /** The list's order and page position: the client's e-mail (`clientListKey`). */
  listKey: string;
  createdAt?: Date;
}

const rowSchema = new Schema<InstructorClientRow>(
  {
    _id: { type: String, required: true },
    instructorId: { type: String, required: true },
    clientEmail: { type: String, required: true },
    listKey: { type: String, required: true },
  },
  { collection: 'instructor_clients', versionKey: false, timestamps: { createdAt: true, updatedAt: false } },
);
rowSchema.index({ instructorId: 1, listKey: 1 });

const normalise = (email: string) => email.trim().toLowerCase();
const rowId = (instructorId: string, email: string) => `${instructorId}|${normalise(email)}`;
/**
 * A row's place in the list: the address (characters a list key may not hold replaced) and a short hash
 * of the whole address, so two addresses never share a key. The scale seed writes the same
 * (scripts/seed-scale/bookings.mjs).
 */
export const clientListKey = (email: string) => {
  const address = normalise(email);
  return listKey(address.replace(/[^\x20-\x7e]|["\\<>&|]/g, '_').slice(0, 254), createHash('sha256').update(address).digest('base64url').slice(0, 12));
};
/** The one-off rebuild's record (beside the list-key backfills' records). */
const REBUILT = 'instructor_clients';

/**
 * The coach's clients as a read model of the bookings: a row is inserted (a unique insert: a second
 * confirmed booking runs into the first's row) whenever a booking is made or becomes confirmed,
 * completed or missed, and is checked again when one leaves those statuses. `rebuild` writes the rows
 * again from the bookings (a database written before the model, or by a bulk writer).
 */
export function instructorClientRepository(db: Connection) {
  const Row = (db.models.InstructorClient as Model<InstructorClientRow> | undefined) ?? db.model<InstructorClientRow>('InstructorClient', rowSchema);
  const Booking = bookingModel(db);

  async function add(instructorId: string, email: string) {
    const clientEmail = normalise(email);
    try {
      await Row.create({ _id: rowId(instructorId, clientEmail), instructorId, clientEmail, listKey: clientListKey(clientEmail) });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }
  const stillBooked = async (instructorId: string, email: string) =>
    (await Booking.exists({ clientEmail: normalise(email), instructorId, status: trustedOperator({ $in: [...clientBookingStatuses] }) })) !== null;

  return {
    add,
    /**
     * A booking of this pair left the client statuses (cancelled): the row goes unless another session
     * keeps it. Deleted first, then checked: a confirmation racing this one either is seen by the
     * check or inserts its row after it, so no client is lost.
     */
    async recheck(instructorId: string, email: string) {
      await Row.deleteOne({ _id: rowId(instructorId, email) });
      if (await stillBooked(instructorId, email)) await add(instructorId, email);
    },
    /** Whether the address is the instructor's client: one lookup by `_id`. */
    async has(instructorId: string, email: string) {
      return (await Row.exists({ _id: rowId(instructorId, email) })) !== null;
    },
    /** One page of the instructor's client addresses, in e-mail order (`listKey` > the cursor). */
    async page(instructorId: string, page: PageRequestOf): Promise<Page<string>> {
      return leanPage(
        Row.find({ instructorId, ...keysetFilter(page, 'oldest-first') }).sort(keysetSort('oldest-first')),
        page,
        (row) => row.clientEmail,
        (row) => row.listKey,
      );
    },
    /** Every address of the instructor (content's older full-list question): walks the pages. */
    async all(instructorId: string): Promise<string[]> {
      const emails: string[] = [];
      let after: string | undefined;
      do {
        const found = await this.page(instructorId, { limit: 1000, after });
        emails.push(...found.items);
        after = found.next;
      } while (after);
      return emails;
    },
    /** Writes every row again from the bookings (rows already there are kept): returns how many bookings were read. */
    async rebuild(): Promise<number> {
      let read = 0;
      let batch: Array<{ instructorId: string; clientEmail: string }> = [];
      const flush = async () => {
        const rows = [...new Map(batch.map((b) => [rowId(b.instructorId, b.clientEmail), b])).entries()].map(([_id, b]) => ({
          _id,
          instructorId: b.instructorId,
          clientEmail: normalise(b.clientEmail),
          listKey: clientListKey(b.clientEmail),
          createdAt: new Date(),
        }));
        batch = [];
        if (!rows.length) return;
        await db.collection<InstructorClientRow>('instructor_clients').insertMany(rows, { ordered: false }).catch((error: { writeErrors?: unknown[] }) => {
          const errors = error.writeErrors ?? [error];
          if (!errors.every((e) => isDuplicateKey(e) || isDuplicateKey((e as { err?: unknown }).err))) throw error;
        });
      };
      const cursor = Booking.find({ status: trustedOperator({ $in: [...clientBookingStatuses] }) }, { instructorId: 1, clientEmail: 1 }).lean().cursor({ batchSize: 2000 });
      for await (const doc of cursor) {
        read += 1;
        batch.push({ instructorId: doc.instructorId, clientEmail: doc.clientEmail });
        if (batch.length >= 2000) await flush();
      }
      await flush();
      return read;
    },
    /** The rebuild, once per database (a row in `list_key_backfills` records it). */
    async rebuildOnce() {
      const done = db.collection<{ _id: string; at: Date }>('list_key_backfills');
      if (await done.findOne({ _id: REBUILT })) return 0;
      const read = await this.rebuild();
      await done.insertOne({ _id: REBUILT, at: new Date() }).catch((error: unknown) => {
        if (!isDuplicateKey(error)) throw error;
      });
      return read;
    },
  };
}
export type InstructorClientRepository = ReturnType<typeof instructorClientRepository>;
