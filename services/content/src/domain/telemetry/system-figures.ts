import type { SystemFigures } from '@wsms/contracts/system';
import { histogramCounts } from '@wsms/service-kit';

/**
 * Content's figures for the System tab: this instance's web-vitals histograms over every route (LCP
 * and INP in seconds, CLS unitless); the gateway adds up the instances and estimates the 75th percentile.
 */
export async function contentSystemFigures(): Promise<SystemFigures> {
  const [lcp, inp, cls] = await Promise.all([
    histogramCounts('wsms_web_vitals_lcp_seconds'),
    histogramCounts('wsms_web_vitals_inp_seconds'),
    histogramCounts('wsms_web_vitals_cls'),
  ]);
  return { vitals: { lcp, inp, cls } };
}
