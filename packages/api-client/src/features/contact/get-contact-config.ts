import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@wsms/api-client/session';
import * as content from '../../generated/content-routes';
import { contactKeys } from './contact-keys';

/** Whether the bot-check widget is on: a Turnstile site key, or null. */
export const getContactConfig = () => callApi(content.contactConfig);

export const contactConfigQueryOptions = () => queryOptions({ queryKey: contactKeys.config(), queryFn: getContactConfig });

export function useContactConfig() {
  return useQuery(contactConfigQueryOptions());
}
