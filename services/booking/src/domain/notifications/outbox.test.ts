import { createdListKey } from '@wsms/service-kit';
import { TEST_INTERNAL_SECRET } from '@wsms/service-kit/testing';
import type { OutboxEmail } from '@wsms/contracts';
import { emailQueueRepository } from '../../data-access/notifications/email-queue-repository';
import { MAX_ATTEMPTS, sendDueEmails } from './outbox-worker';
import { queueEmail } from './queue-email';
import {
  asRole,
  depsOf,
  eventually,
  recordingMailer,
  startBooking,
  useBookingStack,
} from '../../testing/booking-test-kit';

jest.setTimeout(60_000);

const stack = useBookingStack();
const { clock } = stack;

const queueInternal = (body: unknown, secret: string | null = TEST_INTERNAL_SECRET) =>
  stack.booking.api.request('POST', '/internal/outbox', body, secret === null ? {} : { 'x-internal-secret': secret });

const verification = (to = 'new.member@example.com') => ({
  to,
  subject: 'Verify your e-mail address',
  text: 'Open this link to verify: http://localhost:3000/verify?token=abc',
  kind: 'verify-email',
});

/** A booking service of its own with this mailer; its background worker polls only when woken. */
async function serviceWith(mailer: ReturnType<typeof recordingMailer>['mailer']) {
  const service = await startBooking({ catalog: stack.catalog, clock, overrides: { mailer }, env: { OUTBOX_POLL_SECONDS: '3600' } });
  await new Promise((r) => setTimeout(r, 700)); // past its one start-up pass: from here on, the test drives the worker
  return service;
}

describe('POST /internal/outbox (other services queue e-mails here)', () => {
  it('When another service sends an e-mail with the internal secret, then 202, and admins see it sent (stored) newest first', async () => {
    const first = await queueInternal(verification('first@example.com'));
    const second = await queueInternal(verification('second@example.com'));

    expect(first.status).toBe(202);
    expect(await first.json()).toEqual({ id: expect.any(String) });
    expect(second.status).toBe(202);
    const mails = await eventually(
      () => stack.booking.api.outbox(),
      (all) => all.filter((m) => m.kind === 'verify-email').every((m) => m.sentAt !== null),
    );
    const verifications = mails.filter((m) => m.kind === 'verify-email');
    expect(verifications.map((m) => m.to)).toEqual(['second@example.com', 'first@example.com']);
    expect(verifications[0]).toEqual({
      id: expect.any(String),
      ...verification('second@example.com'),
      createdAt: expect.any(String),
      sentAt: expect.any(String),
      attempts: 1,
    });
  });

  it('When the secret is missing or wrong, then 403 and nothing is queued', async () => {
    const before = (await stack.booking.api.outbox()).length;

    expect((await queueInternal(verification(), null)).status).toBe(403);
    expect((await queueInternal(verification(), 'not-the-secret-at-all')).status).toBe(403);
    expect((await stack.booking.api.outbox()).length).toBe(before);
  });

  it.each([
    ['to', { to: 'not-an-address' }],
    ['subject', { subject: '' }],
    ['text', { text: 12 }],
    ['kind', { kind: 'Verify Email!' }],
    ['(root)', { cc: 'boss@example.com' }],
  ])('When %s is bad, then 400 naming it and nothing is queued', async (field, change) => {
    const before = (await stack.booking.api.outbox()).length;

    const res = await queueInternal({ ...verification(), ...change });

    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Array<{ path: string }> }).errors.map((e) => e.path)).toContain(field);
    expect((await stack.booking.api.outbox()).length).toBe(before);
  });

  it('When anyone but an admin reads the outbox, then 401 / 403', async () => {
    expect((await stack.booking.api.request('GET', '/api/outbox')).status).toBe(401);
    expect((await stack.booking.api.request('GET', '/api/outbox', undefined, asRole('staff'))).status).toBe(403);
    expect((await stack.booking.api.request('GET', '/api/outbox', undefined, asRole('user'))).status).toBe(403);
  });
});

