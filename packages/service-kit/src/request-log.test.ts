import express from 'express';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { requestLog } from './request-log';

/** A real server with a logger writing into `lines`. */
async function serve(level: string) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const app = express();
  app.use(requestLog(pino({ level }, sink)));
  app.get('/healthz', (_req, res) => void res.json({ ok: true }));
  app.get('/thing', (req, res) => {
    req.log.warn({ detail: 1 }, 'from the handler');
    res.json({ ok: true });
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, lines, close: () => new Promise((r) => server.close(r)) };
}

const settle = () => new Promise((r) => setTimeout(r, 50));

describe('requestLog', () => {
  it('echoes the gateway request id and tags the handler log lines with it', async () => {
    const s = await serve('info');
    try {
      const res = await fetch(`${s.url}/thing?secret=1`, { headers: { 'x-request-id': 'gw-123', cookie: 'sid=abc' } });
      expect(res.headers.get('x-request-id')).toBe('gw-123');
      await settle();
      expect(s.lines.find((l) => l.msg === 'from the handler')).toMatchObject({ reqId: 'gw-123', detail: 1 });
      const done = s.lines.find((l) => l.msg === 'request completed');
      expect(done).toMatchObject({ reqId: 'gw-123', method: 'GET', path: '/thing', status: 200 });
      expect(JSON.stringify(s.lines)).not.toMatch(/sid=abc|secret=1/);
    } finally {
      await s.close();
    }
  });

  it('makes a new id for a missing or oversized one and does not log health checks', async () => {
    const s = await serve('info');
    try {
      const res = await fetch(`${s.url}/healthz`, { headers: { 'x-request-id': 'x'.repeat(101) } });
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      await settle();
      expect(s.lines).toEqual([]);
    } finally {
      await s.close();
    }
  });

  it('writes only what the level allows', async () => {
    const s = await serve('warn');
    try {
      await fetch(`${s.url}/thing`);
      await settle();
      expect(s.lines.map((l) => l.msg)).toEqual(['from the handler']);
    } finally {
      await s.close();
    }
  });
});
