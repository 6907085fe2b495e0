import { Histogram, register } from 'prom-client';
import type { VitalName, VitalReport } from '@wsms/contracts';

/** Distinct `route` labels one process keeps; past that a new template is counted under OTHER_ROUTE. */
export const MAX_ROUTES = 100;
export const OTHER_ROUTE = '(other)';

const definitions: Record<VitalName, { name: string; help: string; buckets: number[]; divisor: number }> = {
  LCP: {
    name: 'wsms_web_vitals_lcp_seconds',
    help: 'Largest Contentful Paint of real visits, by route template (seconds)',
    buckets: [0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 7.5, 10, 20],
    divisor: 1000,
  },
  INP: {
    name: 'wsms_web_vitals_inp_seconds',
    help: 'Interaction to Next Paint of real visits, by route template (seconds)',
    buckets: [0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 0.75, 1, 2],
    divisor: 1000,
  },
  CLS: {
    name: 'wsms_web_vitals_cls',
    help: 'Cumulative Layout Shift of real visits, by route template',
    buckets: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
    divisor: 1,
  },
};

/** One histogram per vital in prom-client's default registry (shared by every service started in the process). */
function histogramOf(vital: VitalName): Histogram<'route'> {
  const { name, help, buckets } = definitions[vital];
  const existing = register.getSingleMetric(name);
  if (existing instanceof Histogram) return existing as Histogram<'route'>;
  return new Histogram({ name, help, buckets, labelNames: ['route'] });
}

/**
 * Records the browsers' reports. Anyone may send any template, so the labels a process keeps are
 * bounded (MAX_ROUTES): a flood of made-up routes cannot grow the registry without end.
 */
export function webVitalsRecorder(maxRoutes = MAX_ROUTES) {
  const histograms = { LCP: histogramOf('LCP'), INP: histogramOf('INP'), CLS: histogramOf('CLS') };
  const routes = new Set<string>();
  const labelOf = (route: string) => {
    if (routes.has(route)) return route;
    if (routes.size >= maxRoutes) return OTHER_ROUTE;
    routes.add(route);
    return route;
  };
  return {
    record({ name, value, route }: VitalReport) {
      histograms[name].observe({ route: labelOf(route) }, value / definitions[name].divisor);
    },
  };
}
