import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@wsms/api-client/session';
import * as content from '../../generated/content-routes';
import { programKeys } from './training-keys';

/** The assigned client's compliance and recent logs on a program (for the coach). */
export const getProgramActivity = (programId: string) =>
  callApi(content.programActivity, { params: { id: programId } }, { failure: 'Failed to fetch client activity' });

export const programActivityQueryOptions = (programId: string) =>
  queryOptions({ queryKey: programKeys.activity(programId), queryFn: () => getProgramActivity(programId) });

export const useProgramActivity = (programId: string) => useQuery(programActivityQueryOptions(programId));
