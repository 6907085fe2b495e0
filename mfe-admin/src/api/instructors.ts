import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Instructor } from '@wsms/contracts';
import { adminKeys } from './admin-keys';
import { readJson } from './request';

/** Every instructor, inactive ones included (the service shows those to admins only). */
export const getAllInstructors = () => readJson<Instructor[]>('/api/instructors', 'instructors');

export const allInstructorsQueryOptions = () => queryOptions({ queryKey: adminKeys.instructors(), queryFn: getAllInstructors });

export const useAllInstructors = () => useQuery(allInstructorsQueryOptions());
