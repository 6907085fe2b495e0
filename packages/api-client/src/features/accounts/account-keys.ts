/** Accounts' query keys (they name data, never URLs): the admin's users and audit log. */
export const accountKeys = {
  all: ['accounts'] as const,
  lists: () => [...accountKeys.all, 'list'] as const,
  auditLog: () => [...accountKeys.all, 'audit-log'] as const,
  auditPage: (before?: string) => [...accountKeys.auditLog(), { before }] as const,
};
