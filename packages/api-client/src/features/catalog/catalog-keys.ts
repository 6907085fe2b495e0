/** Which list a public list route answers: the public one, or (admins) the full one with inactive or pending records. */
export type ListScope = 'public' | 'all';

/** Catalog's query keys (they name data, never URLs): mutations invalidate through these factories. */
export const instructorKeys = {
  all: ['instructors'] as const,
  lists: () => [...instructorKeys.all, 'list'] as const,
  list: (scope: ListScope = 'public') => [...instructorKeys.lists(), { scope }] as const,
  detail: (id: string) => [...instructorKeys.all, 'detail', id] as const,
  profile: (id: string) => [...instructorKeys.detail(id), 'profile'] as const,
};

export const staffKeys = {
  all: ['staff'] as const,
  lists: () => [...staffKeys.all, 'list'] as const,
  list: (scope: ListScope = 'public') => [...staffKeys.lists(), { scope }] as const,
};

export const testimonialKeys = {
  all: ['testimonials'] as const,
  lists: () => [...testimonialKeys.all, 'list'] as const,
  list: (scope: ListScope = 'public') => [...testimonialKeys.lists(), { scope }] as const,
};
