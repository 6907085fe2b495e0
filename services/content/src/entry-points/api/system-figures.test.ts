// What a content instance tells the gateway's System tab: its web-vitals histograms' counts (the
// gateway adds up the instances and estimates the 75th percentile).
import { internalClient } from '@wsms/service-kit/internal-client';
import { clientHeaders, TEST_INTERNAL_SECRET } from '@wsms/service-kit/testing';
import { nextClientIp, startContent, type TestContent } from '../../testing/content-test-kit';

let content: TestContent;
beforeAll(async () => {
  content = await startContent('content_system');
});
afterAll(() => content.stop());

const report = (body: unknown) =>
  fetch(`${content.url}/api/telemetry/vitals`, { method: 'POST', headers: { 'content-type': 'application/json', ...clientHeaders(nextClientIp()) }, body: JSON.stringify(body) });
const summary = () => internalClient('everyService', { baseUrl: content.url, secret: TEST_INTERNAL_SECRET }).internalSystemSummary();
/** How many observations were at most `le` (cumulative, as Prometheus counts). */
const atMost = (counts: { buckets: Array<{ le: number; count: number }> } | undefined, le: number) => counts?.buckets.find((b) => b.le === le)?.count ?? 0;

describe("content's system summary", () => {
  it('When visitors report LCP, INP and CLS, then the summary counts them in the histograms’ buckets (LCP and INP in seconds)', async () => {
    const before = (await summary()).figures.vitals;

    const answers = await Promise.all([
      report({ name: 'LCP', value: 1800, route: '/shop' }),
      report({ name: 'LCP', value: 3200, route: '/apps' }),
      report({ name: 'INP', value: 90, route: '/shop' }),
      report({ name: 'CLS', value: 0.3, route: '/shop' }),
    ]);
    expect(answers.map((res) => res.status)).toEqual([204, 204, 204, 204]);

    const after = (await summary()).figures.vitals;
    expect(after).toBeDefined();
    expect(after!.lcp.count - (before?.lcp.count ?? 0)).toBe(2);
    expect(atMost(after!.lcp, 2) - atMost(before?.lcp, 2)).toBe(1);
    expect(atMost(after!.lcp, 4) - atMost(before?.lcp, 4)).toBe(2);
    expect(atMost(after!.inp, 0.1) - atMost(before?.inp, 0.1)).toBe(1);
    expect(after!.cls.count - (before?.cls.count ?? 0)).toBe(1);
    expect(atMost(after!.cls, 0.25) - atMost(before?.cls, 0.25)).toBe(0);
  });
});
