import type { AuditEntry, Instructor, StaffMember, Testimonial } from '@wsms/contracts';
import { internalHeaders } from '@wsms/service-kit/testing';
import { buildInstructorInput, buildStaffInput, buildTestimonialInput, json, startCatalog, type TestCatalog } from '../../testing/catalog-test-kit';

let catalog: TestCatalog;
beforeAll(async () => {
  catalog = await startCatalog('catalog_audit_sentences');
});
afterAll(() => catalog.stop());

const newestEntry = async () => {
  const res = await fetch(`${catalog.url}/internal/audit-log?limit=1`, { headers: internalHeaders() });
  const [entry] = await json<AuditEntry[]>(res);
  return entry!;
};

describe("the catalog's audit entries say what was done to what", () => {
  it('When an admin approves, then hides, a testimonial, then each entry names it by its client, not by method and path', async () => {
    const testimonial = await json<Testimonial>(await catalog.api.post('/api/testimonials', buildTestimonialInput({ clientName: 'Olivia G.' }), 'admin'));
    expect((await newestEntry()).description).toBe('Added testimonial by Olivia G.');

    await catalog.api.put(`/api/testimonials/${testimonial.id}`, { isApproved: true }, 'admin');
    expect(await newestEntry()).toMatchObject({ description: 'Approved testimonial by Olivia G.', outcome: 'succeeded' });

    await catalog.api.put(`/api/testimonials/${testimonial.id}`, { isApproved: false }, 'admin');
    expect((await newestEntry()).description).toBe('Hid testimonial by Olivia G.');
  });

  it('When an admin deletes an instructor and a staff member, then the entries name them although a delete answers nothing', async () => {
    const instructor = await json<Instructor>(await catalog.api.post('/api/instructors', buildInstructorInput({ name: 'Marcus Silva' }), 'admin'));
    const member = await json<StaffMember>(await catalog.api.post('/api/staff', buildStaffInput({ name: 'Nina Lopez' }), 'admin'));

    expect((await catalog.api.del(`/api/instructors/${instructor.id}`, 'admin')).status).toBe(204);
    expect(await newestEntry()).toMatchObject({ description: 'Deleted instructor Marcus Silva', target: instructor.id });
    expect((await catalog.api.del(`/api/staff/${member.id}`, 'admin')).status).toBe(204);
    expect((await newestEntry()).description).toBe('Deleted staff member Nina Lopez');
  });

  it('When a write is refused, then the entry says what was tried', async () => {
    await catalog.api.put('/api/testimonials/0123456789abcdef01234567', { isApproved: true }, 'admin');

    expect(await newestEntry()).toMatchObject({ description: 'Tried to approve testimonial 0123456789abcdef01234567', outcome: 'failed', status: 404 });
  });

  it('When a change carries free text, then the sentence names the record only, never the text', async () => {
    const instructor = await json<Instructor>(await catalog.api.post('/api/instructors', buildInstructorInput({ name: 'Priya Nair' }), 'admin'));

    await catalog.api.put(`/api/instructors/${instructor.id}`, { bio: 'A long private note about Priya' }, 'admin');

    expect((await newestEntry()).description).toBe('Changed instructor Priya Nair');
  });
});
