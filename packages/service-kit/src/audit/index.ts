export { auditChanges, auditTarget } from './audit-changes';
export { auditTrailOf, setAuditTrail } from './audit-context';
export { auditRoutes } from './audit-routes';
export { httpAuditSink, startAuditRelay } from './audit-relay';
export { AUDIT_COLLECTION, auditListKey, auditUnavailable, createAuditTrail, type AuditIntent, type AuditSink, type AuditTrail } from './audit-trail';
