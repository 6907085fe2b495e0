export { accountKeys } from './account-keys';
export { getUsers, usersQueryOptions, useUsers, useUserPages, useChangeRole, useChangeClinician } from './users';
export { AUDIT_PAGE, useAuditPage } from './audit-log';
