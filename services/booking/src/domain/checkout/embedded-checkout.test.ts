import {
  asRole,
  availableTimes,
  buildCheckout,
  findBooking,
  heldCheckout,
  insertInstructor,
  insertSlot,
  mailedConfirmLink,
  mailsAbout,
  useBookingStack,
} from '../../testing/booking-test-kit';

const MONDAY_7AM_NEW_YORK = '2030-01-07T12:00:00Z';
const TUESDAY = '2030-01-08';
const stack = useBookingStack({ start: MONDAY_7AM_NEW_YORK });
const { clock } = stack;

let emailSequence = 0;
async function held(time = '09:00', bookingData: Record<string, string> = {}, headers?: Record<string, string>) {
  const instructor = await insertInstructor(stack.catalog, { name: 'Marcus Silva', hourlyRateCents: 8500 });
  await insertSlot(stack.booking.db, instructor.id, { dayOfWeek: 2, startTime: '09:00', endTime: '11:00', location: 'West Boylston' });
  emailSequence += 1;
  const clientEmail = `guest${emailSequence}@example.com`;
  const checkout = await heldCheckout(stack.booking, buildCheckout(instructor.id, { time, location: 'west boylston', clientEmail, ...bookingData }), headers);
  return { instructor, clientEmail, ...checkout };
}

