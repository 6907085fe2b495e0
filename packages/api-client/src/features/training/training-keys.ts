/** Training's query keys (they name data, never URLs). */
export const programKeys = {
  all: ['workout-programs'] as const,
  lists: () => [...programKeys.all, 'list'] as const,
  list: (filters: { userId?: string; instructorId?: string }) => [...programKeys.lists(), filters] as const,
  detail: (programId: string) => [...programKeys.all, 'detail', programId] as const,
  activity: (programId: string) => [...programKeys.detail(programId), 'activity'] as const,
  logs: (programId: string, limit?: number) => [...programKeys.detail(programId), 'logs', { limit }] as const,
};

/** The signed-in client's own training data (the Workout Tracker). */
export const trackerKeys = {
  all: ['tracker'] as const,
  programs: () => [...trackerKeys.all, 'programs'] as const,
  logs: () => [...trackerKeys.all, 'logs'] as const,
  logPages: (workoutProgramId?: string, limit?: number) => [...trackerKeys.logs(), 'pages', { workoutProgramId, limit }] as const,
  progress: () => [...trackerKeys.all, 'progress'] as const,
  summaries: () => [...trackerKeys.all, 'summaries'] as const,
};

export const instructorClientKeys = {
  all: ['instructor-clients'] as const,
  list: (instructorId?: string) => [...instructorClientKeys.all, { instructorId }] as const,
  /** The paged list (its pages loaded so far). */
  pages: (instructorId?: string, limit?: number) => [...instructorClientKeys.list(instructorId), 'pages', { limit }] as const,
};
