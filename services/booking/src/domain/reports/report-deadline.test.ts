import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildIdentity, identityHeaders } from '@wsms/service-kit/testing';
import { startBooking, startCatalog, type TestBooking, type TestCatalog } from '../../testing/booking-test-kit';

// A content service that takes the question and never answers: what a five-year database under load did.
const asked: Array<{ deadline: string | undefined; closedAfterMs: number | null }> = [];
// Only the reports' questions are counted: booking also re-reads its copy of the consent state from content at start.
const silentContent = http.createServer((req) => {
  if (!req.url?.startsWith('/internal/reports/')) return;
  const started = Date.now();
  const entry = { deadline: req.headers['x-deadline-ms'] as string | undefined, closedAfterMs: null as number | null };
  asked.push(entry);
  req.socket.once('close', () => (entry.closedAfterMs = Date.now() - started));
});
let catalog: TestCatalog;
let booking: TestBooking;
const BUDGET_MS = 400;

beforeAll(async () => {
  await new Promise<void>((resolve) => silentContent.listen(0, '127.0.0.1', resolve));
  catalog = await startCatalog();
  booking = await startBooking({ catalog, env: { CONTENT_URL: `http://127.0.0.1:${(silentContent.address() as AddressInfo).port}`, REPORTS_TIME_BUDGET_MS: String(BUDGET_MS) } });
});
afterAll(async () => {
  await booking?.stop();
  await catalog?.stop();
  silentContent.closeAllConnections();
  await new Promise((resolve) => silentContent.close(resolve));
});

const summary = () => booking.api.request('GET', '/api/reports/summary?from=2030-01-01&to=2030-12-31', undefined, identityHeaders(buildIdentity({ role: 'admin' })));

describe("A report's time budget (REPORTS_TIME_BUDGET_MS)", () => {
  it('When content does not answer, then the summary answers 503 within its budget, content was told the time left and the question to it is dropped, 20 times in a row', async () => {
    for (let i = 0; i < 20; i += 1) {
      const started = Date.now();
      const res = await summary();
      const took = Date.now() - started;

      expect(res.status).toBe(503);
      expect(((await res.json()) as { message: string }).message).toBe('The figures took too long to read, please try again');
      // Its budget and the answer's way back, with room for a loaded machine; far below the 5 s booking used to wait.
      expect(took).toBeLessThan(BUDGET_MS + 2000);
      const last = asked[asked.length - 1]!;
      expect(Number(last.deadline)).toBeGreaterThan(0);
      expect(Number(last.deadline)).toBeLessThanOrEqual(BUDGET_MS);
      // Booking gave up on it: the connection to content is closed, so content's own deadline stops its reads.
      for (let wait = 0; last.closedAfterMs === null && wait < 50; wait += 1) await new Promise((r) => setTimeout(r, 20));
      expect(last.closedAfterMs).not.toBeNull();
    }
    expect(asked).toHaveLength(20);
  }, 60_000);
});
