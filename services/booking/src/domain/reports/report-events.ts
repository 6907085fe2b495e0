import { newBookingId } from '../../data-access/shared/booking-model';
import type { BookingRepository } from '../../data-access/shared/booking-repository';
import type { CreditRepository } from '../../data-access/credits/credit-repository';
import type { ReportEventRepository } from '../../data-access/reports/report-event-repository';
import type { WaitlistRepository } from '../../data-access/waitlist/waitlist-repository';
import { countsInReports } from './report-facts';

/**
 * How long a recorded change may take to be written before the projector applies its event anyway
 * (from the record as it is then): a write that crashed between its event and its change leaves an
 * event that is applied late, harmlessly, never a change nobody applies.
 */
export const UNFINISHED_WRITE_MS = 60_000;

export interface RecordingDeps {
  reportEvents: ReportEventRepository;
  /** Asks this instance's projector to look now rather than at its next poll. */
  wakeProjector: () => void;
}

/** The streams: the record whose figures the projector recomputes. */
export const bookingStream = (id: string) => `booking:${id}`;
export const creditStream = (id: string) => `credit:${id}`;
export const waitlistStream = (id: string) => `waitlist:${id}`;

/**
 * Records the event, makes the change, then marks the event written and wakes the projector: two small
 * writes by id, and no report collection touched in the request.
 */
export async function recorded<T>(deps: RecordingDeps, stream: string, change: () => Promise<T>): Promise<T> {
  const at = new Date();
  const id = await deps.reportEvents.record(stream, at, new Date(at.getTime() + UNFINISHED_WRITE_MS));
  const result = await change();
  await deps.reportEvents.markWritten(id, new Date());
  deps.wakeProjector();
  return result;
}

/** The booking fields its facts and export row are made of: an update of none of them (a reminder sent, a key, a payment session id) records nothing. */
const REPORTED_FIELDS = [
  'status', 'cancelledBy', 'cancelledAt', 'paymentStatus', 'paidAt', 'paymentMethod', 'totalAmountCents', 'refundStatus', 'refundedAt',
  'date', 'time', 'startsAt', 'location', 'instructorId', 'instructorName', 'clientEmail', 'sessionType',
] as const;
const movesReports = (patch: Partial<Record<string, unknown>>) => REPORTED_FIELDS.some((field) => field in patch);

/**
 * The bookings repository as every use-case gets it from the composition root: each insert that
 * counts in reports and each update of a reported field records an event for the report projector with the change, so no
 * path that changes a booking (checkout, confirm, cancel, reschedule, status, paid, refund, sweep)
 * leaves the figures behind. A hold being taken records nothing: it counts nowhere until confirmed.
 */
export function recordingBookings(bookings: BookingRepository, deps: RecordingDeps): BookingRepository {
  return {
    ...bookings,
    insert(record) {
      if (!countsInReports(record)) return bookings.insert(record);
      const withId = { ...record, _id: record._id ?? newBookingId() };
      return recorded(deps, bookingStream(withId._id), () => bookings.insert(withId));
    },
    update: (id, patch, onlyIfStatus) =>
      movesReports(patch) ? recorded(deps, bookingStream(id), () => bookings.update(id, patch, onlyIfStatus)) : bookings.update(id, patch, onlyIfStatus),
  };
}

/** A redemption's or return's id is `<creditId>#<k>`. */
const creditOf = (spendingId: string) => spendingId.slice(0, spendingId.lastIndexOf('#'));

/** The credits repository from the composition root: a credit issued, spent, forfeited or given back records its event. */
export function recordingCredits(credits: CreditRepository, deps: RecordingDeps): CreditRepository {
  return {
    ...credits,
    issue: (record) => recorded(deps, creditStream(record._id), () => credits.issue(record)),
    setRedemption: (id, patch, onlyIn) => recorded(deps, creditStream(creditOf(id)), () => credits.setRedemption(id, patch, onlyIn)),
    giveBack: (record) => recorded(deps, creditStream(record.creditId), () => credits.giveBack(record)),
  };
}

/** The waitlist repository from the composition root: each offer made, claimed or run out it counts records its event. */
export function recordingWaitlist(waitlist: WaitlistRepository, deps: RecordingDeps): WaitlistRepository {
  return {
    ...waitlist,
    recordEvent: (event) => recorded(deps, waitlistStream(event._id), () => waitlist.recordEvent(event)),
  };
}
