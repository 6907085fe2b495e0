import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';

/** A remote served from its own origin (a CDN or a remote's own container): counts routes.json reads. */
export async function startFakeRemoteHost(routes: unknown) {
  let reply: { status: number; body: string } = { status: 200, body: JSON.stringify(routes) };
  let routesRequests = 0;
  const server: Server = createServer((req, res) => {
    if (req.url === '/routes.json') {
      routesRequests += 1;
      res.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
    } else if (req.url === '/remoteEntry.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' }).end('var remote = {};');
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    entry: `${origin}/remoteEntry.js`,
    get routesRequests() {
      return routesRequests;
    },
    /** What routes.json answers from now on. */
    answer(status: number, body: unknown) {
      reply = { status, body: typeof body === 'string' ? body : JSON.stringify(body) };
    },
    stop: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}
