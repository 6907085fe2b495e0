import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, usePagedList } from '@wsms/api-client/session';
import * as content from '../../generated/content-routes';
import { programKeys } from './training-keys';

/** The assigned client's compliance and recent logs on a program (for the coach). */
export const getProgramActivity = (programId: string) =>
  callApi(content.programActivity, { params: { id: programId } }, { failure: 'Failed to fetch client activity' });

export const programActivityQueryOptions = (programId: string) =>
  queryOptions({ queryKey: programKeys.activity(programId), queryFn: () => getProgramActivity(programId) });

export const useProgramActivity = (programId: string) => useQuery(programActivityQueryOptions(programId));

/** The assigned client's logs on a program as a paged list, newest first (for the coach): `limit` a page (the service's 50 when left out). */
export const useProgramLogPages = (programId: string, { limit, enabled = true }: { limit?: number; enabled?: boolean } = {}) =>
  usePagedList({
    queryKey: programKeys.logs(programId, limit),
    route: content.programLogs,
    input: { params: { id: programId }, query: limit ? { limit } : {} },
    options: { failure: 'Failed to fetch client activity' },
    enabled,
  });
