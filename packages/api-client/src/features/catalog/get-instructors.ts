import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Instructor } from '@wsms/contracts';
import { instructorKeys } from './catalog-keys';
import { fillInstructor } from '../../lib/list-defaults';
import { readList } from './read-list';

/** Active instructors (the server already hides inactive ones from the public). */
export async function getInstructors(): Promise<Instructor[]> {
  const instructors = await readList<Instructor>('/api/instructors', 'instructors');
  return instructors.map(fillInstructor).filter((instructor) => instructor.isActive !== false);
}

export const instructorsQueryOptions = () => queryOptions({ queryKey: instructorKeys.all, queryFn: getInstructors });

export function useInstructors() {
  return useQuery(instructorsQueryOptions());
}
