import { authMessages, type PublicUser } from '@wsms/contracts';
import { TEST_INTERNAL_SECRET } from '@wsms/service-kit/testing';
import {
  api,
  buildRegistration,
  insertUser,
  startAuth,
  verificationTokenFor,
  type TestAuth,
} from '../../testing/auth-test-kit';

let auth: TestAuth;
let client: ReturnType<typeof api>;

beforeAll(async () => {
  auth = await startAuth('auth_verify', { VERIFICATION_RESEND_MAX_PER_HOUR: '2' });
  client = api(auth);
});
afterAll(() => auth.stop());

async function registerAndSignIn(overrides: Parameters<typeof buildRegistration>[0] = {}) {
  const registration = buildRegistration(overrides);
  const res = await client.register(registration);
  expect(res.status).toBe(201);
  const { cookie } = await client.signIn(registration.username, registration.password);
  return { registration, cookie, user: (await res.json()) as PublicUser };
}

const me = async (cookie: string) => (await (await client.me(cookie)).json()) as PublicUser;
const identity = async (cookie: string) =>
  (await (await client.internalSession({ cookie, 'x-internal-secret': TEST_INTERNAL_SECRET })).json()) as { emailVerified: boolean };

describe('registration and the verification e-mail', () => {
  it('When someone registers " Guest.Victim@Example.com ", then it is stored normalised, unverified, and a link is mailed there', async () => {
    const suffix = Date.now().toString(36);
    const { cookie, user } = await registerAndSignIn({ email: ` Guest.Victim.${suffix}@Example.COM ` });

    const email = `guest.victim.${suffix}@example.com`;
    expect(user).toMatchObject({ email, emailVerified: false });
    expect(await me(cookie)).toMatchObject({ email, emailVerified: false });
    expect(await identity(cookie)).toMatchObject({ emailVerified: false });
    const mail = auth.internal.mails.find((m) => m.to === email);
    expect(mail).toMatchObject({ kind: 'verify-email', subject: expect.stringContaining('Confirm your e-mail') });
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/verify-email\?token=[A-Za-z0-9_-]{43}/);
  });

  it('When the token is stored, then only its hash is kept', async () => {
    const { registration } = await registerAndSignIn();
    const token = verificationTokenFor(auth, registration.email.toLowerCase());

    const stored = await auth.db.collection('email_verifications').find({}).toArray();

    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored.every((doc) => /^[0-9a-f]{64}$/.test(String(doc.tokenHash)))).toBe(true);
  });

  it('When an e-mail exists in another case and with spaces, then 409 Email already registered', async () => {
    await client.register(buildRegistration({ email: 'squat.target@example.com' }));

    const res = await client.register(buildRegistration({ email: '  SQUAT.Target@example.com ' }));

    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: 'Email already registered' });
  });

  it("When an instructor's e-mail is registered as a plain user, then 409 with a clear message and nothing is stored", async () => {
    auth.internal.instructorEmails.add('coach.taken@example.com');
    const before = await auth.db.collection('users').countDocuments();

    const res = await client.register(buildRegistration({ email: 'Coach.Taken@Example.com' }));

    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: authMessages.instructorEmail });
    expect(await auth.db.collection('users').countDocuments()).toBe(before);
  });

  it("When the catalog refuses to look the address up (400), then registration answers that 4xx with its reason, not 503, and stores nothing", async () => {
    auth.internal.refusedLookups.set('odd.address@example.com', 'Invalid email address');
    const before = await auth.db.collection('users').countDocuments();

    const res = await client.register(buildRegistration({ email: 'odd.address@example.com' }));

    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'This e-mail address cannot be registered: Invalid email address.' });
    expect(await auth.db.collection('users').countDocuments()).toBe(before);
  });

  it('When the outbox is down at registration, then the account is still created and resend works later', async () => {
    auth.internal.setOutboxDown(true);
    const registration = buildRegistration();
    const res = await client.register(registration);
    auth.internal.setOutboxDown(false);
    const { cookie } = await client.signIn(registration.username, registration.password);

    const resend = await client.resendVerification(cookie);

    expect(res.status).toBe(201);
    expect(resend.status).toBe(202);
    expect(verificationTokenFor(auth, registration.email)).toEqual(expect.any(String));
  });
});

