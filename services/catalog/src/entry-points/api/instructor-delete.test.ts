import type { Instructor } from '@wsms/contracts';
import { AUDIT_COLLECTION } from '@wsms/service-kit';
import { buildInstructorInput, json, startCatalog, type TestCatalog } from '../../testing/catalog-test-kit';
import { bookSession, startCatalogWithBooking } from '../../testing/booking-neighbour';

let stack: Awaited<ReturnType<typeof startCatalogWithBooking>>;
let catalog: TestCatalog;
beforeAll(async () => {
  stack = await startCatalogWithBooking('catalog_delete');
  catalog = stack.catalog;
});
afterAll(() => stack?.stop());

const newInstructor = async () => json<Instructor>(await catalog.api.post('/api/instructors', buildInstructorInput(), 'admin'));

describe('DELETE /api/instructors/:id with the booking service', () => {
  it('When the instructor has an upcoming booking, then 409 says how many and the instructor stays; deactivating works', async () => {
    const instructor = await newInstructor();
    await bookSession(stack.bookingUrl, instructor.id);

    const res = await catalog.api.del(`/api/instructors/${instructor.id}`, 'admin');

    expect(res.status).toBe(409);
    expect((await json<{ message: string }>(res)).message).toBe(
      'This instructor has 1 upcoming booking. Deactivate the instructor instead, or cancel the bookings first.',
    );
    expect((await catalog.api.get(`/api/instructors/${instructor.id}`, 'admin')).status).toBe(200);
    const deactivated = await catalog.api.put(`/api/instructors/${instructor.id}`, { isActive: false }, 'admin');
    expect(await json(deactivated)).toMatchObject({ isActive: false });
  });

  it('When the instructor has no bookings, then 204 and it is gone', async () => {
    const instructor = await newInstructor();

    expect((await catalog.api.del(`/api/instructors/${instructor.id}`, 'admin')).status).toBe(204);
    expect((await catalog.api.get(`/api/instructors/${instructor.id}`, 'admin')).status).toBe(404);
  });

  it('When a delete is refused, then the audit log records the attempt as failed with 409', async () => {
    const instructor = await newInstructor();
    await bookSession(stack.bookingUrl, instructor.id);

    await catalog.api.del(`/api/instructors/${instructor.id}`, 'admin');

    const entry = await catalog.db.collection(AUDIT_COLLECTION).findOne({ target: instructor.id, method: 'DELETE' });
    expect(entry).toMatchObject({ status: 409, outcome: 'failed', service: 'catalog', phrase: { verb: 'delete', what: `instructor ${instructor.name}` } });
  });
});

describe('DELETE /api/instructors/:id when bookings cannot be checked', () => {
  it('When the booking service does not answer, then 503 and nothing is deleted', async () => {
    const lonely = await startCatalog('catalog_delete_unreachable', { BOOKING_URL: 'http://127.0.0.1:9' });
    try {
      const instructor = await json<Instructor>(await lonely.api.post('/api/instructors', buildInstructorInput(), 'admin'));

      const res = await lonely.api.del(`/api/instructors/${instructor.id}`, 'admin');

      expect(res.status).toBe(503);
      expect((await lonely.api.get(`/api/instructors/${instructor.id}`, 'admin')).status).toBe(200);
    } finally {
      await lonely.stop();
    }
  });
});
