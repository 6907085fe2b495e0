/** Accounts' query keys (they name data, never URLs): the admin's users and audit log. */
export const accountKeys = {
  all: ['accounts'] as const,
  lists: () => [...accountKeys.all, 'list'] as const,
  /** One page of one role's accounts (the staff overview's team). */
  role: (role: string) => [...accountKeys.lists(), { role }] as const,
  /** Every account (or those a search names) as a paged list (the pages loaded so far). */
  pages: (filters: { q?: string } = {}) => [...accountKeys.lists(), 'pages', filters] as const,
  /** The audit log as a paged list (the pages loaded so far). */
  auditLog: () => [...accountKeys.all, 'audit-log'] as const,
};
