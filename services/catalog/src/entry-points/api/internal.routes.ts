import { Router, type RequestHandler } from 'express';
import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { forbidden, notFound, validate } from '@wsms/service-kit';
import type { instructorRepository } from '../../data-access/instructor-repository';

function requireInternalSecret(secret: string): RequestHandler {
  const expected = Buffer.from(secret);
  return (req, _res, next) => {
    const given = Buffer.from(String(req.headers['x-internal-secret'] ?? ''));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw forbidden();
    next();
  };
}

/** For other services only (the gateway never forwards /internal): includes inactive records. */
export function internalRoutes(secret: string, instructors: ReturnType<typeof instructorRepository>) {
  const router = Router();
  router.use('/internal', requireInternalSecret(secret));
  router.get('/internal/instructors', validate({ query: z.object({ email: z.email().max(254) }) }), async (_req, res) => {
    const instructor = await instructors.findByEmail(res.locals.query.email);
    if (!instructor) throw notFound('Instructor not found');
    res.json(instructor);
  });
  router.get('/internal/instructors/:id', validate({ params: z.object({ id: z.string().min(1).max(64) }) }), async (_req, res) => {
    const instructor = await instructors.findById(res.locals.params.id);
    if (!instructor) throw notFound('Instructor not found');
    res.json(instructor);
  });
  return router;
}
