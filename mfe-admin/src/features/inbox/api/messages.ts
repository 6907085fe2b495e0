import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactSubmission } from '@wsms/contracts';
import { adminKeys } from '../../../api/admin-keys';
import { readJson, writeJson } from '../../../api/request';

export const messagesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.messages(), queryFn: () => readJson<ContactSubmission[]>('/api/contact', 'messages') });

export const useMessages = () => useQuery(messagesQueryOptions());

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) =>
      writeJson<ContactSubmission>('PATCH', `/api/contact/${encodeURIComponent(id)}`, { read }, 'Failed to update message'),
    onSuccess: (updated) =>
      queryClient.setQueryData<ContactSubmission[]>(adminKeys.messages(), (list) => list?.map((m) => (m.id === updated.id ? updated : m))),
  });
}
