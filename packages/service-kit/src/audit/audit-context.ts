import type { Express, Request } from 'express';
import type { AuditTrail } from './audit-trail';

const KEY = 'auditTrail';

/** createService gives every service app its audit trail; route() finds it through the request. */
export const setAuditTrail = (app: Express, trail: AuditTrail) => {
  app.locals[KEY] = trail;
};

export const auditTrailOf = (req: Request): AuditTrail | undefined => req.app?.locals[KEY] as AuditTrail | undefined;