describe('pay at the gym (no payment provider configured)', () => {
  it('When the checkout page loads with its key, then it shows the session, that payment is at the gym, and where the confirmation link went', async () => {
    const { bookingId, viewKey } = await held();

    const res = await stack.booking.api.summary(bookingId, viewKey);

    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      bookingId,
      instructorName: 'Marcus Silva',
      date: TUESDAY,
      time: '09:00',
      timeZone: 'America/New_York',
      location: 'west boylston',
      sessionType: 'technique',
      sessionTypeLabel: 'Technique Training (1 Hour)',
      totalAmount: '85.00',
      currency: 'usd',
      status: 'pending',
      holdExpiresAt: '2030-01-07T12:15:00.000Z',
      paymentMethod: 'at_gym',
      canConfirm: false,
      confirmationSentTo: `gu•••@example.com`,
    });
    expect(await findBooking(stack.booking.db, bookingId)).toMatchObject({ paymentMethod: 'at_gym', paymentStatus: 'due', paymentProvider: 'embedded' });
  });

  it('When a guest confirms with the key of the checkout link, then 403 and the booking stays held: no money, no confirmation by button', async () => {
    const { bookingId, viewKey } = await held();

    const res = await stack.booking.api.confirm(bookingId, viewKey);

    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'Please confirm this booking with the link we e-mailed to the booking address.' });
    expect((await findBooking(stack.booking.db, bookingId))?.status).toBe('pending');
  });

  it('When the guest opens the e-mailed link and confirms, then the booking is confirmed once, e-mails go to client and instructor, and the time stays taken', async () => {
    const { instructor, bookingId, clientEmail } = await held();
    const { mail, link, key } = await mailedConfirmLink(stack.booking, bookingId);
    expect(mail).toMatchObject({ to: clientEmail, subject: `Please confirm your private session on ${TUESDAY} at 09:00` });
    expect(link).toBe(`${stack.booking.config.PUBLIC_URL}/checkout/${bookingId}?key=${key}`);
    expect(mail.text).toContain('paid at the session');
    expect(await (await stack.booking.api.summary(bookingId, key)).json()).toMatchObject({ canConfirm: true, confirmationSentTo: null });

    const first = await stack.booking.api.confirm(bookingId, key);
    const again = await stack.booking.api.confirm(bookingId, key);

    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ status: 'confirmed', holdExpiresAt: null, canConfirm: false });
    expect(again.status).toBe(200);
    const confirmations = mailsAbout(await stack.booking.api.outbox(), bookingId).filter((m) => m.kind.startsWith('booking-confirmed'));
    expect(confirmations.map((m) => m.to).sort()).toEqual([instructor.email, clientEmail].sort());
    expect(confirmations[0]?.subject).toBe(`Booking Confirmed: Technique Training (1 Hour) on ${TUESDAY} at 09:00`);
    expect(await findBooking(stack.booking.db, bookingId)).toMatchObject({ status: 'confirmed', paymentMethod: 'at_gym', paymentStatus: 'due' });
    clock.advanceMinutes(60);
    expect(await availableTimes(stack.booking, instructor.id, TUESDAY)).toEqual(['10:00']);
  });

  it('When the booker is signed in with the booking e-mail verified, then the checkout page confirms at once and no link is mailed', async () => {
    const verified = asRole('user', 'Signed.In@Example.com', { emailVerified: true });
    const { bookingId, viewKey } = await held('09:00', { clientEmail: 'signed.in@example.com' }, verified);

    const summary = (await (await stack.booking.api.summary(bookingId, viewKey, verified)).json()) as { canConfirm: boolean; confirmationSentTo: string | null };
    const res = await stack.booking.api.confirm(bookingId, viewKey, verified);

    expect(summary).toMatchObject({ canConfirm: true, confirmationSentTo: null });
    expect(await (await stack.booking.api.summary(bookingId, viewKey)).json()).toMatchObject({ canConfirm: false, confirmationSentTo: null });
    expect(res.status).toBe(200);
    expect((await findBooking(stack.booking.db, bookingId))?.status).toBe('confirmed');
    const mails = mailsAbout(await stack.booking.api.outbox(), bookingId);
    expect(mails.map((m) => m.kind).sort()).toEqual(['booking-confirmed-client', 'booking-confirmed-instructor']);
  });

  it('When the signed-in account has not verified its e-mail, or has another e-mail, then it cannot confirm with the checkout key', async () => {
    const { bookingId, viewKey, clientEmail } = await held();

    const unverified = await stack.booking.api.confirm(bookingId, viewKey, asRole('user', clientEmail, { emailVerified: false }));
    const someoneElse = await stack.booking.api.confirm(bookingId, viewKey, asRole('user', 'other@example.com', { emailVerified: true }));
    const staff = await stack.booking.api.confirm(bookingId, viewKey, asRole('admin', 'admin@example.com'));

    expect([unverified.status, someoneElse.status, staff.status]).toEqual([403, 403, 403]);
    expect((await findBooking(stack.booking.db, bookingId))?.status).toBe('pending');
  });

  it('When Cancel is pressed, then the hold is released and the time is free; a confirmed booking cannot be cancelled there', async () => {
    const { instructor, bookingId, viewKey } = await held();

    const res = await stack.booking.api.cancel(bookingId, viewKey);

    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'cancelled', confirmationSentTo: null });
    expect(await availableTimes(stack.booking, instructor.id, TUESDAY)).toEqual(['09:00', '10:00']);
    const { key } = await mailedConfirmLink(stack.booking, bookingId);
    expect((await stack.booking.api.confirm(bookingId, key)).status).toBe(409);
    expect(mailsAbout(await stack.booking.api.outbox(), bookingId).map((m) => m.kind)).toEqual(['booking-confirm-link']);

    const other = await held('10:00');
    const otherKey = (await mailedConfirmLink(stack.booking, other.bookingId)).key;
    expect((await stack.booking.api.confirm(other.bookingId, otherKey)).status).toBe(200);
    expect((await stack.booking.api.cancel(other.bookingId, other.viewKey)).status).toBe(409);
  });

  it('When the hold has run out, then confirming answers 409 even though nobody took the time and no sweep ran', async () => {
    const { instructor, bookingId } = await held('10:00');
    const { key } = await mailedConfirmLink(stack.booking, bookingId);
    clock.advanceMinutes(16);

    const res = await stack.booking.api.confirm(bookingId, key);

    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: 'This booking hold has expired' });
    expect((await findBooking(stack.booking.db, bookingId))?.status).toBe('expired');
    expect(await availableTimes(stack.booking, instructor.id, TUESDAY)).toEqual(['09:00', '10:00']);
  });

  it('When the hold ran out and the sweep already released it, then confirming still answers 409', async () => {
    const { bookingId } = await held('10:00');
    const { key } = await mailedConfirmLink(stack.booking, bookingId);
    clock.advanceMinutes(16);
    await stack.booking.api.summary(bookingId, key); // any read releases the expired hold

    const res = await stack.booking.api.confirm(bookingId, key);

    expect(res.status).toBe(409);
    expect((await findBooking(stack.booking.db, bookingId))?.status).toBe('expired');
  });
});
