import type { Connection } from 'mongoose';
import type { BookingStatus } from '@wsms/contracts';
import { bookingModel } from '../shared/booking-model';
import { trustedOperator } from '@wsms/service-kit';

/**
 * A session that was confirmed stays the client's after it happened (completed) or was missed
 * (no_show); a hold that lapsed or was cancelled is no booking.
 */
const bookedStatuses: BookingStatus[] = ['confirmed', 'completed', 'no_show'];

/**
 * Care team (issue 38): only a booking the client confirmed or attended (confirmed, completed,
 * no-show) opens their health record to its instructor. A hold (pending, expired) can be made by
 * anyone with the client's e-mail, and an admin's booking (POST /api/bookings, provider `admin`) is
 * made by staff alone: neither counts. Every care-team query uses this filter or `grantsCareTeam`.
 */
export const careTeamFilter = () => ({ status: trustedOperator({ $in: bookedStatuses }), paymentProvider: trustedOperator({ $ne: 'admin' as const }) });

export function grantsCareTeam(booking: { status: BookingStatus | string; paymentProvider?: string }): boolean {
  return (bookedStatuses as string[]).includes(booking.status) && booking.paymentProvider !== 'admin';
}

/** The distinct addresses that booked an instructor. */
export function clientEmailRepository(db: Connection) {
  const Booking = bookingModel(db);
  return {
    async bookedWith(instructorId: string): Promise<string[]> {
      const emails = await Booking.distinct('clientEmail', { instructorId, status: trustedOperator({ $in: bookedStatuses }) });
      return [...new Set(emails.map((email) => email.trim().toLowerCase()))];
    },
    /** The addresses an instructor is the care team of: a booking that grants it (`careTeamFilter`). */
    async inCareOf(instructorId: string): Promise<string[]> {
      const emails = await Booking.distinct('clientEmail', { instructorId, ...careTeamFilter() });
      return [...new Set(emails.map((email) => email.trim().toLowerCase()))];
    },
    /** Whether this address booked the instructor (`scope` as above): read from the client's own bookings. */
    async hasBooked(instructorId: string, email: string, scope: 'clients' | 'care-team'): Promise<boolean> {
      const filter = scope === 'care-team' ? careTeamFilter() : { status: trustedOperator({ $in: bookedStatuses }) };
      return (await Booking.exists({ clientEmail: email, instructorId, ...filter })) !== null;
    },
  };
}
export type ClientEmailRepository = ReturnType<typeof clientEmailRepository>;
