import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@wsms/api-client/session';
import * as content from '../../generated/content-routes';
import { trackerKeys } from './training-keys';

/** The caller's logs, newest first. */
export const getMyLogs = () => callApi(content.myLogs, undefined, { failure: 'Failed to fetch exercise logs' });

export const myLogsQueryOptions = () => queryOptions({ queryKey: trackerKeys.logs(), queryFn: getMyLogs });

export const useMyLogs = () => useQuery(myLogsQueryOptions());
