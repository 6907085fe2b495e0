import type { Logger } from '@wsms/service-kit';
import type { BookingRepository } from '../../data-access/shared/booking-repository';
import type { CreditRepository } from '../../data-access/credits/credit-repository';
import type { Clock } from '../shared/clock';

/** What reading, spending and giving back credits touches: the credit records and the booking they paid for. */
export interface CreditDeps {
  credits: CreditRepository;
  bookings: BookingRepository;
  clock: Clock;
  logger: Logger;
}

/**
 * Test seam (BOOKING_TEST_STOP_AT): a step where the service stops for good, so a test can kill it
 * there with kill -9. Null in production.
 */
export type TestStop = ((step: 'credit-spent' | 'credit-confirmed') => Promise<void>) | null;
