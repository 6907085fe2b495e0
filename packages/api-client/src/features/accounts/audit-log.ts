import { useQuery } from '@tanstack/react-query';
import { callApi } from '@wsms/api-client/session';
import * as auth from '../../generated/auth-routes';
import { accountKeys } from './account-keys';

export const AUDIT_PAGE = 25;

/** One page of every admin write, newest first: from the newest entry, or older than `before` (the oldest entry shown). */
export const useAuditPage = (before: string | undefined) =>
  useQuery({
    queryKey: accountKeys.auditPage(before),
    queryFn: () => callApi(auth.auditLog, { query: { limit: AUDIT_PAGE, before } }, { failure: 'Failed to fetch audit log' }),
  });
