import { Schema, type Connection } from 'mongoose';

/**
 * The one outcome of a booking hold, keyed by booking id. FerretDB has no transactions and its
 * conditional updates are not compare-and-swap, so "confirm" and "release" race by inserting here:
 * the first insert wins, the loser reads the winner's outcome.
 */
export interface DecisionRecord {
  _id: string;
  outcome: 'confirmed' | 'released';
  reason: 'paid' | 'client' | 'admin' | 'seed' | 'credit' | 'expired' | 'cancelled' | 'failed';
  paymentReference?: string;
  at: Date;
}

const decisionSchema = new Schema<DecisionRecord>(
  {
    _id: { type: String, required: true },
    outcome: { type: String, required: true },
    reason: { type: String, required: true },
    paymentReference: String,
    at: { type: Date, required: true },
  },
  { collection: 'booking_decisions', versionKey: false },
);

export const decisionModel = (db: Connection) => db.model('BookingDecision', decisionSchema);
