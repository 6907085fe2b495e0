import { asRole, availableTimes, buildCheckout, insertInstructor, insertSlot, mailsAbout, useBookingStack } from '../../testing/booking-test-kit';

const stack = useBookingStack();

describe('POST /api/bookings (admin)', () => {
  it('When an admin books a free time, then it is confirmed at once, e-mailed, and the time is taken', async () => {
    const instructor = await insertInstructor(stack.catalog, { hourlyRateCents: 9250 });
    await insertSlot(stack.booking.db, instructor.id, { dayOfWeek: 2, startTime: '09:00', endTime: '11:00' });

    const res = await stack.booking.api.request('POST', '/api/bookings', buildCheckout(instructor.id, { time: '09:00' }), asRole('admin'));

    expect(res.status).toBe(201);
    const created = (await res.json()) as { id: string; status: string; totalAmount: string };
    expect(created).toMatchObject({ status: 'confirmed', totalAmount: '92.50', paymentMethod: 'at_gym', paymentStatus: 'due' });
    expect(await availableTimes(stack.booking, instructor.id, '2030-01-08')).toEqual(['10:00']);
    const outbox = mailsAbout(await stack.booking.api.outbox(), created.id);
    expect(outbox.map((m) => m.to).sort()).toEqual([instructor.email, 'jamie.rivera@example.com'].sort());
    const again = await stack.booking.api.request('POST', '/api/bookings', buildCheckout(instructor.id, { time: '09:00' }), asRole('admin'));
    expect(again.status).toBe(409);
  });

  it('When staff, a client or nobody create a booking or read the outbox, then 403 / 401', async () => {
    const body = buildCheckout('000000000000000000000000');
    expect((await stack.booking.api.request('POST', '/api/bookings', body, asRole('staff'))).status).toBe(403);
    expect((await stack.booking.api.request('POST', '/api/bookings', body, asRole('user'))).status).toBe(403);
    expect((await stack.booking.api.request('POST', '/api/bookings', body)).status).toBe(401);
    expect((await stack.booking.api.request('GET', '/api/outbox', undefined, asRole('staff'))).status).toBe(403);
    expect((await stack.booking.api.request('GET', '/api/outbox', undefined, asRole('user'))).status).toBe(403);
    expect((await stack.booking.api.request('GET', '/api/outbox')).status).toBe(401);
  });
});
