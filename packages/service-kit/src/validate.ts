import type { RequestHandler, Request } from 'express';
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

type Part = 'body' | 'query' | 'params';

/** Validated input lives on res.locals (Express 5 makes req.query read-only). */
export function validate(schemas: Partial<Record<Part, z.ZodType>>): RequestHandler {
  return (req, res, next) => {
    for (const part of Object.keys(schemas) as Part[]) {
      const schema = schemas[part];
      if (schema) res.locals[part] = parseOrThrow(schema, (req as Request)[part] ?? {}, `Invalid ${part}`);
    }
    next();
  };
}
