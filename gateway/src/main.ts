// First: tracing patches http, express and mongodb as they load.
import '@wsms/service-kit/tracing/register';
import { metricsPortFor, startMetricsServer, type MetricsServer } from '@wsms/service-kit';
import { loadConfig } from './config';
import { createGateway } from './app';

function main() {
  const config = loadConfig();
  const gateway = createGateway(config);
  const { logger } = gateway;
  let metrics: MetricsServer | null = null;
  const server = gateway.app.listen(config.PORT, config.HOST, () => {
    logger.info({ port: config.PORT, host: config.HOST }, 'gateway listening');
    startMetricsServer({ port: metricsPortFor(config.PORT, config.METRICS_PORT), host: config.METRICS_HOST, logger }).then(
      (running) => {
        metrics = running;
      },
      (error: unknown) => {
        logger.fatal({ err: error }, 'gateway metrics port could not start');
        process.exit(1);
      },
    );
  });
  server.on('error', (error) => {
    logger.fatal({ err: error }, 'gateway could not start');
    process.exit(1);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    gateway.close();
    void metrics?.close();
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => {
      server.closeAllConnections();
      process.exit(0);
    }, 5000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
