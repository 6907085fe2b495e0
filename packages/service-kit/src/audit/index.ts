export { auditChanges, auditTarget } from './audit-changes';
export { auditTrailOf, setAuditTrail } from './audit-context';
export { auditRoutes } from './audit-routes';
export { AUDIT_COLLECTION, auditListKey, auditUnavailable, createAuditTrail, type AuditIntent, type AuditTrail } from './audit-trail';
