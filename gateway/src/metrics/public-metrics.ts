import { Router } from 'express';

/**
 * The public site has no /metrics, whatever the Accept header (a browser would otherwise get the
 * shell's page): each process serves its figures on its internal metrics port only (main.ts).
 */
export function refusePublicMetrics() {
  const router = Router();
  router.all(/^\/metrics(\/.*)?$/, (_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  return router;
}
