import type { Role } from '@wsms/contracts';
import { authApi } from '@wsms/contracts/api';
import { describeContract, internalHeaders, type ContractCases } from '@wsms/service-kit/testing';
import { api, buildRegistration, insertUser, startAuth, verificationTokenFor, type TestAuth } from '../../testing/auth-test-kit';

let auth: TestAuth;
let limited: TestAuth;

beforeAll(async () => {
  [auth, limited] = await Promise.all([
    startAuth('auth_contract'),
    startAuth('auth_contract_limited', { LOGIN_MAX_FAILURES_PER_PAIR: '1' }),
  ]);
});
afterAll(async () => {
  await auth?.stop();
  await limited?.stop();
});

/** A self-registered client: signed in, e-mail not verified yet, its verification mail in the stand-in outbox. */
async function registeredClient() {
  const registration = buildRegistration();
  const res = await api(auth).register(registration);
  if (res.status !== 201) throw new Error(`register failed: ${res.status}`);
  const { cookie } = await api(auth).signIn(registration.username, registration.password);
  return { registration, headers: { cookie } };
}

/** The auth service reads the session cookie itself (the gateway sends it no x-identity). */
async function signedIn(role: Role) {
  const { account } = await insertUser(auth, { role });
  return { cookie: (await api(auth).signIn(account.username, account.password)).cookie };
}
const internal = internalHeaders();
let auditSequence = 0;
/** An entry as a service's relay sends it (a fresh id each time). */
const auditEntry = () => ({
  id: `0000000000000000000${String((auditSequence += 1)).padStart(5, '0')}`,
  at: new Date().toISOString(),
  service: 'catalog',
  actor: { id: 'admin-1', username: 'admin', name: 'Site Admin', role: 'admin' },
  description: 'Approved testimonial by Olivia G.',
  action: 'Approve or hide a testimonial',
  method: 'PUT',
  path: '/api/testimonials/t1',
  target: 't1',
  changes: { isApproved: 'true' },
  status: 200,
  outcome: 'succeeded',
});

