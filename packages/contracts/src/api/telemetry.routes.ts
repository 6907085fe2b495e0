import { telemetryMessages, vitalReportSchema } from '../telemetry.schema';
import { defineRoute } from './route-contract';

/** services/content: what real visitors' browsers measure (anonymous, limited per address). */
export const telemetryApi = {
  reportVital: defineRoute({
    method: 'post',
    path: '/api/telemetry/vitals',
    auth: 'public',
    summary: "Record one Core Web Vital (LCP, INP in ms; CLS) of a real visit, by the page's route template",
    description: 'Feeds the histograms `wsms_web_vitals_lcp_seconds`, `wsms_web_vitals_inp_seconds` and `wsms_web_vitals_cls` (label `route`) of the instance that takes it.',
    request: { body: vitalReportSchema },
    responses: { 204: null, 429: `${telemetryMessages.tooMany} (see Retry-After)` },
  }),
};
