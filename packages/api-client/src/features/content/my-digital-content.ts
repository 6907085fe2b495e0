import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@wsms/api-client/session';
import * as content from '../../generated/content-routes';
import { digitalProductKeys } from './content-keys';

/** The caller's bought videos, PDFs and programs. */
export const getMyDigitalContent = () => callApi(content.myDigitalContent, undefined, { failure: 'Failed to fetch digital content' });

export const myDigitalContentQueryOptions = () => queryOptions({ queryKey: digitalProductKeys.owned(), queryFn: getMyDigitalContent });

export const useMyDigitalContent = () => useQuery(myDigitalContentQueryOptions());
