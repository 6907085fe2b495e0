import { asRole, buildCheckout, confirmedCheckout, heldCheckout, insertInstructor, insertSlot, useBookingStack } from '../../testing/booking-test-kit';

const stack = useBookingStack();

const list = async (role: 'admin' | 'staff' | 'user', email: string, query = '') => stack.booking.api.bookings(asRole(role, email), query);

describe('POST /api/bookings/:id/paid (payment taken at the gym)', () => {
  async function confirmedAtGym(instructorEmail?: string, clientEmail = 'gym.payer@example.com') {
    const instructor = await insertInstructor(stack.catalog, instructorEmail ? { email: instructorEmail } : {});
    await insertSlot(stack.booking.db, instructor.id, { dayOfWeek: 2, startTime: '09:00', endTime: '11:00' });
    const { bookingId } = await confirmedCheckout(stack.booking, buildCheckout(instructor.id, { time: '09:00', clientEmail }));
    return { instructor, bookingId };
  }
  const markPaid = (bookingId: string, headers: Record<string, string>) => stack.booking.api.request('POST', `/api/bookings/${bookingId}/paid`, undefined, headers);

  it("When the instructor's staff account marks a confirmed booking paid, then it is paid, once", async () => {
    const { bookingId } = await confirmedAtGym('paid.coach@example.com');

    const first = await markPaid(bookingId, asRole('staff', 'paid.coach@example.com'));
    const again = await markPaid(bookingId, asRole('admin', 'admin@example.com'));

    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ id: bookingId, paymentMethod: 'at_gym', paymentStatus: 'paid', status: 'confirmed' });
    expect(again.status).toBe(200);
  });

  it("When nobody, a client or another instructor's staff try, then 401 / 403 / 404 and it stays due", async () => {
    const { bookingId } = await confirmedAtGym(undefined, 'still.due@example.com');

    expect((await markPaid(bookingId, {})).status).toBe(401);
    expect((await markPaid(bookingId, asRole('user', 'still.due@example.com'))).status).toBe(403);
    expect((await markPaid(bookingId, asRole('staff', 'someone.else@example.com'))).status).toBe(404);
    expect((await markPaid('x'.repeat(10), asRole('admin'))).status).toBe(400);
    const [stored] = (await (await list('admin', 'admin@example.com', '?clientEmail=still.due@example.com')).json()) as Array<{ paymentStatus: string }>;
    expect(stored?.paymentStatus).toBe('due');
  });

  it('When the booking is still only held, then 409', async () => {
    const instructor = await insertInstructor(stack.catalog);
    await insertSlot(stack.booking.db, instructor.id, { dayOfWeek: 2, startTime: '09:00', endTime: '11:00' });
    const { bookingId } = await heldCheckout(stack.booking, buildCheckout(instructor.id, { time: '10:00', clientEmail: 'not.yet@example.com' }));

    const res = await markPaid(bookingId, asRole('admin'));

    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: 'A booking can be marked paid once it is confirmed' });
  });
});
