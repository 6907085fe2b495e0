import type { Logger } from '@wsms/service-kit';
import type { BookingRepository } from '../../data-access/shared/booking-repository';
import { countsInReports } from './report-facts';
import { feedBooking, type RollupDeps } from './rollups';

/**
 * The bookings repository as every use-case gets it from the composition root: each insert and
 * update also feeds the booking's figures to the roll-ups, so no path that changes a booking
 * (checkout, confirm, cancel, reschedule, status, paid, refund, sweep) can leave them behind.
 * A failed feed is logged, never fails the booking: `npm run reports:rebuild` restores the roll-ups.
 */
export function reportingBookings(bookings: BookingRepository, deps: RollupDeps, logger: Logger): BookingRepository {
  const feed = async (id: string) => {
    try {
      // Fed again while the booking changed meanwhile (another instance's change, fed from an older read):
      // the last feed always follows the booking's last change.
      let booking = await bookings.findById(id);
      // A hold never confirmed has no facts and makes none: the checkout race pays one read, no more.
      if (booking && !countsInReports(booking)) return;
      for (let round = 0; booking && round < 5; round += 1) {
        await feedBooking(deps, booking);
        const after = await bookings.findById(id);
        if (!after || after.updatedAt.getTime() === booking.updatedAt.getTime()) break;
        booking = after;
      }
    } catch (err) {
      logger.warn({ err, bookingId: id }, 'report roll-up not updated');
    }
  };
  return {
    ...bookings,
    async insert(record) {
      const stored = await bookings.insert(record);
      if (countsInReports(stored)) await feed(stored.id);
      return stored;
    },
    async update(id, patch, onlyIfStatus) {
      await bookings.update(id, patch, onlyIfStatus);
      await feed(id);
    },
  };
}
