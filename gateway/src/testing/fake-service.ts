import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { EventEmitter } from 'node:events';
import express, { type Request } from 'express';
import type { Identity } from '@wsms/contracts';
import { INTERNAL_SECRET_HEADER } from '@wsms/contracts/api';
import type { InstanceSummary } from '@wsms/contracts/system';
import type { ServiceName } from '../routes/service-names';

export const TEST_SECRET = 'gateway-test-secret-0123456789';

export const buildIdentity = (overrides: Partial<Identity> = {}): Identity => ({
  sub: '000000000000000000000001',
  role: 'user',
  email: 'jamie@example.com',
  username: 'jamie',
  firstName: 'Jamie',
  lastName: 'Rivera',
  emailVerified: true,
  ...overrides,
});

export interface Received {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A stand-in for one service: echoes what reached it and can be made unready, frozen (and thawed) or stopped. */
export async function startFakeService(name: ServiceName, identity: Identity = buildIdentity()) {
  const received: Received[] = [];
  const events = new EventEmitter();
  let ready = true;
  let frozen = false;
  let readyzAsked = 0;
  let summary: InstanceSummary = { service: name, version: 'test', uptimeS: 1, windowS: 60, requests: 0, errors: 0, latency: { buckets: [], count: 0 }, figures: {} };
  const app = express();
  app.use((req, _res, next) => {
    if (req.path === '/readyz') readyzAsked += 1;
    if (!frozen) next();
  });
  app.get('/readyz', (_req, res) => {
    res.status(ready ? 200 : 503).json({ status: ready ? 'ok' : 'unavailable' });
  });
  app.get('/internal/session', (req, res) => {
    received.push({ method: req.method, path: req.originalUrl, headers: req.headers, body: '' });
    const trusted = req.headers[INTERNAL_SECRET_HEADER] === TEST_SECRET;
    // session=good is the given identity; session=good-staff and session=good-admin the same person in that role.
    const session = /(?:^|;\s*)session=good(?:-(staff|admin))?(?:;|$)/.exec(req.headers.cookie ?? '');
    if (name === 'auth' && trusted && session) res.json(session[1] ? { ...identity, role: session[1] } : identity);
    else res.status(401).json({ message: 'Not authenticated' });
  });
  // The kit's summary every service gives the System tab (figures set by the test: setSummary).
  app.get('/internal/system/summary', (req, res) => {
    if (req.headers[INTERNAL_SECRET_HEADER] !== TEST_SECRET) return void res.status(403).json({ message: 'Forbidden' });
    res.json(summary);
  });
  app.use((req, _res, next) => {
    if (!req.path.endsWith('/hang')) next();
  });
  // …/drop-once: the first time, the connection is closed without an answer (as when a kept-alive
  // connection is closed by the service just as the gateway reuses it); then it answers as usual.
  const dropped = new Set<string>();
  app.use((req, _res, next) => {
    if (!req.path.endsWith('/drop-once') || dropped.has(req.originalUrl)) return next();
    dropped.add(req.originalUrl);
    req.socket.destroy();
  });
  app.use((req: Request, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      if (chunks.length === 0) events.emit('first-chunk');
      chunks.push(chunk);
    });
    req.on('end', () => {
      const entry = { method: req.method, path: req.originalUrl, headers: req.headers, body: Buffer.concat(chunks).toString() };
      received.push(entry);
      // ?cache-control=…&vary=…&set-cookie=… answer with those headers (the gateway's response cache reads them).
      const asked = new URL(req.originalUrl, 'http://fake').searchParams;
      for (const header of ['cache-control', 'vary', 'set-cookie']) {
        const value = asked.get(header);
        if (value) res.set(header, value);
      }
      res.status(req.path.endsWith('/conflict') ? 409 : 200).json({ service: name, ...entry });
    });
  });

  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    name,
    url,
    received,
    firstChunk: () => new Promise<void>((resolve) => events.once('first-chunk', resolve)),
    setReady: (value: boolean) => {
      ready = value;
    },
    freeze: () => {
      frozen = true;
    },
    /** Answers new requests again (those that arrived while frozen stay unanswered). */
    thaw: () => {
      frozen = false;
    },
    setSummary: (value: InstanceSummary) => {
      summary = value;
    },
    /** How many /readyz polls have reached it, answered or not. */
    readyzAsked: () => readyzAsked,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
export type FakeService = Awaited<ReturnType<typeof startFakeService>>;
