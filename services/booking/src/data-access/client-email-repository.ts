import type { Connection } from 'mongoose';
import type { BookingStatus } from '@wsms/contracts';
import { bookingModel } from './booking-model';
import { trustedOperator } from '@wsms/service-kit';

/**
 * A session that was confirmed stays the client's after it happened (completed) or was missed
 * (no_show); a hold that lapsed or was cancelled is no booking.
 */
const bookedStatuses: BookingStatus[] = ['confirmed', 'completed', 'no_show'];

/** The distinct addresses that booked an instructor. */
export function clientEmailRepository(db: Connection) {
  const Booking = bookingModel(db);
  return {
    async bookedWith(instructorId: string): Promise<string[]> {
      const emails = await Booking.distinct('clientEmail', { instructorId, status: trustedOperator({ $in: bookedStatuses }) });
      return [...new Set(emails.map((email) => email.trim().toLowerCase()))];
    },
    /** The addresses an instructor is the care team of (issue 31): any booking but a cancelled one. */
    async inCareOf(instructorId: string): Promise<string[]> {
      const emails = await Booking.distinct('clientEmail', { instructorId, status: trustedOperator({ $ne: 'cancelled' as const }) });
      return [...new Set(emails.map((email) => email.trim().toLowerCase()))];
    },
    /** Whether this address booked the instructor (`scope` as above): read from the client's own bookings. */
    async hasBooked(instructorId: string, email: string, scope: 'clients' | 'care-team'): Promise<boolean> {
      const status = scope === 'care-team' ? trustedOperator({ $ne: 'cancelled' as const }) : trustedOperator({ $in: bookedStatuses });
      return (await Booking.exists({ clientEmail: email, instructorId, status })) !== null;
    },
  };
}
export type ClientEmailRepository = ReturnType<typeof clientEmailRepository>;
