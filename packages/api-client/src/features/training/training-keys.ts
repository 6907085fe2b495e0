/** Keys double as paths: the generic query function joins their string parts into the URL. */
export const programKeys = {
  all: ['/api/workout-programs'] as const,
  lists: () => [...programKeys.all, { list: true }] as const,
  list: (filters: { userId?: string; instructorId?: string }) => [...programKeys.lists(), filters] as const,
  activity: (programId: string) => [...programKeys.all, programId, 'activity'] as const,
};

/** The signed-in client's own training data (spec section 7: /api/user/*). */
export const trackerKeys = {
  all: ['/api/user'] as const,
  programs: () => [...trackerKeys.all, 'workout-programs'] as const,
  logs: () => [...trackerKeys.all, 'exercise-logs'] as const,
  progress: () => [...trackerKeys.all, 'workout-progress'] as const,
};

export const instructorClientKeys = {
  all: ['/api/instructor/clients'] as const,
  list: (instructorId?: string) => [...instructorClientKeys.all, { instructorId }] as const,
};
