import { business, formatAddress, locations, sessionMinutes } from '@wsms/contracts';
import type { StoredBooking } from '../../data-access/shared/booking-repository';
import { addMinutes, startOf } from '../shared/business-time';
import { locationLabel, sessionTypeLabel } from '../shared/labels';
import type { CalendarEvent } from './ics';

const place = (value: string) => {
  const gym = locations.find((l) => l.city.toLowerCase() === value.toLowerCase());
  return gym ? `${gym.gym}, ${formatAddress(gym)}` : locationLabel(value);
};

const statusOf = (b: StoredBooking): CalendarEvent['status'] => {
  if (b.status === 'pending') return 'TENTATIVE';
  return ['cancelled', 'expired', 'conflict'].includes(b.status) ? 'CANCELLED' : 'CONFIRMED';
};

/** A booking as a calendar event, seen by its client (`for: 'client'`) or in its instructor's feed. */
export function bookingEvent(b: StoredBooking, view: 'client' | 'instructor'): CalendarEvent {
  const start = b.startsAt ?? startOf(b.date, b.time);
  const title = sessionTypeLabel(b.sessionType);
  const lines =
    view === 'client'
      ? [`${title} with ${b.instructorName}`, `Questions: ${business.phone} or ${business.email}`]
      : [`Client: ${b.clientName} <${b.clientEmail}>${b.clientPhone ? `, ${b.clientPhone}` : ''}`, ...(b.notes ? [`Special requests: ${b.notes}`] : [])];
  return {
    uid: `${b.id}@sciencemeetssport.com`,
    start,
    end: addMinutes(start, sessionMinutes(b.sessionType)),
    summary: view === 'client' ? `${title} with ${b.instructorName}` : `${title}: ${b.clientName}`,
    description: [...lines, `Booking reference: ${b.id}`].join('\n'),
    location: place(b.location),
    status: statusOf(b),
    sequence: b.revision ?? 0,
    updatedAt: b.updatedAt,
  };
}
