import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactConfig } from '@wsms/contracts';
import { getJson } from '../../lib/query-fn';
import { contactKeys } from './contact-keys';

/** Whether the bot-check widget is on: a Turnstile site key, or null. */
export const getContactConfig = async () => (await getJson<ContactConfig>('/api/contact/config')) as ContactConfig;

export const contactConfigQueryOptions = () => queryOptions({ queryKey: contactKeys.config(), queryFn: getContactConfig });

export function useContactConfig() {
  return useQuery(contactConfigQueryOptions());
}
