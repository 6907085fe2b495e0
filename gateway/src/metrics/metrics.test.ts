// The gateway's figures: counted per route-table pattern (never the raw URL), served on the internal
// metrics port only; the public GET /metrics is a 404 whatever it asks for.
import { startMetricsServer, type MetricsServer } from '@wsms/service-kit';
import { metricValue, scrapeMetrics } from '@wsms/service-kit/testing';
import { send } from '../testing/send';
import { startTestGateway, type TestGateway } from '../testing/start-test-gateway';

let gw: TestGateway;
let metrics: MetricsServer;
beforeAll(async () => {
  gw = await startTestGateway();
  metrics = await startMetricsServer({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await metrics.close();
  await gw.stop();
});

const counted = (route: string, status_class: string) => ({ service: 'gateway', route, method: 'GET', status_class });

describe('gateway metrics', () => {
  it.each([['text/html'], ['text/plain'], ['*/*']])('When the public site is asked GET /metrics (Accept %s), then 404 and no figures', async (accept) => {
    const res = await send(`${gw.url}/metrics`, { headers: { accept } });

    expect(res.status).toBe(404);
    expect(res.text).not.toContain('http_requests_total');
  });

  it('When proxied, health and unknown API calls are made, then the metrics port counts them by route pattern and status class', async () => {
    const before = await scrapeMetrics(metrics.url);

    for (let i = 0; i < 2; i += 1) expect((await send(`${gw.url}/api/products/abc${i}`)).status).toBe(200);
    expect((await send(`${gw.url}/healthz`)).status).toBe(200);
    expect((await send(`${gw.url}/api/no-such-area/1`)).status).toBe(404);

    const after = await scrapeMetrics(metrics.url);
    const delta = (labels: Record<string, string>) => metricValue(after, 'http_requests_total', labels) - metricValue(before, 'http_requests_total', labels);
    expect(delta(counted('/api/products/**', '2xx'))).toBe(2);
    expect(delta(counted('/healthz', '2xx'))).toBe(1);
    expect(delta(counted('/api/*', '4xx'))).toBe(1);
    expect(metricValue(after, 'http_request_duration_seconds_count', counted('/api/products/**', '2xx'))).toBeGreaterThanOrEqual(2);
    expect(after.some((s) => s.labels.route?.includes('abc0'))).toBe(false);
    expect(metricValue(after, 'process_resident_memory_bytes', { service: 'gateway' })).toBeGreaterThan(0);
  });
});
