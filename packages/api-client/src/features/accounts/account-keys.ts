/** Accounts' query keys (they name data, never URLs): the admin's users and audit log. */
export const accountKeys = {
  all: ['accounts'] as const,
  lists: () => [...accountKeys.all, 'list'] as const,
  /** One page of one role's accounts (the staff overview's team). */
  role: (role: string) => [...accountKeys.lists(), { role }] as const,
  /** Every account as a paged list (the pages loaded so far). */
  pages: () => [...accountKeys.lists(), 'pages'] as const,
  auditLog: () => [...accountKeys.all, 'audit-log'] as const,
  auditPage: (before?: string) => [...accountKeys.auditLog(), { before }] as const,
};
