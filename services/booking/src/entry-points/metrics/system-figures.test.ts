// What a booking instance tells the gateway's System tab: its own summary with the outbox and the
// report feed's lag, read from the same gauges a Prometheus scrape reads.
import { randomUUID } from 'node:crypto';
import { internalClient } from '@wsms/service-kit/internal-client';
import { TEST_INTERNAL_SECRET } from '@wsms/service-kit/testing';
import { emailQueueModel } from '../../data-access/notifications/email-queue-model';
import { reportEventRepository } from '../../data-access/reports/report-event-repository';
import { useBookingStack } from '../../testing/booking-test-kit';

jest.setTimeout(60_000);

const stack = useBookingStack();

describe("booking's system summary", () => {
  it('When e-mails wait and a change waits for the projector, then the summary counts the outbox and the feed lag with the requests served', async () => {
    const business = stack.clock.now().getTime();
    const businessLater = new Date(business + 24 * 3600_000);
    await emailQueueModel(stack.booking.db).create([
      { _id: randomUUID(), queuedAt: new Date(business - 90_000), nextAttemptAt: businessLater, attempts: 1 },
      { _id: randomUUID(), queuedAt: new Date(business - 10_000), nextAttemptAt: businessLater, attempts: 0 },
    ]);
    const now = Date.now();
    const eventId = await reportEventRepository(stack.booking.db).record(`booking:${randomUUID()}`, new Date(now - 120_000), new Date(now + 24 * 3600_000));
    expect((await stack.booking.api.bookings({})).status).toBe(401);

    const summary = await internalClient('everyService', { baseUrl: stack.booking.url, secret: TEST_INTERNAL_SECRET }).internalSystemSummary();

    expect(summary.service).toBe('booking');
    expect(summary.requests).toBeGreaterThanOrEqual(1);
    expect(summary.figures.outbox?.pending).toBe(await stack.booking.db.collection('email_queue').countDocuments({}));
    expect(summary.figures.outbox?.oldestAgeS).toBeGreaterThanOrEqual(90);
    expect(summary.figures.feedLagS).toBeGreaterThanOrEqual(120);
    expect(summary.figures.feedLagS).toBeLessThan(180);

    await reportEventRepository(stack.booking.db).remove([eventId]);
  });
});
