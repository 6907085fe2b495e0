import type { z } from 'zod';
import { badRequest } from './app-error';

export function zodIssues(error: z.ZodError) {
  return error.issues.map((issue) => ({ path: issue.path.join('.') || '(root)', message: issue.message }));
}

export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, what = 'Invalid request'): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = zodIssues(result.error);
  const first = errors[0];
  throw badRequest(first ? `${what}: ${first.path} — ${first.message}` : what, errors);
}
