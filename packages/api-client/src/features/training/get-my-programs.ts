import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@wsms/api-client/session';
import * as content from '../../generated/content-routes';
import { trackerKeys } from './training-keys';

/** The caller's assigned and purchased programs. */
export const getMyPrograms = () => callApi(content.myPrograms, undefined, { failure: 'Failed to fetch workout programs' });

export const myProgramsQueryOptions = () => queryOptions({ queryKey: trackerKeys.programs(), queryFn: getMyPrograms });

export const useMyPrograms = () => useQuery(myProgramsQueryOptions());
