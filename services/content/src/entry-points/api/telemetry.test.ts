import { register } from 'prom-client';
import { clientHeaders } from '@wsms/service-kit/testing';
import { nextClientIp, startContent, type TestContent } from '../../testing/content-test-kit';

let content: TestContent;

beforeAll(async () => {
  content = await startContent('content_vitals', { VITALS_RATE_LIMIT_PER_MINUTE: '8' });
});
afterAll(() => content.stop());

const report = (body: unknown, ip = nextClientIp(), contentType = 'application/json') =>
  fetch(`${content.url}/api/telemetry/vitals`, {
    method: 'POST',
    headers: { 'content-type': contentType, ...clientHeaders(ip) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** The histogram's count and sum for one route, read from prom-client's default registry as /metrics serves it. */
async function observed(metric: string, route: string) {
  const text = await register.getSingleMetricAsString(metric);
  const of = (suffix: string) => Number(new RegExp(`^${metric}${suffix}\\{route="${route}"\\} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);
  return { count: of('_count'), sum: of('_sum') };
}

describe('POST /api/telemetry/vitals', () => {
  it('When a visitor reports LCP, INP and CLS for a route template, then 204 each and the histograms of that route count them (LCP and INP in seconds)', async () => {
    const before = await observed('wsms_web_vitals_lcp_seconds', '/private-classes');

    const answers = await Promise.all([
      report({ name: 'LCP', value: 1234.5, route: '/private-classes' }),
      report({ name: 'INP', value: 88, route: '/private-classes' }),
      report({ name: 'CLS', value: 0.02, route: '/private-classes' }),
    ]);

    expect(answers.map((res) => res.status)).toEqual([204, 204, 204]);
    expect(await answers[0]!.text()).toBe('');
    const lcp = await observed('wsms_web_vitals_lcp_seconds', '/private-classes');
    expect(lcp.count - before.count).toBe(1);
    expect(lcp.sum - before.sum).toBeCloseTo(1.2345, 6);
    expect(await observed('wsms_web_vitals_inp_seconds', '/private-classes')).toEqual({ count: 1, sum: 0.088 });
    expect(await observed('wsms_web_vitals_cls', '/private-classes')).toEqual({ count: 1, sum: 0.02 });
  });

  it('When the route has parameters (/admin/:tab), then it is counted under that template', async () => {
    expect((await report({ name: 'LCP', value: 0, route: '/shop/order/:orderId' })).status).toBe(204);

    expect((await observed('wsms_web_vitals_lcp_seconds', '/shop/order/:orderId')).count).toBe(1);
  });

  it.each([
    ['an unknown name', { name: 'FID', value: 10, route: '/' }, 'name'],
    ['a negative value', { name: 'LCP', value: -1, route: '/' }, 'value'],
    ['a value that is not a number', { name: 'LCP', value: '12', route: '/' }, 'value'],
    ['a value over an hour', { name: 'INP', value: 3_600_001, route: '/' }, 'value'],
    ['a full URL', { name: 'LCP', value: 10, route: 'https://example.com/shop' }, 'route'],
    ['a query string', { name: 'LCP', value: 10, route: '/admin?tab=reports' }, 'route'],
    ['a fragment', { name: 'LCP', value: 10, route: '/shop#products' }, 'route'],
    ['a route over 120 characters', { name: 'LCP', value: 10, route: `/${'a'.repeat(120)}` }, 'route'],
    ['no route', { name: 'LCP', value: 10 }, 'route'],
    ['an unknown field', { name: 'LCP', value: 10, route: '/', id: 'v5-1' }, '(root)'],
  ])('When the report has %s, then 400 naming the field and nothing is counted', async (_label, body, path) => {
    const before = await observed('wsms_web_vitals_lcp_seconds', '/');

    const res = await report(body);

    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Array<{ path: string }> }).errors[0]?.path).toBe(path);
    expect(await observed('wsms_web_vitals_lcp_seconds', '/')).toEqual(before);
  });

  it('When the body is not JSON, then 400', async () => {
    expect((await report('LCP=1200', nextClientIp(), 'text/plain')).status).toBe(400);
    expect((await report('{"name":', nextClientIp())).status).toBe(400);
  });

  it('When one address floods reports, then 429 with Retry-After past the limit (bad ones count too); other addresses still get through', async () => {
    const ip = nextClientIp();
    for (let i = 0; i < 4; i += 1) expect((await report({ name: 'CLS', value: 0, route: '/flood' }, ip)).status).toBe(204);
    for (let i = 0; i < 4; i += 1) expect((await report({ name: 'CLS', value: -1, route: '/flood' }, ip)).status).toBe(400);

    const res = await report({ name: 'CLS', value: 0, route: '/flood' }, ip);

    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ message: 'Too many reports. Please try again in a minute.' });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await observed('wsms_web_vitals_cls', '/flood')).count).toBe(4);
    expect((await report({ name: 'CLS', value: 0, route: '/flood' })).status).toBe(204);
  });

  it('When a second instance shares the database, then the flood limit counts the address across both', async () => {
    const second = await startContent('content_vitals', { MONGODB_URI: content.config.MONGODB_URI, VITALS_RATE_LIMIT_PER_MINUTE: '8' });
    try {
      const ip = nextClientIp();
      for (let i = 0; i < 8; i += 1) {
        const url = i % 2 === 0 ? content.url : second.url;
        const res = await fetch(`${url}/api/telemetry/vitals`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...clientHeaders(ip) },
          body: JSON.stringify({ name: 'INP', value: 40, route: '/two' }),
        });
        expect(res.status).toBe(204);
      }

      const over = await fetch(`${second.url}/api/telemetry/vitals`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...clientHeaders(ip) },
        body: JSON.stringify({ name: 'INP', value: 40, route: '/two' }),
      });

      expect(over.status).toBe(429);
    } finally {
      await second.stop();
    }
  });
});
