import { clinicianMessages, type AuditLogResponse, type Identity, type PublicUser } from '@wsms/contracts';
import { TEST_INTERNAL_SECRET } from '@wsms/service-kit/testing';
import { api, insertUser, startAuth, type TestAuth } from '../../testing/auth-test-kit';

let auth: TestAuth;
let adminCookie: string;

beforeAll(async () => {
  auth = await startAuth('auth_clinician');
  const { account } = await insertUser(auth, { role: 'admin' });
  adminCookie = (await api(auth).signIn(account.username, account.password)).cookie;
});
afterAll(() => auth?.stop());

const mark = (userId: string, body: unknown, cookie?: string) =>
  fetch(`${auth.url}/api/auth/users/${userId}/clinician`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

async function identityOf(username: string, password: string): Promise<Identity> {
  const { cookie } = await api(auth).signIn(username, password);
  const res = await api(auth).internalSession({ cookie, 'x-internal-secret': TEST_INTERNAL_SECRET });
  return (await res.json()) as Identity;
}

describe('PUT /api/auth/users/:id/clinician', () => {
  it('When an admin marks a staff member as a clinician, then the account list and the identity every service receives say so, and unmarking undoes it', async () => {
    const { user, account } = await insertUser(auth, { role: 'staff' });
    expect((await identityOf(account.username, account.password)).clinician).toBeUndefined();

    const res = await mark(user.id, { clinician: true }, adminCookie);

    expect(res.status).toBe(200);
    expect(((await res.json()) as PublicUser).clinician).toBe(true);
    expect((await identityOf(account.username, account.password)).clinician).toBe(true);
    const listed = ((await (await api(auth).users(adminCookie)).json()) as PublicUser[]).find((u) => u.id === user.id);
    expect(listed?.clinician).toBe(true);

    expect((await mark(user.id, { clinician: false }, adminCookie)).status).toBe(200);
    expect((await identityOf(account.username, account.password)).clinician).toBeUndefined();
  });

  it('When an admin marks a client, then 409 says only staff and admins can be clinicians and nothing changes', async () => {
    const { user } = await insertUser(auth, { role: 'user' });

    const res = await mark(user.id, { clinician: true }, adminCookie);

    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toBe(clinicianMessages.staffOnly);
    expect((await auth.db.collection('users').findOne({ email: user.email }))?.clinician).toBe(false);
  });

  it('When a marked staff member is demoted to client, then their identity no longer says clinician', async () => {
    const { user, account } = await insertUser(auth, { role: 'staff' });
    await mark(user.id, { clinician: true }, adminCookie);
    await auth.db.collection('users').updateOne({ email: user.email }, { $set: { role: 'user' } });

    expect((await identityOf(account.username, account.password)).clinician).toBeUndefined();
  });

  it('When an admin marks someone, then the audit log has the sentence naming the account', async () => {
    const { user } = await insertUser(auth, { role: 'staff' });

    await mark(user.id, { clinician: true }, adminCookie);

    const log = (await (await fetch(`${auth.url}/api/auth/audit-log`, { headers: { cookie: adminCookie } })).json()) as AuditLogResponse;
    expect(log.entries.map((e) => e.description)).toContain(`Marked ${user.username} as a clinician`);
  });
});
