import express, { type Express, type Router } from 'express';
import helmet from 'helmet';
import type { Server } from 'node:http';
import type mongoose from 'mongoose';
import { auditRoutes, createAuditTrail, setAuditTrail, startAuditRelay, type AuditSink } from './audit';
import { connectDatabase, isDatabaseReachable } from './database';
import { errorHandler, notFoundHandler } from './error-handler';
import { readIdentity } from './identity';
import { readInternalCaller, requireInternalCaller } from './internal-caller';
import { createLogger, type Logger } from './logger';
import { httpMetrics, metricsPortFor, startMetricsServer, type MetricsServer } from './metrics';
import { ensureRateLimitIndexes } from './rate-limit';
import { readRequestContext } from './request-context';
import { requestLog } from './request-log';
import { rejectUnsafeKeys } from './safe-body';
import { createInstanceSummary, systemRoutes } from './system';
import { traceIdHeader } from './tracing/trace-id';
import type { BaseServiceConfig } from './config';
import type { SystemFigures } from '@wsms/contracts/system';

export interface ServiceContext<C extends BaseServiceConfig> {
  config: C;
  db: mongoose.Connection;
  logger: Logger;
}

export interface ServiceDefinition<C extends BaseServiceConfig> {
  name: string;
  config: C;
  bodyLimit?: string;
  /** Mount the service's routes; may prepare indexes or seed data first. */
  routes: (ctx: ServiceContext<C>) => Promise<Router> | Router;
  /** Middleware that must run before JSON parsing (e.g. a webhook needing the raw body). */
  beforeJson?: (app: Express, ctx: ServiceContext<C>) => void;
  /**
   * Where this service's audit entries go for the admins' audit log (the auth service's copy; see
   * audit-relay.ts). Asked after `routes`. None: entries stay unrelayed in the service's own log.
   */
  auditSink?: (ctx: ServiceContext<C>) => AuditSink | undefined;
  /** How often entries not yet taken by the sink are sent again (ms; default 2000). */
  auditRelayMs?: number;
  /**
   * The service's own figures for the admins' System tab (booking's outbox and feed lag, content's
   * vitals, auth's last backup), read when the gateway asks; asked after `routes`.
   */
  systemFigures?: (ctx: ServiceContext<C>) => () => Promise<SystemFigures>;
}

export interface RunningService {
  app: Express;
  server: Server;
  port: number;
  db: mongoose.Connection;
  /** This process's /metrics (its own port; see metrics/metrics-server.ts). */
  metrics: MetricsServer;
  stop: () => Promise<void>;
}

export async function createService<C extends BaseServiceConfig>(def: ServiceDefinition<C>) {
  const logger = createLogger(def.name, def.config.LOG_LEVEL);
  const db = await connectDatabase(def.config.MONGODB_URI);
  const ctx: ServiceContext<C> = { config: def.config, db, logger };
  await ensureRateLimitIndexes(db);
  const auditTrail = createAuditTrail(db, def.name);
  await auditTrail.ensureIndexes();
  await auditTrail.backfillListKeys();
  await auditTrail.markUnrelayed();

  const app = express();
  app.disable('x-powered-by');
  // No 'trust proxy': X-Forwarded-For is never honoured here; the gateway signs the client address instead.
  app.set('trust proxy', false);
  app.set('query parser', 'simple');
  app.use(helmet());
  app.use(traceIdHeader, requestLog(logger));
  app.use(httpMetrics({ service: def.name }));
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', service: def.name });
  });
  app.get('/readyz', async (_req, res) => {
    const database = await isDatabaseReachable(db);
    res.status(database ? 200 : 503).json({ status: database ? 'ok' : 'unavailable', service: def.name, database });
  });
  def.beforeJson?.(app, ctx);
  app.use(express.json({ limit: def.bodyLimit ?? '100kb', strict: true }));
  app.use(rejectUnsafeKeys);
  app.use(readIdentity(def.config.IDENTITY_PUBLIC_KEY), readInternalCaller(def.config.INTERNAL_SECRET));
  app.use(readRequestContext(def.config.INTERNAL_SECRET, def.config.NODE_ENV));
  app.use('/internal', requireInternalCaller);
  setAuditTrail(app, auditTrail);
  app.use(auditRoutes(auditTrail));
  // Mounted ahead of the service's routes like the audit log; its figures are known once they are built.
  let figures = async (): Promise<SystemFigures> => ({});
  // A figure that cannot be read leaves it out of this answer: the instance itself still answers (and is shown up).
  const readFigures = () =>
    figures().catch((err: unknown): SystemFigures => {
      logger.warn({ err }, 'system figures could not be read (left out of this summary)');
      return {};
    });
  const summary = createInstanceSummary({ service: def.name, figures: readFigures });
  app.use(systemRoutes(summary));
  app.use(await def.routes(ctx));
  figures = def.systemFigures?.(ctx) ?? figures;
  const sink = def.auditSink?.(ctx);
  if (sink) auditTrail.relayTo(sink, (err, entries) => logger.warn({ err, auditIds: entries.map((e) => e.id) }, 'audit entry not relayed yet (the relay retries)'));
  app.use(notFoundHandler);
  app.use(errorHandler);

  const listen = (port = def.config.PORT, host = def.config.HOST): Promise<RunningService> =>
    new Promise((resolve, reject) => {
      const server = app.listen(port, host);
      server.once('error', reject);
      server.once('listening', () => {
        const address = server.address();
        const boundPort = typeof address === 'object' && address ? address.port : port;
        logger.info({ port: boundPort, host }, `${def.name} listening`);
        startMetricsServer({ port: metricsPortFor(port, def.config.METRICS_PORT), host: def.config.METRICS_HOST, logger }).then(
          (metrics) => resolve(started(server, boundPort, metrics)),
          (err: unknown) => {
            server.close();
            reject(err);
          },
        );
      });
    });

  const started = (server: Server, boundPort: number, metrics: MetricsServer): RunningService => {
    const relay = startAuditRelay(auditTrail, logger, def.auditRelayMs ?? 2000);
    summary.start();
    const stop = async () => {
      summary.stop();
      await relay.stop();
      await metrics.close();
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), 5000).unref();
      });
      await db.close();
    };
    return { app, server, port: boundPort, db, metrics, stop };
  };

  return { app, ctx, listen };
}

/** Start a service as a process: listen, and close cleanly on SIGTERM/SIGINT. */
export async function runService<C extends BaseServiceConfig>(def: ServiceDefinition<C>) {
  const service = await createService(def);
  const running = await service.listen();
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    service.ctx.logger.info({ signal }, 'shutting down');
    running.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  return running;
}
