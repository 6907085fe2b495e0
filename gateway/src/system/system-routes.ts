import { Router } from 'express';
import { gatewayApi } from '@wsms/contracts/api';
import { hasRole } from '@wsms/contracts/roles';
import { createInstanceSummary, type Logger } from '@wsms/service-kit';
import { internalClient } from '@wsms/service-kit/internal-client';
import type { HealthMonitor } from '../health/health-monitor';
import { hasSessionCookie, type SessionLookup } from '../identity/session-lookup';
import { sendUnavailable } from '../proxy/service-messages';
import { serviceNames, type ServiceName } from '../routes/service-names';
import { ownOrigin, requestId } from '../security/request-context';
import { systemOverview, type InstanceAnswer } from './system-overview';

/** How long one instance may take to answer before it counts as down for this answer (booking's gauge reads may take 2 s). */
const ASK_TIMEOUT_MS = 2500;

interface SystemRoutesOptions {
  urls: Record<ServiceName, readonly string[]>;
  monitor: HealthMonitor;
  lookupSession: SessionLookup<unknown>;
  internalSecret: string;
  logger: Logger;
}

/**
 * GET /api/admin/system, answered by the gateway itself: it alone knows every instance. Each one is
 * asked for its own summary at once; one that does not answer is `up: false` and the answer still comes.
 */
export function systemRoutes({ urls, monitor, lookupSession, internalSecret, logger }: SystemRoutesOptions) {
  const own = createInstanceSummary({ service: 'gateway' });
  own.start();

  const ask = async (name: ServiceName, url: string): Promise<InstanceAnswer> => {
    const client = internalClient('everyService', { baseUrl: url, secret: internalSecret, timeoutMs: ASK_TIMEOUT_MS, retries: 0 });
    try {
      return { url, summary: await client.internalSystemSummary() };
    } catch (err) {
      logger.warn({ service: name, url, err }, 'an instance did not give its system summary (shown as down)');
      return { url, summary: null };
    }
  };

  const router = Router();
  router.get(gatewayApi.adminSystem.path, async (req, res) => {
    const cookie = req.headers.cookie;
    // Who is asking is the auth service's answer, as for every proxied route; without it nobody can be checked.
    if (hasSessionCookie(cookie) && !monitor.isAvailable('auth')) return sendUnavailable(res, 'auth');
    const session = hasSessionCookie(cookie) ? await lookupSession(cookie as string, requestId(req)) : null;
    if (!session) return void res.status(401).json({ message: 'Not authenticated' });
    if (!hasRole(session.identity.role, 'admin')) return void res.status(403).json({ message: 'Insufficient role' });
    const services = await Promise.all(serviceNames.map(async (name) => ({ name, answers: await Promise.all(urls[name].map((url) => ask(name, url))) })));
    const gateway = { name: 'gateway', answers: [{ url: ownOrigin(req), summary: await own.summary() }] };
    res.set('Cache-Control', 'no-store').json(systemOverview([gateway, ...services], new Date()));
  });
  return { router, stop: () => own.stop() };
}
