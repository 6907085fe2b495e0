import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuditLogResponse, RoleChangeInput, RoleChangeResponse } from '@wsms/contracts';
import { adminKeys } from '../../../api/admin-keys';
import { readJson, writeJson } from '../../../api/request';

const PAGE = 25;

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string } & RoleChangeInput) =>
      writeJson<RoleChangeResponse>('PUT', `/api/auth/users/${encodeURIComponent(userId)}/role`, { role }, 'Failed to change role'),
    // The overview, the instructor list (a record may have been created) and the log all change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** Newest first, a page at a time; each further page starts before the oldest entry shown. */
export const useAuditLog = () =>
  useInfiniteQuery({
    queryKey: adminKeys.auditLog(),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      readJson<AuditLogResponse>(`/api/auth/audit-log?limit=${PAGE}${pageParam ? `&before=${encodeURIComponent(pageParam)}` : ''}`, 'audit log'),
    getNextPageParam: (last) => (last.entries.length < PAGE ? undefined : last.entries.at(-1)?.at),
  });
