/** Keys double as paths: the generic query function joins their string parts into the URL. */
export const contactKeys = {
  all: ['/api/contact'] as const,
  config: () => [...contactKeys.all, 'config'] as const,
};
