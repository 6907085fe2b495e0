import { adminSystemSchema, instanceSummarySchema } from '../system.schema';
import { auditApi } from './audit.routes';
import { defineRoute } from './route-contract';

/** Mounted by the service kit in every service (like /internal/audit-log): read by the gateway for the System tab. */
export const systemApi = {
  internalSystemSummary: defineRoute({
    method: 'get',
    path: '/internal/system/summary',
    auth: 'internal',
    summary: "This instance's own figures from its metrics: version, uptime, requests, 5xx answers and latency over the last minute, and its service's figures",
    request: {},
    responses: { 200: instanceSummarySchema },
  }),
};

/** Every route the service kit mounts in every service. */
export const serviceKitApi = { ...auditApi, ...systemApi };

/** Answered by the gateway itself: it alone knows every instance of every service. */
export const gatewayApi = {
  adminSystem: defineRoute({
    method: 'get',
    path: '/api/admin/system',
    auth: 'admin',
    summary: 'Every service with its instances (up, version, uptime), requests per minute, error rate and p95, the outbox, the report feed lag, real visitors’ Core Web Vitals and the last backup',
    description:
      'Gathered from each instance’s own metrics at the time of asking. An instance that does not answer is `up: false`; the figures it would have given are left out (null when no instance of that service answered).',
    request: {},
    responses: { 200: adminSystemSchema },
  }),
};
