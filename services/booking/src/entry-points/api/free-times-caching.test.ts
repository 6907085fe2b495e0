import { insertInstructor, insertSlot, useBookingStack } from '../../testing/booking-test-kit';

const stack = useBookingStack();

// As a browser revalidates (fetch() itself would add Cache-Control: no-cache to a conditional request).
const revalidate = (path: string, etag: string) => fetch(`${stack.booking.url}${path}`, { headers: { 'if-none-match': etag, 'cache-control': 'max-age=0' } });

describe('free times and HTTP caching', () => {
  it('When free times are read and revalidated unchanged, then they carry an ETag, must be revalidated, and the revalidation is a 304', async () => {
    const instructor = await insertInstructor(stack.catalog);
    await insertSlot(stack.booking.db, instructor.id, { dayOfWeek: 2, startTime: '09:00', endTime: '11:00' });
    const path = `/api/instructors/${instructor.id}/availability?date=2030-01-08`;

    const first = await fetch(`${stack.booking.url}${path}`);
    const again = await revalidate(path, first.headers.get('etag') ?? '');

    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    expect(first.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(again.status).toBe(304);
  });

  it('When a slot is added after the first read, then revalidating answers 200 with the new times and a new ETag', async () => {
    const instructor = await insertInstructor(stack.catalog);
    await insertSlot(stack.booking.db, instructor.id, { dayOfWeek: 2, startTime: '09:00', endTime: '10:00' });
    const path = `/api/instructors/${instructor.id}/availability?date=2030-01-08`;
    const first = await fetch(`${stack.booking.url}${path}`);
    await insertSlot(stack.booking.db, instructor.id, { dayOfWeek: 2, startTime: '14:00', endTime: '15:00' });

    const again = await revalidate(path, first.headers.get('etag') ?? '');

    expect(again.status).toBe(200);
    expect(again.headers.get('etag')).not.toBe(first.headers.get('etag'));
    expect(((await again.json()) as { availableTimes: string[] }).availableTimes).toEqual(['09:00', '14:00']);
  });
});
