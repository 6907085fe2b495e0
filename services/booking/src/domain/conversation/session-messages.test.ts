import type { SessionMessage, UnreadMessages } from '@wsms/contracts';
import {
  asRole,
  buildCheckout,
  confirmedSession,
  heldCheckout,
  nextClientEmail,
  onBooking,
  useBookingStack,
} from '../../testing/booking-test-kit';

jest.setTimeout(60_000);

const stack = useBookingStack();

const unread = async (headers: Record<string, string>, query = '') =>
  (await (await stack.booking.api.request('GET', `/api/bookings/unread-messages${query}`, undefined, headers)).json()) as UnreadMessages;
const thread = async (bookingId: string, headers: Record<string, string>) => (await onBooking(stack.booking, 'GET', bookingId, 'messages', headers)).body as unknown as SessionMessage[];

describe('Messages on a booking', () => {
  it('When the instructor and the client write, then both read the thread in order, unread counts follow, and each message is e-mailed to the other side', async () => {
    const s = await confirmedSession(stack.booking, stack.catalog);

    const first = await onBooking(stack.booking, 'POST', s.bookingId, 'messages', s.staff, { message: 'Bring a mouth guard, please.' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ bookingId: s.bookingId, isFromInstructor: true, isRead: false, clientEmail: s.clientEmail });
    expect(await unread(s.client)).toEqual({ total: 1, byBooking: { [s.bookingId]: 1 } });
    expect((await unread(s.staff)).total).toBe(0);

    expect((await onBooking(stack.booking, 'POST', s.bookingId, 'messages/read', s.client)).status).toBe(204);
    expect(await unread(s.client)).toEqual({ total: 0, byBooking: {} });
    await onBooking(stack.booking, 'POST', s.bookingId, 'messages', s.client, { message: 'Will do. See you Tuesday!' });
    await onBooking(stack.booking, 'POST', s.bookingId, 'messages', s.client, { message: 'Can we work on takedowns?' });

    expect(await unread(s.staff)).toEqual({ total: 2, byBooking: { [s.bookingId]: 2 } });
    const seenByCoach = await thread(s.bookingId, s.staff);
    expect(seenByCoach.map((m) => [m.isFromInstructor, m.message, m.isRead])).toEqual([
      [true, 'Bring a mouth guard, please.', true],
      [false, 'Will do. See you Tuesday!', false],
      [false, 'Can we work on takedowns?', false],
    ]);
    await onBooking(stack.booking, 'POST', s.bookingId, 'messages/read', s.staff);
    expect((await unread(s.staff)).total).toBe(0);

    // Message mails name the session, not the booking id: each test session has its own client and instructor.
    const mails = (await stack.booking.api.outbox()).filter((m) => m.kind.startsWith('session-message'));
    const toClient = mails.filter((m) => m.kind === 'session-message-client' && m.to === s.clientEmail);
    const toCoach = mails.filter((m) => m.kind === 'session-message-instructor' && m.to === s.instructorEmail);
    expect(toClient).toHaveLength(1);
    expect(toClient[0]).toMatchObject({ to: s.clientEmail });
    expect(toClient[0]?.text).toContain('Bring a mouth guard, please.');
    expect(toClient[0]?.text).toContain('/client-portal?tab=sessions');
    expect(toCoach).toHaveLength(2);
    expect(toCoach[0]?.text).toContain('/staff-dashboard?tab=messages');
  });

  it('When a message holds markup, then it is stored and answered as the same text (the pages render it as text)', async () => {
    const s = await confirmedSession(stack.booking, stack.catalog);
    const markup = '<img src=x onerror="alert(1)"> & <b>bold</b>';

    await onBooking(stack.booking, 'POST', s.bookingId, 'messages', s.client, { message: markup });

    expect((await thread(s.bookingId, s.staff))[0]?.message).toBe(markup);
  });

  it("When someone on no side of the booking reads or writes, then 403; an unverified owner too; an admin writes as the instructor's side", async () => {
    const s = await confirmedSession(stack.booking, stack.catalog);
    const other = await confirmedSession(stack.booking, stack.catalog);

    expect((await onBooking(stack.booking, 'GET', s.bookingId, 'messages', asRole('user', nextClientEmail()))).status).toBe(403);
    expect((await onBooking(stack.booking, 'GET', s.bookingId, 'messages', other.staff)).status).toBe(403);
    expect((await onBooking(stack.booking, 'POST', s.bookingId, 'messages', asRole('user', s.clientEmail, { emailVerified: false }), { message: 'hi' })).status).toBe(403);
    expect((await onBooking(stack.booking, 'POST', s.bookingId, 'messages', other.staff, { message: 'hi' })).status).toBe(403);
    const byAdmin = await onBooking(stack.booking, 'POST', s.bookingId, 'messages', s.admin, { message: 'The gym here.' });
    expect(byAdmin.body).toMatchObject({ isFromInstructor: true });
    expect(await thread(s.bookingId, s.client)).toHaveLength(1);
  });

  it('When the booking is only held, then writing answers 409', async () => {
    const s = await confirmedSession(stack.booking, stack.catalog);
    const clientEmail = nextClientEmail();
    const { bookingId } = await heldCheckout(stack.booking, buildCheckout(s.instructorId, { time: '15:00', clientEmail }));

    expect(await onBooking(stack.booking, 'POST', bookingId, 'messages', asRole('user', clientEmail), { message: 'hi' })).toEqual({
      status: 409,
      body: { message: 'Messages open once the booking is confirmed' },
    });
  });

  it("When an admin asks for unread messages, then they see the named instructor's; staff naming another instructor get 403", async () => {
    const s = await confirmedSession(stack.booking, stack.catalog);
    await onBooking(stack.booking, 'POST', s.bookingId, 'messages', s.client, { message: 'Question' });

    expect(await unread(s.admin, `?instructorId=${s.instructorId}`)).toEqual({ total: 1, byBooking: { [s.bookingId]: 1 } });
    const other = await confirmedSession(stack.booking, stack.catalog);
    expect((await stack.booking.api.request('GET', `/api/bookings/unread-messages?instructorId=${s.instructorId}`, undefined, other.staff)).status).toBe(403);
  });
});

