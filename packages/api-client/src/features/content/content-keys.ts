/** Digital content's query keys (they name data, never URLs). */
export const digitalProductKeys = {
  all: ['digital-products'] as const,
  lists: () => [...digitalProductKeys.all, 'list'] as const,
  /** What the signed-in buyer owns, with its embed and download addresses. */
  owned: () => [...digitalProductKeys.all, 'owned'] as const,
};
