import { sessionMessages, type Identity } from '@wsms/contracts';
import { forbidden } from '@wsms/service-kit';
import type { BookingRepository, StoredBooking } from '../../data-access/shared/booking-repository';
import { bookingNotFound } from './booking-errors';
import { isVerifiedOwner, normaliseEmail } from './verified-owner';

/** Which side of a booking the caller is on: its client, its instructor (staff), or an admin. */
export type Side = 'client' | 'instructor' | 'admin';

export interface BookingAccessDeps {
  bookings: BookingRepository;
}

export interface BookingAccess {
  booking: StoredBooking;
  side: Side;
}

/**
 * Spec section 6, by identity and never by key: admins act on every booking, staff on their own
 * instructor's (matched by e-mail), a client on the bookings made with their verified e-mail.
 */
export function sideOf(identity: Identity, booking: StoredBooking): Side | null {
  if (identity.role === 'admin') return 'admin';
  if (identity.role === 'staff' && normaliseEmail(identity.email) === booking.instructorEmail) return 'instructor';
  if (isVerifiedOwner(identity, booking.clientEmail)) return 'client';
  return null;
}

/** 404 for an unknown booking, 403 for one the caller is on no side of. */
export async function openBooking(deps: BookingAccessDeps, identity: Identity, bookingId: string): Promise<BookingAccess> {
  const booking = await deps.bookings.findById(bookingId);
  if (!booking) throw bookingNotFound();
  const side = sideOf(identity, booking);
  if (!side) throw forbidden(identity.role === 'staff' ? sessionMessages.otherInstructor : sessionMessages.notYours);
  return { booking, side };
}

/** The instructor's side only (staff of that instructor, or an admin). */
export async function openAsInstructor(deps: BookingAccessDeps, identity: Identity, bookingId: string): Promise<BookingAccess> {
  const access = await openBooking(deps, identity, bookingId);
  if (access.side === 'client') throw forbidden(sessionMessages.otherInstructor);
  return access;
}
