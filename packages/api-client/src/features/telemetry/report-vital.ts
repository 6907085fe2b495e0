import { callApi } from '@wsms/api-client/session';
import type { VitalReport } from '@wsms/contracts/telemetry';
import * as content from '../../generated/content-routes';

/** One Core Web Vital of this visit (POST /api/telemetry/vitals), sent with keepalive: it still goes as the page is hidden or left. */
export const reportVital = (body: VitalReport) => callApi(content.reportVital, { body }, { keepalive: true });
