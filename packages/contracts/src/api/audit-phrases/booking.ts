import { label, type AuditPhrases } from '../audit-phrase';
import { formatCents } from '../../money';
import { weekdayName } from '../../vocabulary';
import type { bookingApi } from '../booking.routes';

/** "Mondays 09:00-17:00 at Marlborough", "2030-01-07 09:00-12:00 at Woburn". */
const slot = (s: { availableDate?: string | null; dayOfWeek?: number | null; startTime: string; endTime: string; location: string }) =>
  `${s.availableDate ?? `${weekdayName(s.dayOfWeek ?? 0)}s`} ${s.startTime}-${s.endTime} at ${s.location}`;

/** "the session of Jamie Rivera with Marcus Silva on 2030-01-07 at 11:00". */
const session = (b: { clientName: string; instructorName: string; date: string; time: string } | undefined, id: string) =>
  b ? `the session of ${label(b.clientName)} with ${label(b.instructorName)} on ${b.date} at ${b.time}` : `session ${id}`;

export const bookingPhrases: AuditPhrases<typeof bookingApi> = {
  createBooking: ({ body: { bookingData: b }, result }) => ({
    verb: 'book',
    what: `a session for ${label(b.clientName)}${result ? ` with ${label(result.instructorName)}` : ''} on ${b.sessionDate} at ${b.time}`,
  }),
  markPaid: ({ params, result }) => ({ verb: 'record', what: `the payment${result ? ` of $${result.totalAmount}` : ''} for ${session(result, params.id)}` }),
  setBookingStatus: ({ params, body, result }) => ({ verb: 'mark', what: `${session(result, params.id)} as ${body.status.replace('_', '-')}` }),
  saveSessionNote: () => ({ verb: 'write', what: 'notes on a session' }),
  createSlot: ({ body }) => ({ verb: 'add', what: `availability ${slot(body)}` }),
  updateSlot: ({ result }) => ({ verb: 'change', what: result ? `availability ${slot(result)}` : 'an availability slot' }),
  deleteSlot: () => ({ verb: 'delete', what: 'an availability slot' }),
  createTemplate: ({ body }) => ({ verb: 'save', what: `availability template ${label(body.name)}` }),
  applyTemplate: ({ result }) => ({ verb: 'apply', what: `an availability template${result ? ` (${result.created.length} slots added)` : ''}` }),
  deleteTemplate: () => ({ verb: 'delete', what: 'an availability template' }),
  createCalendarFeed: () => ({ verb: 'make', what: 'a new private calendar feed' }),
  revokeCalendarFeed: () => ({ verb: 'turnOff', what: 'a private calendar feed' }),
  createPackage: ({ body }) => ({ verb: 'add', what: `package ${label(body.name)}` }),
  updatePackage: ({ body, result }) => ({
    verb: 'change',
    what: `package ${label(result?.name ?? body.name, 'of sessions')}${body.isActive === false ? ' (taken off sale)' : ''}`,
  }),
  markPurchasePaid: ({ params, result }) => ({
    verb: 'record',
    what: result
      ? `the payment of $${formatCents(result.priceCents)} for ${label(result.packageName)} bought by ${label(result.buyerName)}`
      : `the payment for package purchase ${params.id}`,
  }),
  waiveForfeit: ({ params, result }) => ({ verb: 'waive', what: `the forfeited credit of ${session(result, params.id)}` }),
};
