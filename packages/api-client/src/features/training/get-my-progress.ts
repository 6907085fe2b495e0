import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@wsms/api-client/session';
import * as content from '../../generated/content-routes';
import { trackerKeys } from './training-keys';

/** The caller's progress, keyed by program id. */
export const getMyProgress = () => callApi(content.myProgress, undefined, { failure: 'Failed to fetch workout progress' });

export const myProgressQueryOptions = () => queryOptions({ queryKey: trackerKeys.progress(), queryFn: getMyProgress });

export const useMyProgress = () => useQuery(myProgressQueryOptions());
