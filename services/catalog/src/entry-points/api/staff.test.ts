import type { StaffMember } from '@wsms/contracts';
import { buildStaffInput, json, startCatalog, type TestCatalog } from '../../testing/catalog-test-kit';

let catalog: TestCatalog;
beforeAll(async () => {
  catalog = await startCatalog('catalog_staff');
});
afterAll(() => catalog.stop());

const createStaff = async (overrides: Record<string, unknown> = {}) => {
  const res = await catalog.api.post('/api/staff', buildStaffInput(overrides), 'admin');
  expect(res.status).toBe(201);
  return json<StaffMember>(res);
};

describe('/api/staff', () => {
  it('When an admin creates a staff member with only a name, then 201 with empty defaults and active', async () => {
    const res = await catalog.api.post('/api/staff', { name: 'Only Name' }, 'admin');

    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({
      name: 'Only Name',
      title: '',
      department: '',
      email: '',
      phone: '',
      specialties: [],
      isActive: true,
    });
  });

  it('When the public lists staff, then inactive members are left out; the full list (admins) has them', async () => {
    const active = await createStaff();
    const inactive = await createStaff({ isActive: false });

    const publicIds = (await json<StaffMember[]>(await catalog.api.get('/api/staff'))).map((s) => s.id);
    const adminList = await json<StaffMember[]>(await catalog.api.get('/api/staff?scope=all', 'admin'));

    expect(publicIds).toContain(active.id);
    expect(publicIds).not.toContain(inactive.id);
    expect(adminList.find((s) => s.id === inactive.id)).toMatchObject({ isActive: false });
    expect((await catalog.api.get(`/api/staff/${inactive.id}`)).status).toBe(404);
  });

  it('When list fields have blank items, then they are trimmed and dropped', async () => {
    const member = await createStaff({ specialties: [' Taping ', '', '  '] });

    expect(member.specialties).toEqual(['Taping']);
  });

  it.each([
    ['name', { name: '' }, 'name'],
    ['a valid e-mail', { email: 'nope' }, 'email'],
    ['a phone of digits', { phone: '<script>' }, 'phone'],
    ['a department of at most 100 characters', { department: 'd'.repeat(101) }, 'department'],
  ])('When the payload lacks %s, then 400 naming it', async (_label, overrides, path) => {
    const res = await catalog.api.post('/api/staff', buildStaffInput(overrides), 'admin');

    expect(res.status).toBe(400);
    expect((await json<{ errors: Array<{ path: string }> }>(res)).errors[0]?.path).toBe(path);
  });

  it('When an admin updates and deletes a member, then the change shows and the member is gone', async () => {
    const member = await createStaff({ title: 'Trainer' });

    const updated = await catalog.api.put(`/api/staff/${member.id}`, { department: 'Performance' }, 'admin');
    expect(updated.status).toBe(200);
    expect(await json(updated)).toMatchObject({ department: 'Performance', title: 'Trainer' });

    expect((await catalog.api.del(`/api/staff/${member.id}`, 'admin')).status).toBe(204);
    expect((await catalog.api.get(`/api/staff/${member.id}`, 'admin')).status).toBe(404);
  });

  it('When an admin sends back the member as GET gave it, changed, then the change is saved and id and dates are ignored', async () => {
    const member = await createStaff({ title: 'Trainer' });
    const read = await json<Record<string, unknown>>(await catalog.api.get(`/api/staff/${member.id}`, 'admin'));

    const res = await catalog.api.put(`/api/staff/${member.id}`, { ...read, id: 'someone-else', updatedAt: '2000-01-01T00:00:00.000Z', department: 'Recovery' }, 'admin');

    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ id: member.id, department: 'Recovery', title: 'Trainer', createdAt: read.createdAt });
  });

  it('When the id is unknown or malformed, then 404', async () => {
    expect((await catalog.api.put('/api/staff/000000000000000000000000', { name: 'X' }, 'admin')).status).toBe(404);
    expect((await catalog.api.del('/api/staff/%24gt', 'admin')).status).toBe(404);
  });
});
