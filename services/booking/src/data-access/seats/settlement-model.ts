import { Schema, type Connection } from 'mongoose';

/**
 * "This booking's hold is being settled": written before its decision and deleted once seats,
 * booking and e-mails match it. A row left behind by a crash is finished on start and by the
 * sweep; the collection only ever holds the few settlements in flight.
 */
export interface SettlementRecord {
  _id: string;
  startedAt: Date;
}

const settlementSchema = new Schema<SettlementRecord>(
  {
    _id: { type: String, required: true },
    startedAt: { type: Date, required: true },
  },
  { collection: 'booking_settlements', versionKey: false },
);

export const settlementModel = (db: Connection) => db.model('BookingSettlement', settlementSchema);
