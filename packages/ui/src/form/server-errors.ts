import type { FieldHost, FieldValues, Path } from './field-props';

export interface FieldIssue {
  path: string;
  message: string;
}

const isIssue = (value: unknown): value is FieldIssue =>
  typeof value === 'object' && value !== null && typeof (value as FieldIssue).path === 'string' && typeof (value as FieldIssue).message === 'string';

/** The field issues of a 400 answer (`{ message, errors: [{ path, message }] }`), from an api-client error's `errors`. */
export function fieldIssues(error: unknown): FieldIssue[] {
  if (typeof error !== 'object' || error === null) return [];
  const { status, errors } = error as { status?: unknown; errors?: unknown };
  return status === 400 && Array.isArray(errors) ? errors.filter(isIssue) : [];
}

/**
 * Puts a server 400's messages under the fields they name (the first per field) and focuses the
 * first of them. `prefix` is the part of the server's path outside the form (`bookingData.`).
 * Returns whether any message landed on a field.
 */
export function applyServerErrors<V extends FieldValues>(form: FieldHost<V>, error: unknown, { prefix = '' } = {}): boolean {
  const values: Record<string, unknown> = form.getValues();
  let applied = 0;
  for (const issue of fieldIssues(error)) {
    if (!issue.path.startsWith(prefix)) continue;
    const name = issue.path.slice(prefix.length) as Path<V>;
    if (!(name.split('.')[0]! in values) || form.getFieldState(name).error) continue;
    form.setError(name, { type: 'server', message: issue.message }, { shouldFocus: applied === 0 });
    applied += 1;
  }
  return applied > 0;
}
