import type { AddressInfo } from 'node:net';
import express from 'express';
import { serviceNameOf } from './service-name';
import { TRACE_ID_HEADER, traceIdFromTraceparent, traceIdHeader } from './trace-id';

const id = '0af7651916cd43dd8448eb211c80319c';
const parent = 'b7ad6b7169203331';

describe('traceIdFromTraceparent', () => {
  it('When the header is a valid W3C traceparent, then its trace id is taken', () => {
    expect(traceIdFromTraceparent(`00-${id}-${parent}-01`)).toBe(id);
    expect(traceIdFromTraceparent(`01-${id}-${parent}-00-later-fields`)).toBe(id);
  });

  it.each([
    ['missing', undefined],
    ['repeated', [`00-${id}-${parent}-01`, `00-${id}-${parent}-01`]],
    ['upper case', `00-${id.toUpperCase()}-${parent}-01`],
    ['an all-zero trace id', `00-${'0'.repeat(32)}-${parent}-01`],
    ['an all-zero parent id', `00-${id}-${'0'.repeat(16)}-01`],
    ['version ff', `ff-${id}-${parent}-01`],
    ['version 00 with more fields', `00-${id}-${parent}-01-x`],
    ['too short', `00-${id.slice(1)}-${parent}-01`],
  ])('When the header is %s, then no trace id is taken from it', (_label, value) => {
    expect(traceIdFromTraceparent(value)).toBeUndefined();
  });
});

describe('traceIdHeader (no tracing SDK in this process)', () => {
  const app = express();
  app.use(traceIdHeader);
  app.get('/x', (_req, res) => {
    res.json({});
  });
  let server: ReturnType<typeof app.listen>;
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      server = app.listen(0, '127.0.0.1', () => resolve());
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("When a request carries a valid traceparent, then the response's x-trace-id is its trace id", async () => {
    const res = await fetch(`${url}/x`, { headers: { traceparent: `00-${id}-${parent}-01` } });
    expect(res.headers.get(TRACE_ID_HEADER)).toBe(id);
  });

  it('When requests carry none or an invalid one, then each gets a new 32-hex trace id', async () => {
    const headerSets: Array<Record<string, string>> = [{}, { traceparent: `00-${'0'.repeat(32)}-${parent}-01` }, {}];
    const ids = await Promise.all(headerSets.map(async (headers) => (await fetch(`${url}/x`, { headers })).headers.get(TRACE_ID_HEADER)));
    for (const got of ids) expect(got).toMatch(/^[\da-f]{32}$/);
    expect(new Set(ids).size).toBe(3);
  });
});

describe('serviceNameOf', () => {
  it("When a process runs a service's or the gateway's entry, then its spans are named after it", () => {
    expect(serviceNameOf('/srv/app/services/booking/src/main.ts', {})).toBe('booking');
    expect(serviceNameOf('/srv/app/gateway/src/main.ts', {})).toBe('gateway');
    expect(serviceNameOf('/srv/app/services/booking/src/main.ts', { OTEL_SERVICE_NAME: 'booking-eu' })).toBe('booking-eu');
  });
});
