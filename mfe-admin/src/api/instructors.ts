import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Instructor } from '@wsms/contracts';
import { adminKeys } from './admin-keys';
import { readFullList } from './request';

/** Every instructor, inactive ones included (the full list, for admins only). */
export const getAllInstructors = () => readFullList<Instructor>('/api/instructors', 'instructors');

export const allInstructorsQueryOptions = () => queryOptions({ queryKey: adminKeys.instructors(), queryFn: getAllInstructors });

export const useAllInstructors = () => useQuery(allInstructorsQueryOptions());