const cases: ContractCases<typeof authApi> = {
  register: [
    { when: 'a visitor registers', status: 201, request: () => ({ body: buildRegistration() }) },
    { when: 'a visitor sends a 3-character password', status: 400, request: () => ({ body: buildRegistration({ password: 'abc' }) }) },
    {
      when: 'a visitor takes an existing username',
      status: 409,
      request: async () => ({ body: buildRegistration({ username: (await insertUser(auth)).account.username }) }),
    },
  ],
  login: [
    {
      when: 'a client signs in',
      status: 200,
      request: async () => {
        const { account } = await insertUser(auth);
        return { body: { username: account.username, password: account.password } };
      },
    },
    { when: 'the password is empty', status: 400, request: { body: { username: 'someone', password: '' } } },
    { when: 'the password is wrong', status: 401, request: { body: { username: 'nobody_here', password: 'wrong-password' } } },
    {
      when: 'a username already failed once with a limit of one',
      status: 429,
      on: 'limited',
      request: async () => {
        const { account } = await insertUser(limited);
        await api(limited).login({ username: account.username, password: 'wrong-password' });
        return { body: { username: account.username, password: account.password } };
      },
    },
  ],
  logout: [
    { when: 'a client signs out', status: 204, request: async () => ({ headers: await signedIn('user') }) },
    { when: 'a visitor without a session signs out', status: 204 },
  ],
  me: [
    { when: 'a client asks who is signed in', status: 200, request: async () => ({ headers: await signedIn('user') }) },
    { when: 'a visitor without a session asks', status: 401 },
  ],
  verifyEmail: [
    {
      when: 'a new client opens the mailed link',
      status: 200,
      request: async () => ({ body: { token: verificationTokenFor(auth, (await registeredClient()).registration.email) } }),
    },
    { when: 'the token is malformed', status: 400, request: { body: { token: 'not a token' } } },
  ],
  resendVerification: [
    { when: 'an unverified client asks for a new link', status: 202, request: async () => ({ headers: (await registeredClient()).headers }) },
    { when: 'a visitor without a session asks', status: 401 },
    { when: 'a verified client asks', status: 409, request: async () => ({ headers: await signedIn('user') }) },
    {
      when: 'an unverified client asked three times this hour',
      status: 429,
      request: async () => {
        const { headers } = await registeredClient();
        for (let i = 0; i < 3; i += 1) await api(auth).resendVerification(headers.cookie);
        return { headers };
      },
    },
  ],
  logoutAll: [
    { when: 'a client ends every session', status: 204, request: async () => ({ headers: await signedIn('user') }) },
    { when: 'a visitor without a session asks', status: 401 },
  ],
  listUsers: [
    { when: 'an admin lists admin accounts', status: 200, request: async () => ({ query: { role: 'admin' }, headers: await signedIn('admin') }) },
    { when: 'an admin filters by an unknown role', status: 400, request: async () => ({ query: { role: 'owner' }, headers: await signedIn('admin') }) },
    { when: 'a visitor without a session lists accounts', status: 401 },
    { when: 'a staff member lists accounts', status: 403, request: async () => ({ headers: await signedIn('staff') }) },
  ],
  changeRole: [
    {
      when: 'an admin demotes a staff member',
      status: 200,
      request: async () => ({ params: { id: (await insertUser(auth, { role: 'staff' })).user.id }, body: { role: 'user' }, headers: await signedIn('admin') }),
    },
    { when: 'an admin asks for the admin role', status: 400, request: async () => ({ params: { id: 'x' }, body: { role: 'admin' }, headers: await signedIn('admin') }) },
    { when: 'a visitor without a session changes a role', status: 401, request: { params: { id: 'x' }, body: { role: 'staff' } } },
    { when: 'a staff member changes a role', status: 403, request: async () => ({ params: { id: 'x' }, body: { role: 'staff' }, headers: await signedIn('staff') }) },
    {
      when: 'the user does not exist',
      status: 404,
      request: async () => ({ params: { id: '0123456789abcdef01234567' }, body: { role: 'staff' }, headers: await signedIn('admin') }),
    },
    {
      when: 'an admin tries to demote another admin',
      status: 409,
      request: async () => ({ params: { id: (await insertUser(auth, { role: 'admin' })).user.id }, body: { role: 'user' }, headers: await signedIn('admin') }),
    },
  ],
  changeClinician: [
    {
      when: 'an admin marks a staff member as a clinician',
      status: 200,
      request: async () => ({ params: { id: (await insertUser(auth, { role: 'staff' })).user.id }, body: { clinician: true }, headers: await signedIn('admin') }),
    },
    { when: 'the flag is not a boolean', status: 400, request: async () => ({ params: { id: 'x' }, body: { clinician: 'yes' }, headers: await signedIn('admin') }) },
    { when: 'a visitor without a session marks someone', status: 401, request: { params: { id: 'x' }, body: { clinician: true } } },
    { when: 'a staff member marks someone', status: 403, request: async () => ({ params: { id: 'x' }, body: { clinician: true }, headers: await signedIn('staff') }) },
    {
      when: 'the account does not exist',
      status: 404,
      request: async () => ({ params: { id: '0123456789abcdef01234567' }, body: { clinician: true }, headers: await signedIn('admin') }),
    },
    {
      when: 'the account is a client',
      status: 409,
      request: async () => ({ params: { id: (await insertUser(auth, { role: 'user' })).user.id }, body: { clinician: true }, headers: await signedIn('admin') }),
    },
  ],
  auditLog: [
    { when: 'an admin reads the audit log', status: 200, request: async () => ({ query: { limit: '10' }, headers: await signedIn('admin') }) },
    { when: 'an admin pages with a date that is not one', status: 400, request: async () => ({ query: { before: 'soon' }, headers: await signedIn('admin') }) },
    { when: 'a visitor without a session reads it', status: 401 },
    { when: 'a staff member reads it', status: 403, request: async () => ({ headers: await signedIn('staff') }) },
  ],
  sessionIdentity: [
    { when: 'the gateway asks about a live session', status: 200, request: async () => ({ headers: { ...internal, ...(await signedIn('staff')) } }) },
    { when: 'the gateway asks without a session', status: 401, request: { headers: internal } },
    { when: 'a caller without the internal secret asks', status: 403, request: async () => ({ headers: await signedIn('user') }) },
  ],
  storeAuditEntries: [
    { when: 'a service sends an audit entry', status: 204, request: () => ({ headers: internal, body: { entries: [auditEntry()] } }) },
    { when: 'a service sends no entries', status: 400, request: { headers: internal, body: { entries: [] } } },
    { when: 'an entry lacks its outcome', status: 400, request: () => ({ headers: internal, body: { entries: [{ ...auditEntry(), outcome: undefined }] } }) },
    { when: 'a caller without the internal secret sends one', status: 403, request: () => ({ body: { entries: [auditEntry()] } }) },
    { when: 'a signed-in admin without the secret sends one', status: 403, request: async () => ({ headers: await signedIn('admin'), body: { entries: [auditEntry()] } }) },
  ],
  lookupUsers: [
    { when: 'booking asks which accounts have an e-mail', status: 200, request: async () => ({ headers: internal, body: { emails: [(await insertUser(auth)).account.email] } }) },
    { when: 'a service names neither e-mails nor ids', status: 400, request: { headers: internal, body: {} } },
    { when: 'a caller without the internal secret asks', status: 403, request: { body: { emails: ['a@example.com'] } } },
  ],
};

describeContract('auth API contract', { contracts: authApi, cases, targets: { main: () => auth, limited: () => limited } });
