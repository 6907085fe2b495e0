import { Router } from 'express';
import type { HealthMonitor } from './health-monitor';

export function healthRoutes(monitor: HealthMonitor) {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', service: 'gateway' });
  });
  router.get('/api/health', (_req, res) => {
    const services = monitor.snapshot();
    const allUp = Object.values(services).every((s) => s.status === 'up');
    res
      .status(allUp ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ status: allUp ? 'ok' : 'degraded', services });
  });
  return router;
}
