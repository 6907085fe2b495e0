import express from 'express';
import type { AddressInfo } from 'node:net';
import { metricValue, scrapeMetrics } from '../testing';
import { businessGauge } from './business-gauge';
import { httpMetrics } from './http-metrics';
import { metricsPortFor, startMetricsServer, type MetricsServer } from './metrics-server';

let metrics: MetricsServer;
beforeAll(async () => {
  metrics = await startMetricsServer({ port: 0, host: '127.0.0.1' });
});
afterAll(() => metrics.close());

describe('the metrics port', () => {
  it('When no METRICS_PORT is set, then it is the port + 1000, and a free one for a service on port 0 or above 64535', () => {
    expect(metricsPortFor(4101)).toBe(5101);
    expect(metricsPortFor(0)).toBe(0);
    expect(metricsPortFor(65000)).toBe(0);
    expect(metricsPortFor(4101, 9400)).toBe(9400);
  });

  it('When a gauge reads its figure on scrape, then each scrape shows the value read then', async () => {
    let queued = 3;
    businessGauge({ name: 'test_queue_length', help: 'test', labelNames: ['channel'], read: async () => [{ labels: { channel: 'email' }, value: queued }] });

    expect(metricValue(await scrapeMetrics(metrics.url), 'test_queue_length', { channel: 'email' })).toBe(3);
    queued = 7;
    expect(metricValue(await scrapeMetrics(metrics.url), 'test_queue_length', { channel: 'email' })).toBe(7);
  });

  it('When a gauge read fails or outlives its budget, then it is left out, the failure counted and told, and the rest of the scrape served', async () => {
    const told: unknown[] = [];
    businessGauge({ name: 'test_broken', help: 'test', read: () => Promise.reject(new Error('database down')), onError: (err) => told.push(err) });
    businessGauge({ name: 'test_broken_labelled', help: 'test', labelNames: ['channel'], read: () => Promise.reject(new Error('database down')) });
    businessGauge({ name: 'test_fine', help: 'test', read: async () => [{ value: 1 }] });

    const samples = await scrapeMetrics(metrics.url);

    expect(metricValue(samples, 'test_broken')).toBeNaN();
    expect(samples.some((s) => s.name === 'test_broken_labelled')).toBe(false);
    expect(metricValue(samples, 'test_fine')).toBe(1);
    // The counter may be read before the gauge in one scrape: the next one shows it.
    expect(metricValue(await scrapeMetrics(metrics.url), 'wsms_gauge_read_failures_total', { gauge: 'test_broken' })).toBeGreaterThanOrEqual(1);
    expect(told[0]).toEqual(new Error('database down'));
  });

  it('When an Express app answers, then its request is counted under the route template; an unknown path as unmatched', async () => {
    const app = express();
    app.use(httpMetrics({ service: 'kit-test' }));
    const items = express.Router();
    items.get('/:id', (_req, res) => void res.status(201).json({}));
    app.use('/api/items', items);
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await fetch(`${base}/api/items/42`);
      await fetch(`${base}/api/items/43`);
      await fetch(`${base}/elsewhere/44`);

      const samples = await scrapeMetrics(metrics.url);
      expect(metricValue(samples, 'http_requests_total', { service: 'kit-test', route: '/api/items/:id', method: 'GET', status_class: '2xx' })).toBe(2);
      expect(metricValue(samples, 'http_requests_total', { service: 'kit-test', route: 'unmatched', method: 'GET', status_class: '4xx' })).toBe(1);
      expect(samples.some((s) => s.labels.route?.includes('42'))).toBe(false);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});
