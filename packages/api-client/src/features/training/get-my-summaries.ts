import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@wsms/api-client/session';
import * as content from '../../generated/content-routes';
import { trackerKeys } from './training-keys';

/** The tracker's figures of each of the caller's programs, computed by the service (not from every log). */
export const getMySummaries = () => callApi(content.mySummaries, undefined, { failure: 'Failed to fetch your progress' });

export const mySummariesQueryOptions = () => queryOptions({ queryKey: trackerKeys.summaries(), queryFn: getMySummaries });

export const useMySummaries = () => useQuery(mySummariesQueryOptions());