describe('Session notes', () => {
  it('When the instructor writes notes, then they read all of them back and the client sees only the next steps', async () => {
    const s = await confirmedSession(stack.booking, stack.catalog);
    expect((await onBooking(stack.booking, 'GET', s.bookingId, 'notes', s.client)).body).toBeNull();

    const saved = await onBooking(stack.booking, 'PUT', s.bookingId, 'notes', s.staff, {
      notes: 'Left knee still sore',
      sessionRating: '4',
      clientProgress: 'Guard retention better',
      nextSteps: 'Hip escapes, 3 x 10 daily',
    });
    const again = await onBooking(stack.booking, 'PUT', s.bookingId, 'notes', s.staff, { nextSteps: 'Hip escapes, 3 x 15 daily' });

    expect(saved.body).toMatchObject({ id: s.bookingId, bookingId: s.bookingId, notes: 'Left knee still sore', sessionRating: 4, clientProgress: 'Guard retention better' });
    expect(again.body).toMatchObject({ nextSteps: 'Hip escapes, 3 x 15 daily', notes: '', sessionRating: null });
    const forClient = await onBooking(stack.booking, 'GET', s.bookingId, 'notes', s.client);
    expect(Object.keys(forClient.body).sort()).toEqual(['bookingId', 'nextSteps', 'updatedAt']);
    expect(forClient.body.nextSteps).toBe('Hip escapes, 3 x 15 daily');
    expect((await onBooking(stack.booking, 'GET', s.bookingId, 'notes', s.staff)).body).toMatchObject({ clientProgress: '', instructorId: s.instructorId });
  });

  it('When the client or another instructor writes notes, then 403; a bad rating is 400 naming it', async () => {
    const s = await confirmedSession(stack.booking, stack.catalog);
    const other = await confirmedSession(stack.booking, stack.catalog);

    expect((await onBooking(stack.booking, 'PUT', s.bookingId, 'notes', s.client, { notes: 'x' })).status).toBe(403);
    expect((await onBooking(stack.booking, 'PUT', s.bookingId, 'notes', other.staff, { notes: 'x' })).status).toBe(403);
    expect((await onBooking(stack.booking, 'GET', s.bookingId, 'notes', other.staff)).status).toBe(403);
    const bad = await onBooking(stack.booking, 'PUT', s.bookingId, 'notes', s.staff, { sessionRating: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: [{ path: 'sessionRating', message: 'Session rating must be 1 to 5' }] });
  });
});
