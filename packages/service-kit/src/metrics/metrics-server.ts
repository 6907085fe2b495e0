import { createServer, type Server } from 'node:http';
import { register } from 'prom-client';
import type { Logger } from '../logger';

export interface MetricsServer {
  port: number;
  host: string;
  url: string;
  close: () => Promise<void>;
}

/**
 * The metrics port (METRICS_PORT, default the service's own port + 1000; a service on port 0, as in
 * tests, or above 64535 gets a free one), bound to 127.0.0.1 unless METRICS_HOST says otherwise.
 */
export const metricsPortFor = (port: number, metricsPort?: number) => metricsPort ?? (port === 0 || port + 1000 > 65535 ? 0 : port + 1000);

/** Serves GET /metrics (Prometheus text format) of this process on its own internal port; nothing else. */
export function startMetricsServer({ port, host, logger }: { port: number; host: string; logger?: Logger }): Promise<MetricsServer> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    register.metrics().then(
      (text) => res.writeHead(200, { 'content-type': register.contentType }).end(text),
      (err: unknown) => {
        logger?.error({ err }, 'metrics scrape failed');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable');
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : port;
      const url = `http://${host.includes(':') ? `[${host}]` : host}:${bound}/metrics`;
      logger?.info({ metricsPort: bound, host }, `metrics at ${url}`);
      resolve({
        port: bound,
        host,
        url,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