describe('POST /api/auth/verify-email', () => {
  it('When the mailed token is posted (signed out), then the address is verified for me and for the gateway identity', async () => {
    const { registration, cookie } = await registerAndSignIn();

    const res = await client.verifyEmail({ token: verificationTokenFor(auth, registration.email) });

    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ emailVerified: true, email: registration.email });
    expect(await me(cookie)).toMatchObject({ emailVerified: true });
    expect(await identity(cookie)).toMatchObject({ emailVerified: true });
  });

  it('When the same token is used twice, then the second time 400 and nothing changes', async () => {
    const { registration } = await registerAndSignIn();
    const token = verificationTokenFor(auth, registration.email);
    await client.verifyEmail({ token });

    const again = await client.verifyEmail({ token });

    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ message: authMessages.verificationInvalid });
  });

  it.each([
    ['an unknown token', { token: 'A'.repeat(43) }],
    ['a malformed token', { token: 'not a token' }],
    ['no token', {}],
    ['an operator object', { token: { $gt: '' } }],
  ])('When %s is posted, then 400 names the token and nobody is verified', async (_label, body) => {
    const before = await auth.db.collection('users').countDocuments({ emailVerified: true });

    const res = await client.verifyEmail(body);

    expect(res.status).toBe(400);
    expect(await auth.db.collection('users').countDocuments({ emailVerified: true })).toBe(before);
  });

  it('When the token has expired, then 400 and the account stays unverified', async () => {
    // 0.0002 h = 0.72 s
    const short = await startAuth('auth_verify_ttl', { EMAIL_VERIFICATION_TTL_HOURS: '0.0002' });
    try {
      const shortClient = api(short);
      const registration = buildRegistration();
      await shortClient.register(registration);
      const token = verificationTokenFor(short, registration.email);
      await new Promise((resolve) => setTimeout(resolve, 900));

      const res = await shortClient.verifyEmail({ token });

      expect(res.status).toBe(400);
      expect(await short.db.collection('users').countDocuments({ emailVerified: true })).toBe(0);
    } finally {
      await short.stop();
    }
  });
});

describe('POST /api/auth/resend-verification', () => {
  it('When nobody is signed in, then 401', async () => {
    expect((await client.resendVerification()).status).toBe(401);
  });

  it('When an unverified user asks, then 202, a new link is mailed and the old one stops working', async () => {
    const { registration, cookie } = await registerAndSignIn();
    const oldToken = verificationTokenFor(auth, registration.email);

    const res = await client.resendVerification(cookie);
    const newToken = verificationTokenFor(auth, registration.email);

    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ sent: true, email: registration.email });
    expect(newToken).not.toBe(oldToken);
    expect((await client.verifyEmail({ token: oldToken })).status).toBe(400);
    expect((await client.verifyEmail({ token: newToken })).status).toBe(200);
  });

  it('When the outbox cannot take the e-mail, then 503 with a clear message', async () => {
    const { cookie } = await registerAndSignIn();
    auth.internal.setOutboxDown(true);

    const res = await client.resendVerification(cookie);
    auth.internal.setOutboxDown(false);

    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: 'The e-mail could not be sent right now. Please try again shortly.' });
  });

  it('When a verified user asks, then 409 and no e-mail is sent', async () => {
    const { account } = await insertUser(auth);
    const { cookie } = await client.signIn(account.username, account.password);
    const before = auth.internal.mails.length;

    const res = await client.resendVerification(cookie);

    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: authMessages.alreadyVerified });
    expect(auth.internal.mails).toHaveLength(before);
  });

  it('When one account asks more often than allowed, then 429 with Retry-After', async () => {
    const { cookie } = await registerAndSignIn();

    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await client.resendVerification(cookie)).status);
    const refused = await client.resendVerification(cookie);

    expect(statuses).toEqual([202, 202, 429]);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ message: authMessages.tooManyVerificationEmails });
  });
});

describe('registration limit per address', () => {
  it('When one address registers more than allowed, then 429 with Retry-After; another address still registers', async () => {
    const limited = await startAuth('auth_register_limit', { REGISTER_MAX_PER_ADDRESS_PER_HOUR: '2' });
    try {
      const limitedClient = api(limited);
      const ip = '198.51.100.77';
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await limitedClient.register(buildRegistration(), ip)).status);
      const refused = await limitedClient.register(buildRegistration(), ip);
      const elsewhere = await limitedClient.register(buildRegistration(), '198.51.100.78');

      expect(statuses).toEqual([201, 201, 429]);
      expect(await refused.json()).toEqual({ message: authMessages.tooManyRegistrations });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(elsewhere.status).toBe(201);
      expect(await limited.db.collection('users').countDocuments()).toBe(3);
    } finally {
      await limited.stop();
    }
  });
});

describe('POST /api/auth/logout-all', () => {
  it('When nobody is signed in, then 401', async () => {
    expect((await client.logoutAll()).status).toBe(401);
  });

  it("When a user ends every session, then all of that user's sessions end and another user's do not", async () => {
    const { account } = await insertUser(auth);
    const { account: other } = await insertUser(auth);
    const phone = await client.signIn(account.username, account.password);
    const laptop = await client.signIn(account.username, account.password);
    const someoneElse = await client.signIn(other.username, other.password);

    const res = await client.logoutAll(phone.cookie);

    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie()[0]).toMatch(/^session=;/);
    expect((await client.me(phone.cookie)).status).toBe(401);
    expect((await client.me(laptop.cookie)).status).toBe(401);
    expect((await client.me(someoneElse.cookie)).status).toBe(200);
  });
});
