import { Schema, type Connection } from 'mongoose';
import type { PaymentMethod } from '@wsms/contracts';

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
  /**
   * How a confirmed booking is paid, decided with the confirmation itself (issue 38): applying the
   * decision writes it, so two confirmations racing with different payment methods (a waitlist claim
   * by credit and one at the gym) end with the winner's method only. A credit decision names the
   * credit and the redemption spent on it; any other redemption for the booking is given back.
   */
  paymentMethod?: PaymentMethod;
  paymentProvider?: 'embedded' | 'stripe' | 'credit';
  creditId?: string;
  redemptionId?: string;
  at: Date;
}

const decisionSchema = new Schema<DecisionRecord>(
  {
    _id: { type: String, required: true },
    outcome: { type: String, required: true },
    reason: { type: String, required: true },
    paymentReference: String,
    paymentMethod: String,
    paymentProvider: String,
    creditId: String,
    redemptionId: String,
    at: { type: Date, required: true },
  },
  { collection: 'booking_decisions', versionKey: false },
);

export const decisionModel = (db: Connection) => db.model('BookingDecision', decisionSchema);
