import { Router } from 'express';
import { auditApi } from '@wsms/contracts/api';
import { pageRequest } from '../paging/keyset';
import { sendPage } from '../paging/link';
import { route } from '../route';
import type { AuditTrail } from './audit-trail';

/** The kit's own route in every service (like /healthz): read by the auth service's audit-log view. */
export function auditRoutes(trail: AuditTrail) {
  const router = Router();
  route(router, auditApi.internalAuditLog, async (input) => sendPage(input, await trail.list(pageRequest(input.query))));
  return router;
}
