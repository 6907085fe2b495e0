import { register } from 'prom-client';
import { OTHER_ROUTE, webVitalsRecorder } from './web-vitals-histograms';

const countOf = async (route: string) =>
  (await register.getSingleMetric('wsms_web_vitals_cls')!.get()).values.find((v) => v.metricName === 'wsms_web_vitals_cls_count' && v.labels.route === route)?.value ?? 0;

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
