import type { RequestHandler } from 'express';
import { badRequest } from './app-error';

const forbiddenKey = (key: string) =>
  key.startsWith('$') || key === '__proto__' || key === 'constructor' || key === 'prototype';

function findForbiddenKey(value: unknown, depth = 0): string | null {
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  for (const key of Object.keys(value)) {
    if (forbiddenKey(key)) return key;
    const nested = findForbiddenKey((value as Record<string, unknown>)[key], depth + 1);
    if (nested) return nested;
  }
  return null;
}

/** Refuses operator injection ({"$gt": ""}) and prototype-pollution keys anywhere in a body or query. */
export const rejectUnsafeKeys: RequestHandler = (req, _res, next) => {
  const key = findForbiddenKey(req.body) ?? findForbiddenKey(req.query);
  if (key) throw badRequest(`Field name "${key}" is not allowed`);
  next();
};
