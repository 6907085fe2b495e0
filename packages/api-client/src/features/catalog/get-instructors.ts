import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@wsms/api-client/session';
import type { Instructor } from '@wsms/contracts';
import * as catalog from '../../generated/catalog-routes';
import { fillInstructor } from '../../lib/list-defaults';
import { instructorKeys } from './catalog-keys';

const failure = 'Failed to fetch instructors';

/** Active instructors (the server already hides inactive ones from the public). */
export async function getInstructors(): Promise<Instructor[]> {
  const instructors = await callApi(catalog.listInstructors, undefined, { failure });
  return instructors.map(fillInstructor).filter((instructor) => instructor.isActive !== false);
}

export const instructorsQueryOptions = () => queryOptions({ queryKey: instructorKeys.list(), queryFn: getInstructors });

export function useInstructors() {
  return useQuery(instructorsQueryOptions());
}

/** Every instructor, inactive ones included (admins only). */
export const getAllInstructors = () => callApi(catalog.listInstructors, { query: { scope: 'all' } }, { failure });

export const allInstructorsQueryOptions = () => queryOptions({ queryKey: instructorKeys.list('all'), queryFn: getAllInstructors });

export const useAllInstructors = () => useQuery(allInstructorsQueryOptions());
