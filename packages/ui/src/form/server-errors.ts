import type { FieldHost, FieldValues, Path } from './field-props';

export interface FieldIssue {
  path: string;
  message: string;
}

const isIssue = (value: unknown): value is FieldIssue =>
  typeof value === 'object' && value !== null && typeof (value as FieldIssue).path === 'string' && typeof (value as FieldIssue).message === 'string';

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The field issues of a 400 answer (`{ message, errors: [{ path, message }] }`), read from an
 * api-client error's `body` (read here, in the form's lazy code, not in the always-loaded data layer).
 */
export function fieldIssues(error: unknown): FieldIssue[] {
  if (typeof error !== 'object' || error === null) return [];
  const { status, body } = error as { status?: unknown; body?: unknown };
  if (status !== 400 || typeof body !== 'string') return [];
  const errors = (parse(body) as { errors?: unknown } | undefined)?.errors;
  return Array.isArray(errors) ? errors.filter(isIssue) : [];
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
