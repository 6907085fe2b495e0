import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { callApi, usePagedList, type ApiPage } from '@wsms/api-client/session';
import * as content from '../../generated/content-routes';
import { contactKeys } from './contact-keys';

const failure = 'Failed to fetch messages';

/** The first page of the messages sent through the contact form, newest first (admins). */
export const getContactMessages = () => callApi(content.listContact, undefined, { failure });

/** The contact inbox as a paged list, newest first (admins): the first page at once, Load more for the next. */
export const useContactMessages = () => usePagedList({ queryKey: contactKeys.lists(), route: content.listContact, options: { failure } });

export function useMarkContactRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) =>
      callApi(content.markContactRead, { params: { id }, body: { read } }, { failure: 'Failed to update message' }),
    onSuccess: (updated) =>
      queryClient.setQueryData<InfiniteData<ApiPage<(typeof content.listContact)['contract'] & object>>>(contactKeys.lists(), (data) =>
        data && { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map((m) => (m.id === updated.id ? updated : m)) })) },
      ),
  });
}
