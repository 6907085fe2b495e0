import { Schema, type Connection } from 'mongoose';

export type ChangeKind = 'cancel' | 'reschedule' | 'status';

/**
 * One change of a booking after its hold was decided, keyed `<bookingId>#<revision>`. Inserting the
 * row is the claim (FerretDB has no compare-and-swap updates): of two changes made from the same
 * revision only one is applied. A row still 'started' after a crash is finished by the sweep.
 */
export interface ChangeRecord {
  _id: string;
  bookingId: string;
  revision: number;
  kind: ChangeKind;
  by: 'client' | 'instructor' | 'admin';
  state: 'started' | 'applied';
  startedAt: Date;
  /** cancel */
  reason?: string;
  /** reschedule: where the booking moves, and the seat rows it takes there */
  date?: string;
  time?: string;
  seatTimes?: string[];
  seatKey?: string;
  previousSeatKey?: string;
  previousDate?: string;
  previousTime?: string;
  /** Where the session is after the move (unchanged unless the instructor is elsewhere then). */
  location?: string;
  /** status */
  status?: 'completed' | 'no_show';
  /** cancel, no-show: what the cancellation policy decided for the credit and the payment (recorded so a recovery applies the same). */
  credit?: 'return' | 'forfeit' | 'none';
  payment?: 'refund' | 'keep' | 'none';
  /** cancel: the client's late cancellation (after the cut-off, accepted). */
  late?: boolean;
}

const changeSchema = new Schema<ChangeRecord>(
  {
    _id: { type: String, required: true },
    bookingId: { type: String, required: true },
    revision: { type: Number, required: true },
    kind: { type: String, required: true },
    by: { type: String, required: true },
    state: { type: String, required: true, index: true },
    startedAt: { type: Date, required: true },
    reason: String,
    date: String,
    time: String,
    seatTimes: { type: [String], default: undefined },
    seatKey: String,
    previousSeatKey: String,
    previousDate: String,
    previousTime: String,
    location: String,
    status: String,
    credit: String,
    payment: String,
    late: Boolean,
  },
  { collection: 'booking_changes', versionKey: false },
);

export const changeModel = (db: Connection) => db.model('BookingChange', changeSchema);
