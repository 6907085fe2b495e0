import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@wsms/api-client/session';
import type { ContactSubmission } from '@wsms/contracts';
import * as content from '../../generated/content-routes';
import { contactKeys } from './contact-keys';

/** The messages sent through the contact form, newest first (admins). */
export const getContactMessages = () => callApi(content.listContact, undefined, { failure: 'Failed to fetch messages' });

export const contactMessagesQueryOptions = () => queryOptions({ queryKey: contactKeys.lists(), queryFn: getContactMessages });

export const useContactMessages = () => useQuery(contactMessagesQueryOptions());

export function useMarkContactRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) =>
      callApi(content.markContactRead, { params: { id }, body: { read } }, { failure: 'Failed to update message' }),
    onSuccess: (updated) =>
      queryClient.setQueryData<ContactSubmission[]>(contactKeys.lists(), (list) => list?.map((m) => (m.id === updated.id ? updated : m))),
  });
}
