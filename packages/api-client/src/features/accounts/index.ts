export { accountKeys } from './account-keys';
export { getUsers, usersQueryOptions, useUsers, useChangeRole } from './users';
export { AUDIT_PAGE, useAuditPage } from './audit-log';
