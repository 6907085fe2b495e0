import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiClient } from './support/api';
import { sessionDayAhead } from './support/dates';
import { startSeparateStack, type SeparateStack } from './support/separate-stack';

// A stack of its own whose processes write every finished span to a file (OTEL_TEST_EXPORT_DIR: the
// register module's test exporter) and log at level info: one guest checkout through the gateway is
// then found as one trace across gateway, booking and catalog, with its database spans, and by the
// same id in the response and in the log lines.
jest.setTimeout(5 * 60_000);

type SpanLine = { service: string; traceId: string; spanId: string; parentSpanId: string | null; name: string; kind: number; attributes: Record<string, unknown> };
type Instructor = { id: string };
type Slot = { time: string; locations: string[] };

const SERVER = 1;
const CLIENT = 2;
/** A MongoDB command's span (db.system.name, the stable database semantic conventions). */
const isDatabaseSpan = (span: SpanLine) => span.attributes['db.system.name'] === 'mongodb';
const exportDir = mkdtempSync(path.join(os.tmpdir(), 'wsms-traces-'));
let stack: SeparateStack | undefined;

beforeAll(async () => {
  stack = await startSeparateStack(
    {
      // A separate stack runs untraced unless asked.
      OTEL_SDK_DISABLED: 'false',
      OTEL_TEST_EXPORT_DIR: exportDir,
      LOG_LEVEL: 'info',
      // Every request here comes from one address: the per-address limits are not what is tested.
      CHECKOUT_MAX_PER_ADDRESS_PER_10_MIN: '100000',
    },
    // Its start is timed generously: this stack starts beside the suite's own on a shared machine.
    { captureOutput: true, startTimeoutMs: 240_000 },
  );
});
afterAll(async () => {
  await stack?.stop();
  rmSync(exportDir, { recursive: true, force: true });
});

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

function spansOf(traceId: string): SpanLine[] {
  if (!existsSync(exportDir)) return [];
  return readdirSync(exportDir)
    .flatMap((file) => readFileSync(path.join(exportDir, file), 'utf8').split('\n'))
    .filter(Boolean)
    .map((line) => JSON.parse(line) as SpanLine)
    .filter((span) => span.traceId === traceId);
}

async function eventually<T>(read: () => T | Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await pause(250);
  }
}

/** A free time of a demo instructor two weeks ahead (demo availability is seeded just after start). */
async function bookableTime(url: string) {
  const api = apiClient(url);
  const instructors = (await api.request<Instructor[]>('GET', '/api/instructors')).json;
  const date = sessionDayAhead(14);
  for (const instructor of instructors) {
    const slots = await eventually(
      async () => ((await api.request<{ slots?: Slot[] }>('GET', `/api/instructors/${instructor.id}/availability?date=${date}`)).json.slots ?? []),
      (list) => list.length > 0,
      30_000,
    );
    const slot = slots[0];
    if (slot) return { instructorId: instructor.id, date, time: slot.time, location: slot.locations[0] ?? '' };
  }
  throw new Error('no bookable time found');
}

const logLinesOf = (traceId: string) =>
  stack!
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{') && line.includes(traceId))
    .map((line) => JSON.parse(line) as { name?: string; traceId?: string; msg?: string });

describe('Traces', () => {
  it('When a guest checks out with a traceparent, then one trace spans gateway, booking and catalog with database spans, and its id is in the response and the log lines', async () => {
    const url = stack!.url;
    const cell = await bookableTime(url);
    const traceId = randomBytes(16).toString('hex');
    const callerSpanId = randomBytes(8).toString('hex');

    const res = await fetch(`${url}/api/bookings/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', traceparent: `00-${traceId}-${callerSpanId}-01` },
      body: JSON.stringify({
        instructorId: cell.instructorId,
        bookingData: { clientName: 'Trace Tester', clientEmail: `trace-${traceId.slice(0, 8)}@example.com`, sessionType: 'technique', location: cell.location, sessionDate: cell.date, time: cell.time },
      }),
    });

    expect(res.status).toBe(201);
    expect(res.headers.get('x-trace-id')).toBe(traceId);
    const spans = await eventually(
      () => spansOf(traceId),
      (list) => ['gateway', 'booking', 'catalog'].every((service) => list.some((s) => s.service === service && s.kind === SERVER)) && list.some(isDatabaseSpan),
    );
    const byId = new Map(spans.map((span) => [span.spanId, span]));
    // One tree: the gateway's server span hangs under the caller's span, every other span under one of the trace's own.
    const roots = spans.filter((span) => !byId.has(span.parentSpanId ?? ''));
    expect(roots.map((span) => [span.service, span.kind, span.parentSpanId])).toEqual([['gateway', SERVER, callerSpanId]]);
    const parentOf = (span: SpanLine) => byId.get(span.parentSpanId ?? '');
    // gateway -> booking: booking's checkout is served under a client span of the gateway.
    const bookingServer = spans.find((s) => s.service === 'booking' && s.kind === SERVER && JSON.stringify(s).includes('/api/bookings/checkout'));
    expect(bookingServer && parentOf(bookingServer)).toMatchObject({ service: 'gateway', kind: CLIENT });
    // booking -> catalog: the instructor is asked of catalog under a client span of booking.
    const catalogServer = spans.find((s) => s.service === 'catalog' && s.kind === SERVER);
    expect(catalogServer && parentOf(catalogServer)).toMatchObject({ service: 'booking', kind: CLIENT });
    // And the database: the booking service's writes are spans of this trace.
    expect(spans.filter((s) => s.service === 'booking' && isDatabaseSpan(s)).length).toBeGreaterThan(0);

    // Every log line of the request carries the trace id: the gateway's and the booking service's.
    const lines = await eventually(
      () => logLinesOf(traceId),
      (list) => list.some((l) => l.name === 'gateway') && list.some((l) => l.name === 'booking'),
      10_000,
    );
    expect(lines.filter((l) => l.name === 'gateway').every((l) => l.traceId === traceId)).toBe(true);
    expect(lines.some((l) => l.name === 'booking' && l.traceId === traceId)).toBe(true);
  });

  it('When a request comes without a traceparent or with an invalid one, then it gets a new trace id of its own', async () => {
    const url = stack!.url;
    const plain = await fetch(`${url}/api/instructors`);
    const invalid = await fetch(`${url}/api/instructors`, { headers: { traceparent: `00-${'0'.repeat(32)}-${'1'.repeat(16)}-01` } });
    const other = await fetch(`${url}/api/instructors`);

    const ids = [plain, invalid, other].map((r) => r.headers.get('x-trace-id'));
    for (const id of ids) expect(id).toMatch(/^[\da-f]{32}$/);
    expect(new Set(ids).size).toBe(3);
    expect(ids[1]).not.toBe('0'.repeat(32));
    // Its spans are found by that id.
    const spans = await eventually(
      () => spansOf(ids[0]!),
      (list) => list.some((s) => s.service === 'gateway' && s.kind === SERVER),
    );
    expect(spans.some((s) => s.service === 'gateway' && s.kind === SERVER)).toBe(true);
  });
});
