import { usePagedList } from '@wsms/api-client/session';
import * as content from '../../generated/content-routes';
import { trackerKeys } from './training-keys';

/**
 * The caller's logs (of one program, when named) as a paged list, newest first: the first page
 * (`limit` logs, the service's 50 when left out) at once, Load more for the next.
 */
export const useMyLogPages = (workoutProgramId?: string, { limit, enabled = true }: { limit?: number; enabled?: boolean } = {}) =>
  usePagedList({
    queryKey: trackerKeys.logPages(workoutProgramId, limit),
    route: content.myLogs,
    input: { query: { ...(workoutProgramId ? { workoutProgramId } : {}), ...(limit ? { limit } : {}) } },
    options: { failure: 'Failed to fetch exercise logs' },
    enabled,
  });
