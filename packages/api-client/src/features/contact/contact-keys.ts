/** Contact's query keys (they name data, never URLs). */
export const contactKeys = {
  all: ['contact'] as const,
  config: () => [...contactKeys.all, 'config'] as const,
  lists: () => [...contactKeys.all, 'list'] as const,
  /** The inbox heading's unread count (a count query). */
  counts: () => [...contactKeys.all, 'counts'] as const,
  /** The inbox as a paged list, every message or those a search names. */
  list: (filters: { q?: string } = {}) => [...contactKeys.lists(), filters] as const,
};
