import { useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { callApi, usePagedList, type ApiPage } from '@wsms/api-client/session';
import * as content from '../../generated/content-routes';
import { contactKeys } from './contact-keys';

const failure = 'Failed to fetch messages';

/** The first page of the messages sent through the contact form, newest first (admins). */
export const getContactMessages = () => callApi(content.listContact, undefined, { failure });

/** The contact inbox as a paged list, newest first (admins): the first page at once, Load more for the next; `q` searches by sender's name or e-mail. */
export const useContactMessages = ({ q = '' }: { q?: string } = {}) =>
  usePagedList({ queryKey: contactKeys.list({ q }), route: content.listContact, input: { query: q ? { q } : {} }, options: { failure } });

/** How many messages are unread, counted by the service (admins). */
export const useContactCounts = () =>
  useQuery({ queryKey: contactKeys.counts(), queryFn: () => callApi(content.contactCounts, undefined, { failure: 'Failed to fetch the unread count' }) });

export function useMarkContactRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) =>
      callApi(content.markContactRead, { params: { id }, body: { read } }, { failure: 'Failed to update message' }),
    onSuccess: (updated) => {
      void queryClient.invalidateQueries({ queryKey: contactKeys.counts() });
      queryClient.setQueriesData<InfiniteData<ApiPage<(typeof content.listContact)['contract'] & object>>>({ queryKey: contactKeys.lists() }, (data) =>
        data && { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map((m) => (m.id === updated.id ? updated : m)) })) },
      );
    },
  });
}
