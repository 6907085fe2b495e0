import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '@wsms/api-client/session';
import * as content from '../../generated/content-routes';
import { programKeys } from './training-keys';

export interface ProgramFilters {
  userId?: string;
  instructorId?: string;
}

/** Staff see their own, admins every program (narrowed by the filters). */
export const getPrograms = (filters: ProgramFilters = {}) =>
  callApi(content.listPrograms, { query: filters }, { failure: 'Failed to fetch workout programs' });

export const programsQueryOptions = (filters: ProgramFilters = {}) =>
  queryOptions({ queryKey: programKeys.list(filters), queryFn: () => getPrograms(filters) });

export const usePrograms = (filters: ProgramFilters = {}) => useQuery(programsQueryOptions(filters));

/** Every program (admins); a deployment without the programs route yet shows none rather than an error. */
export const useAllPrograms = () =>
  useQuery({
    ...programsQueryOptions(),
    queryFn: () =>
      getPrograms().catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return [];
        throw error;
      }),
  });
