import type { z } from 'zod';
import { badRequest } from './app-error';

export function zodIssues(error: z.ZodError) {
  return error.issues.map((issue) => ({ path: issue.path.join('.') || '(root)', message: issue.message }));
}

// zod's own English messages (its locale), as opposed to the texts our schemas give (the spec's).
const ZOD_DEFAULT_MESSAGE = /^(Invalid (input|option|string|number|key|value|discriminator)\b|Too (small|big):|Unrecognized keys?:)/;

/**
 * The 400's message: the first problem's own text when a schema wrote it ('Username must be at least
 * 3 characters', what a person reads in a toast); zod's generic texts say which part and field they
 * are about. `errors` always lists every problem with its path.
 */
function badInputMessage(what: string, first: { path: string; message: string } | undefined): string {
  if (!first) return what;
  if (!ZOD_DEFAULT_MESSAGE.test(first.message)) return first.message;
  return first.path === '(root)' ? `${what}: ${first.message}` : `${what}: ${first.path} — ${first.message}`;
}

export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, what = 'Invalid request'): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = zodIssues(result.error);
  throw badRequest(badInputMessage(what, errors[0]), errors);
}
