import { Router } from 'express';
import { auditApi } from '@wsms/contracts/api';
import { route } from '../route';
import type { AuditTrail } from './audit-trail';

/** The kit's own route in every service (like /healthz): read by the auth service's audit-log view. */
export function auditRoutes(trail: AuditTrail) {
  const router = Router();
  route(router, auditApi.internalAuditLog, ({ query }) => trail.list(query));
  return router;
}
