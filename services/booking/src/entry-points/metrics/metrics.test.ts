// The booking service's /metrics port after known requests: the HTTP figures by route template and
// status class, process metrics, and the operations gauges read from the database on each scrape.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { metricValue, scrapeMetrics } from '@wsms/service-kit/testing';
import { creditModel, creditReturnModel, redemptionModel } from '../../data-access/credits/credit-model';
import { emailQueueModel } from '../../data-access/notifications/email-queue-model';
import { reportEventRepository } from '../../data-access/reports/report-event-repository';
import { waitlistOfferModel, type WaitlistOfferRecord } from '../../data-access/waitlist/waitlist-model';
import { asRole, buildCheckout, heldCheckout, insertInstructor, insertWeek, useBookingStack } from '../../testing/booking-test-kit';

jest.setTimeout(60_000);

const stack = useBookingStack();

const scrape = () => scrapeMetrics(stack.booking.metricsUrl);
const valueOf = metricValue;

const FREE_TIMES = { service: 'booking', route: '/api/instructors/:id/availability', method: 'GET', status_class: '2xx' };
const BOOKINGS_401 = { service: 'booking', route: '/api/bookings', method: 'GET', status_class: '4xx' };

describe('GET /metrics on the booking service', () => {
  it('When free times are asked three times and the bookings list twice anonymously, then they are counted and timed by route template and status class', async () => {
    const instructor = await insertInstructor(stack.catalog);
    const before = await scrape();

    for (const date of ['2030-01-08', '2030-01-09', '2030-01-10']) expect((await stack.booking.api.freeTimes(instructor.id, date)).status).toBe(200);
    for (let i = 0; i < 2; i += 1) expect((await stack.booking.api.bookings({})).status).toBe(401);
    const after = await scrape();

    const delta = (name: string, labels: Record<string, string>) => valueOf(after, name, labels) - valueOf(before, name, labels);
    expect(delta('http_requests_total', FREE_TIMES)).toBe(3);
    expect(delta('http_request_duration_seconds_count', FREE_TIMES)).toBe(3);
    expect(delta('http_request_duration_seconds_bucket', { ...FREE_TIMES, le: '+Inf' })).toBe(3);
    expect(delta('http_requests_total', BOOKINGS_401)).toBe(2);
    // The template, never the raw URL: no sample names the instructor's id.
    expect(after.some((s) => Object.values(s.labels).some((v) => v.includes(instructor.id)))).toBe(false);
  });

  it('When a path no route knows is asked, then it is counted as unmatched, not by its URL', async () => {
    const path = `/api/nothing-here-${randomUUID()}`;
    const before = await scrape();

    expect((await stack.booking.api.request('GET', path, undefined, asRole('admin'))).status).toBe(404);

    const after = await scrape();
    const unmatched = { service: 'booking', route: 'unmatched', method: 'GET', status_class: '4xx' };
    expect(valueOf(after, 'http_requests_total', unmatched) - valueOf(before, 'http_requests_total', unmatched)).toBe(1);
    expect(after.some((s) => s.labels.route === path)).toBe(false);
  });

  it('When scraped, then the process metrics are there with a service label', async () => {
    const samples = await scrape();

    // One process is one service in production; here the test kit's catalog shares it (the first one names it).
    const cpu = samples.find((s) => s.name === 'process_cpu_user_seconds_total');
    expect(cpu?.labels.service).toMatch(/^(catalog|booking)$/);
    expect(cpu?.value).toBeGreaterThan(0);
    expect(samples.some((s) => s.name === 'nodejs_heap_size_used_bytes' && s.value > 0)).toBe(true);
  });

  it('When e-mails wait in the queue and a change waits for the report projector, then the outbox and feed-lag gauges show how many and how old', async () => {
    // E-mails are queued on the business clock (the test's), report changes on the server's; neither is due for a day.
    const business = stack.clock.now().getTime();
    const businessLater = new Date(business + 24 * 3600_000);
    await emailQueueModel(stack.booking.db).create([
      { _id: randomUUID(), queuedAt: new Date(business - 90_000), nextAttemptAt: businessLater, attempts: 1 },
      { _id: randomUUID(), queuedAt: new Date(business - 10_000), nextAttemptAt: businessLater, attempts: 0 },
    ]);
    const now = Date.now();
    const eventId = await reportEventRepository(stack.booking.db).record(`booking:${randomUUID()}`, new Date(now - 120_000), new Date(now + 24 * 3600_000));

    const samples = await scrape();

    const pending = await stack.booking.db.collection('email_queue').countDocuments({});
    expect(valueOf(samples, 'wsms_outbox_pending', { channel: 'email' })).toBe(pending);
    expect(pending).toBeGreaterThanOrEqual(2);
    expect(valueOf(samples, 'wsms_outbox_oldest_age_seconds', { channel: 'email' })).toBeGreaterThanOrEqual(90);
    expect(valueOf(samples, 'wsms_outbox_oldest_age_seconds', { channel: 'email' })).toBeLessThan(150);
    expect(valueOf(samples, 'wsms_report_feed_lag_seconds')).toBeGreaterThanOrEqual(120);
    expect(valueOf(samples, 'wsms_report_feed_lag_seconds')).toBeLessThan(180);

    await reportEventRepository(stack.booking.db).remove([eventId]);
    await stack.booking.db.collection('email_queue').deleteMany({ nextAttemptAt: businessLater });
  });

  it('When a checkout holds a seat and waitlist offers are open, then holds open and offers open count them from the database', async () => {
    const instructor = await insertInstructor(stack.catalog);
    await insertWeek(stack.booking.db, instructor.id);
    const before = await scrape();

    await heldCheckout(stack.booking, buildCheckout(instructor.id, { sessionDate: '2030-01-08', time: '10:00' }));
    await heldCheckout(stack.booking, buildCheckout(instructor.id, { sessionDate: '2030-01-08', time: '11:00' }));
    const offer = (state: WaitlistOfferRecord['state']) => ({
      _id: randomUUID(),
      bookingId: randomUUID(),
      userId: 'u1',
      instructorId: instructor.id,
      date: '2030-01-09',
      time: '10:00',
      location: 'west boylston',
      madeAt: new Date(),
      expiresAt: new Date(Date.now() + 3600_000),
      state,
    });
    await waitlistOfferModel(stack.booking.db).create([offer('open'), offer('open'), offer('claimed')]);
    const after = await scrape();

    expect(valueOf(after, 'wsms_holds_open') - valueOf(before, 'wsms_holds_open')).toBe(2);
    expect(valueOf(after, 'wsms_waitlist_offers_open') - valueOf(before, 'wsms_waitlist_offers_open')).toBe(2);
  });

  it('When credits are issued, one spent and then given back, then credits outstanding follows them', async () => {
    const db = stack.booking.db;
    const purchaseId = randomUUID();
    const credit = (n: number) => ({
      _id: `${purchaseId}.${n}`,
      purchaseId,
      packageId: 'p1',
      packageName: 'Five sessions',
      sessionTypes: ['private'],
      ownerId: 'owner-1',
      ownerEmail: 'owner@example.com',
      valueCents: 5000,
      issuedAt: new Date(),
      expiresOn: '2031-01-01',
      expiresAt: new Date('2031-01-02T04:59:59Z'),
    });
    const start = valueOf(await scrape(), 'wsms_credits_outstanding');
    await creditModel(db).create([credit(1), credit(2), credit(3)]);
    expect(valueOf(await scrape(), 'wsms_credits_outstanding') - start).toBe(3);

    const spending = { creditId: `${purchaseId}.1`, ownerId: 'owner-1', bookingId: randomUUID(), at: new Date() };
    await redemptionModel(db).create({ _id: `${purchaseId}.1#0`, ...spending, state: 'spent' });
    expect(valueOf(await scrape(), 'wsms_credits_outstanding') - start).toBe(2);

    await creditReturnModel(db).create({ _id: `${purchaseId}.1#0`, ...spending, reason: 'cancelled' });
    expect(valueOf(await scrape(), 'wsms_credits_outstanding') - start).toBe(3);
  });

  it('When the alerts and the Grafana dashboard name a metric, then a booking instance serves it (Prometheus itself makes `up`)', async () => {
    const ops = path.resolve(__dirname, '../../../../../ops');
    const text = ['prometheus/alerts.yml', 'grafana/wsms-overview.json'].map((file) => readFileSync(path.join(ops, file), 'utf8')).join('\n');
    const named = new Set(text.match(/\b(?:http|wsms|process|nodejs)_[a-z0-9_]+/g));
    const served = new Set((await scrape()).map((s) => s.name));

    expect(named.size).toBeGreaterThan(10);
    expect([...named].filter((name) => !served.has(name))).toEqual([]);
  });

  it('When the metrics port is asked anything but GET /metrics, then 404; it listens on loopback only', async () => {
    const url = new URL(stack.booking.metricsUrl);

    expect(url.hostname).toBe('127.0.0.1');
    expect((await fetch(new URL('/', url))).status).toBe(404);
    expect((await fetch(url, { method: 'POST' })).status).toBe(404);
  });
});
