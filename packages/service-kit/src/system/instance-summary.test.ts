import express from 'express';
import type { AddressInfo } from 'node:net';
import { Histogram } from 'prom-client';
import { httpMetrics } from '../metrics';
import { addCounts, histogramCounts, quantileOf, subtractCounts } from './histogram-counts';
import { createInstanceSummary } from './instance-summary';

const counts = (buckets: Array<[number, number]>, count: number) => ({ buckets: buckets.map(([le, c]) => ({ le, count: c })), count });

describe('quantiles from bucket counts (as histogram_quantile)', () => {
  it('When the rank falls inside a bucket, then the value is interpolated between its bounds', () => {
    // 100 observations: 50 up to 0.1 s, 40 more up to 0.5 s, 10 more up to 1 s.
    const latency = counts([[0.1, 50], [0.5, 90], [1, 100]], 100);

    expect(quantileOf(0.5, latency)).toBeCloseTo(0.1);
    expect(quantileOf(0.75, latency)).toBeCloseTo(0.1 + 0.4 * (25 / 40));
    expect(quantileOf(0.95, latency)).toBeCloseTo(0.5 + 0.5 * (5 / 10));
    expect(quantileOf(0.25, latency)).toBeCloseTo(0.05);
  });

  it('When observations lie past the last finite bound, then that bound is answered; nothing observed is null', () => {
    expect(quantileOf(0.95, counts([[0.1, 1], [1, 2]], 10))).toBe(1);
    expect(quantileOf(0.95, counts([[0.1, 0]], 0))).toBeNull();
  });

  it('When counts are added and subtracted, then they go bound by bound', () => {
    const a = counts([[0.1, 2], [1, 3]], 4);
    const b = counts([[0.1, 1], [0.5, 1], [1, 2]], 2);

    expect(addCounts(a, b)).toEqual(counts([[0.1, 3], [0.5, 1], [1, 5]], 6));
    expect(subtractCounts(counts([[0.1, 5], [1, 9]], 10), a)).toEqual(counts([[0.1, 3], [1, 6]], 6));
  });

  it("When a registered histogram is read, then its label sets are summed (the kept ones) without the +Inf bucket", async () => {
    const vitals = new Histogram({ name: 'test_summary_seconds', help: 'test', labelNames: ['route'], buckets: [1, 2] });
    vitals.observe({ route: '/a' }, 0.5);
    vitals.observe({ route: '/b' }, 1.5);
    vitals.observe({ route: '/b' }, 9);

    expect(await histogramCounts('test_summary_seconds')).toEqual(counts([[1, 1], [2, 2]], 3));
    expect(await histogramCounts('test_summary_seconds', (labels) => labels.route === '/b')).toEqual(counts([[1, 0], [2, 1]], 2));
    expect(await histogramCounts('not_registered')).toEqual({ buckets: [], count: 0 });
  });
});

describe("an instance's summary", () => {
  let clock = 1_000_000;
  const now = () => clock;
  let base = '';
  let close: () => Promise<void>;

  beforeAll(async () => {
    const app = express();
    app.use(httpMetrics({ service: 'summary-test' }));
    app.get('/readyz', (_req, res) => void res.json({}));
    app.get('/ok', (_req, res) => void res.json({}));
    app.get('/fail', (_req, res) => void res.status(503).json({}));
    app.get('/missing', (_req, res) => void res.status(404).json({}));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise((r) => server.close(() => r()));
  });
  afterAll(() => close());

  it('When requests come in, then the last minute counts them (probes left out), 5xx as errors, with their latency counts', async () => {
    const tracker = createInstanceSummary({ service: 'summary-test', now, startedAt: clock, figures: async () => ({ feedLagS: 4 }) });
    for (const path of ['/ok', '/ok', '/missing', '/fail', '/readyz', '/readyz']) await fetch(`${base}${path}`);
    clock += 30_000;

    const first = await tracker.summary();
    expect(first).toMatchObject({ service: 'summary-test', uptimeS: 30, windowS: 30, requests: 4, errors: 1, figures: { feedLagS: 4 } });
    expect(first.latency.count).toBe(4);
    expect(first.latency.buckets.at(-1)).toEqual({ le: 10, count: 4 });
    expect(typeof first.version).toBe('string');

    // A sample now; a minute later, with two more requests, only those two are in the window.
    await tracker.sample();
    clock += 60_000;
    await fetch(`${base}/ok`);
    await fetch(`${base}/fail`);

    const later = await tracker.summary();
    expect(later).toMatchObject({ uptimeS: 90, windowS: 60, requests: 2, errors: 1 });
    expect(later.latency.count).toBe(2);
  });

  it('When the service has no figures of its own, then they are empty', async () => {
    const tracker = createInstanceSummary({ service: 'nobody-here', now });

    const summary = await tracker.summary();

    expect(summary).toMatchObject({ requests: 0, errors: 0, windowS: 0, latency: { count: 0 } });
    expect(summary.figures).toEqual({});
  });
});
