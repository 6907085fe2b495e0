export { auditChanges, auditTarget } from './audit-changes';
export { auditTrailOf, setAuditTrail } from './audit-context';
export { auditRoutes } from './audit-routes';
export { httpAuditSink, startAuditRelay } from './audit-relay';
export { AUDIT_COLLECTION, AUDIT_UPDATES_PER_WRITE, auditListKey, chunksOf, auditUnavailable, createAuditTrail, type AuditIntent, type AuditSink, type AuditTrail } from './audit-trail';
