import { register } from 'prom-client';
import { OTHER_ROUTE, webVitalsRecorder } from './web-vitals-histograms';

/** The route's count as /metrics shows it. */
const countOf = async (route: string) =>
  Number(new RegExp(`^wsms_web_vitals_cls_count\\{route="${route.replace(/[()]/g, '\\$&')}"\\} (\\d+)$`, 'm').exec(await register.getSingleMetricAsString('wsms_web_vitals_cls'))?.[1] ?? 0);

describe('webVitalsRecorder', () => {
  it('When more distinct routes arrive than a process keeps, then the next new ones are counted under (other) and known ones still under their own', async () => {
    const vitals = webVitalsRecorder(3);
    for (const route of ['/cap-a', '/cap-b', '/cap-c', '/cap-d', '/cap-e']) vitals.record({ name: 'CLS', value: 0.1, route });
    vitals.record({ name: 'CLS', value: 0.1, route: '/cap-a' });

    expect(await countOf('/cap-a')).toBe(2);
    expect(await countOf('/cap-c')).toBe(1);
    expect(await countOf('/cap-d')).toBe(0);
    expect(await countOf(OTHER_ROUTE)).toBe(2);
  });

  it('When two recorders are made in one process (two instances in a test), then they share the one registered histogram', () => {
    expect(() => webVitalsRecorder()).not.toThrow();
    expect(register.getSingleMetric('wsms_web_vitals_lcp_seconds')).toBeDefined();
  });
});
