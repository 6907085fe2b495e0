/** Keys double as paths: the generic query function joins their string parts into the URL. */
export const authKeys = {
  all: ['/api/auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
  users: () => [...authKeys.all, 'users'] as const,
};