describe('the outbox worker (SMTP configured)', () => {
  it('When the mail server refuses, then the e-mail waits and is retried after 30 s, then 1 minute, with the error shown; accepted, it is sent once', async () => {
    const smtp = recordingMailer({ refuse: 2 });
    const service = await serviceWith(smtp.mailer);
    try {
      const deps = depsOf(service, clock, { mailer: smtp.mailer });
      const id = await queueEmail(deps, verification('retry@example.com'));
      const stored = async () => (await service.api.outbox()).find((m) => m.id === id)!;
      expect(await sendDueEmails(deps)).toEqual({ sent: 0, failed: 1, skipped: 0 });

      expect(await stored()).toMatchObject({ sentAt: null, attempts: 1, lastError: '421 Service not available, try again later' });
      clock.advanceMinutes(0.4);
      expect(await sendDueEmails(deps)).toEqual({ sent: 0, failed: 0, skipped: 0 });
      clock.advanceMinutes(0.2);
      expect(await sendDueEmails(deps)).toMatchObject({ failed: 1 });
      clock.advanceMinutes(0.9);
      expect(await sendDueEmails(deps)).toMatchObject({ sent: 0 });
      clock.advanceMinutes(0.2);
      expect(await sendDueEmails(deps)).toMatchObject({ sent: 1 });

      expect(smtp.accepted.map((m) => m.to)).toEqual(['retry@example.com']);
      const sent = await stored();
      expect(sent).toMatchObject({ attempts: 3, sentAt: expect.any(String) });
      expect(sent).not.toHaveProperty('lastError');
      expect(await sendDueEmails(deps)).toEqual({ sent: 0, failed: 0, skipped: 0 });
    } finally {
      await service.stop();
    }
  });

  it(`When the retries run out (${MAX_ATTEMPTS} attempts), then it is given up but kept, with its last error, for admins`, async () => {
    const smtp = recordingMailer({ refuse: 1000 });
    const service = await serviceWith(smtp.mailer);
    try {
      const deps = depsOf(service, clock, { mailer: smtp.mailer });
      const id = await queueEmail(deps, verification('never@example.com'));
      for (let i = 0; i < MAX_ATTEMPTS + 2; i += 1) {
        clock.advanceMinutes(61);
        await sendDueEmails(deps);
      }

      const mail = (await service.api.outbox()).find((m) => m.id === id) as OutboxEmail;
      expect(mail).toMatchObject({ sentAt: null, attempts: MAX_ATTEMPTS, lastError: expect.stringContaining('421') });
      expect(smtp.attempts).toBe(MAX_ATTEMPTS);
      expect(await emailQueueRepository(service.db).find(id)).toBeNull();
    } finally {
      await service.stop();
    }
  });

  it('When several instances work the same queue at once, then every e-mail is sent exactly once', async () => {
    const smtp = recordingMailer({ delayMs: 5 });
    const service = await serviceWith(smtp.mailer);
    try {
      const instances = Array.from({ length: 4 }, () => depsOf(service, clock, { mailer: smtp.mailer }));
      const ids = await Promise.all(Array.from({ length: 30 }, (_, i) => queueEmail(instances[0]!, verification(`member${i}@example.com`))));

      await Promise.all(instances.flatMap((deps) => [sendDueEmails(deps), sendDueEmails(deps)]));
      await eventually(() => service.api.outbox(), (all) => ids.every((id) => all.find((m) => m.id === id)?.sentAt));

      const perAddress = new Map<string, number>();
      for (const m of smtp.accepted) perAddress.set(m.to, (perAddress.get(m.to) ?? 0) + 1);
      expect(perAddress.size).toBe(30);
      expect([...perAddress.values()].every((n) => n === 1)).toBe(true);
    } finally {
      await service.stop();
    }
  });

  it('When a sender crashed in the middle of sending, then its claim holds off others until it expires, and then the e-mail is sent', async () => {
    const smtp = recordingMailer();
    const service = await serviceWith(smtp.mailer);
    try {
      const deps = depsOf(service, clock, { mailer: smtp.mailer });
      const queue = emailQueueRepository(service.db);
      const id = 'crashed-sender-mail';
      await queue.add(id, clock.now());
      await queue.tryClaim(id, 1, new Date(clock.now().getTime() + 2 * 60_000)); // the crashed instance's claim
      await service.db.collection('email_outbox').insertOne({
        _id: id as never, ...verification('crash@example.com'), from: 'x@example.com', sentAt: null, attempts: 0, createdAt: clock.now(),
        listKey: createdListKey(clock.now(), id), // as the outbox repository writes every row
      });

      expect(await sendDueEmails(deps)).toEqual({ sent: 0, failed: 0, skipped: 1 });
      clock.advanceMinutes(3);
      expect(await sendDueEmails(deps)).toEqual({ sent: 1, failed: 0, skipped: 0 });

      expect(smtp.accepted.map((m) => m.to)).toEqual(['crash@example.com']);
      expect((await service.api.outbox()).find((m) => m.id === id)).toMatchObject({ attempts: 2, sentAt: expect.any(String) });
    } finally {
      await service.stop();
    }
  });

  it('When a crash left a queue entry without its e-mail, then it is dropped after a minute', async () => {
    const deps = depsOf(stack.booking, clock);
    await emailQueueRepository(stack.booking.db).add('half-written', clock.now());

    expect(await sendDueEmails(deps)).toMatchObject({ skipped: 1 });
    expect(await emailQueueRepository(stack.booking.db).find('half-written')).not.toBeNull();
    clock.advanceMinutes(2);
    await sendDueEmails(deps);
    expect(await emailQueueRepository(stack.booking.db).find('half-written')).toBeNull();
  });

  it('When a restarted instance queues an e-mail whose old queue row a worker is just dropping as an orphan, then the e-mail still gets sent (either order)', async () => {
    const smtp = recordingMailer();
    const service = await serviceWith(smtp.mailer);
    try {
      const deps = depsOf(service, clock, { mailer: smtp.mailer });
      const queue = emailQueueRepository(service.db);
      // The crash left a queue row and no e-mail; a minute later the recovered confirmation queues that e-mail.
      const orphanRow = async (id: string) => {
        await queue.add(id, clock.now());
        clock.advanceMinutes(2);
      };

      // 1. The worker drops the row between the writer's queue insert (a duplicate) and its e-mail insert.
      await orphanRow('late-writer');
      const writer = { ...deps, emailQueue: { ...deps.emailQueue, add: async (id: string, at: Date) => {
        await deps.emailQueue.add(id, at);
        await sendDueEmails(deps); // the worker's pass lands here and finds no e-mail yet
      } } };
      await queueEmail(writer, { id: 'late-writer', ...verification('late.writer@example.com') });

      // 2. The worker looks for the e-mail just before it is written, and drops the row just after.
      await orphanRow('late-worker');
      let looks = 0;
      const slowWorker = { ...deps, outbox: { ...deps.outbox, find: async (id: string) => {
        looks += 1;
        if (looks === 1) {
          await queueEmail(deps, { id, ...verification('late.worker@example.com') });
          return null;
        }
        return deps.outbox.find(id);
      } } };
      await sendDueEmails(slowWorker);

      await sendDueEmails(deps);
      expect(smtp.accepted.map((m) => m.to).sort()).toEqual(['late.worker@example.com', 'late.writer@example.com']);
    } finally {
      await service.stop();
    }
  });
});
