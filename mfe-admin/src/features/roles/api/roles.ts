import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuditLogResponse, RoleChangeInput, RoleChangeResponse } from '@wsms/contracts';
import { adminKeys } from '../../../api/admin-keys';
import { readJson, writeJson } from '../../../api/request';

export const AUDIT_PAGE = 25;

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string } & RoleChangeInput) =>
      writeJson<RoleChangeResponse>('PUT', `/api/auth/users/${encodeURIComponent(userId)}/role`, { role }, 'Failed to change role'),
    // The overview, the instructor list (a record may have been created) and the log all change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** One page of the log, newest first: from the newest entry, or older than `before` (the oldest entry shown). */
export const useAuditPage = (before: string | undefined) =>
  useQuery({
    queryKey: [...adminKeys.auditLog(), before ?? 'newest'],
    queryFn: () =>
      readJson<AuditLogResponse>(`/api/auth/audit-log?limit=${AUDIT_PAGE}${before ? `&before=${encodeURIComponent(before)}` : ''}`, 'audit log'),
  });
