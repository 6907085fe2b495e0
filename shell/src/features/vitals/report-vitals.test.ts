import { routeAt, type RouteVisit } from './route-history';
import { vitalReport } from './report-vitals';

const visits: RouteVisit[] = [
  { at: 120, route: '/' },
  { at: 2000, route: '/private-classes' },
  { at: 5000, route: '/checkout/:bookingId' },
];
const entryAt = (startTime: number) => ({ startTime }) as PerformanceEntry;

describe('routeAt', () => {
  it('When a figure happened after some navigations, then it is named by the template shown at that time', () => {
    expect(routeAt(visits, 2500)).toBe('/private-classes');
    expect(routeAt(visits, 5000)).toBe('/checkout/:bookingId');
  });

  it('When it happened before React noted any route (a prerendered first paint), then the first template', () => {
    expect(routeAt(visits, 40)).toBe('/');
    expect(routeAt([], 40)).toBeUndefined();
  });
});

describe('vitalReport', () => {
  it("When INP's interaction began on a page left since, then the report names that page's template, not the URL", () => {
    expect(vitalReport({ name: 'INP', value: 72, entries: [entryAt(2600)] }, visits)).toEqual({ name: 'INP', value: 72, route: '/private-classes' });
  });

  it('When CLS has no shifts (0, no entries), then it is named by the first template', () => {
    expect(vitalReport({ name: 'CLS', value: 0, entries: [] }, visits)).toEqual({ name: 'CLS', value: 0, route: '/' });
  });

  it('When the metric is not one the API takes, or no route is known yet, then nothing is sent', () => {
    expect(vitalReport({ name: 'TTFB', value: 10, entries: [] }, visits)).toBeNull();
    expect(vitalReport({ name: 'LCP', value: 10, entries: [] }, [])).toBeNull();
  });
});
