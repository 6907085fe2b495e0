import { Router } from 'express';
import { systemApi } from '@wsms/contracts/api';
import { route } from '../route';
import type { InstanceSummaryTracker } from './instance-summary';

/** The kit's own route in every service: this instance's summary, read by the gateway's System tab. */
export function systemRoutes(tracker: InstanceSummaryTracker) {
  const router = Router();
  route(router, systemApi.internalSystemSummary, () => tracker.summary());
  return router;
}
