/** Contact's query keys (they name data, never URLs). */
export const contactKeys = {
  all: ['contact'] as const,
  config: () => [...contactKeys.all, 'config'] as const,
  lists: () => [...contactKeys.all, 'list'] as const,
};
