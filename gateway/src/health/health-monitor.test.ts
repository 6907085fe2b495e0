import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from '@wsms/service-kit';
import { createHealthMonitor } from './health-monitor';

/** An instance whose /readyz answers as told: 'ok', 'slow' (never in time) or 'unready' (503). */
async function startInstance() {
  let mode: 'ok' | 'slow' | 'unready' = 'ok';
  let polls = 0;
  const app = express();
  app.get('/readyz', (_req, res) => {
    polls += 1;
    if (mode === 'slow') return void setTimeout(() => res.json({ status: 'ok' }), 500);
    res.status(mode === 'ok' ? 200 : 503).json({ status: mode });
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    set: (next: typeof mode) => void (mode = next),
    polls: () => polls,
    stop: () => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); }),
  };
}

const waitForPolls = async (instance: { polls: () => number }, count: number) => {
  const target = instance.polls() + count;
  while (instance.polls() < target) await new Promise((r) => setTimeout(r, 10));
  // Let the last poll's answer (or its 100 ms timeout) be taken into account, before the next poll.
  await new Promise((r) => setTimeout(r, 200));
};

describe('health monitor', () => {
  let instance: Awaited<ReturnType<typeof startInstance>>;
  let monitor: ReturnType<typeof createHealthMonitor>;
  beforeEach(async () => {
    instance = await startInstance();
    const none: string[] = [];
    monitor = createHealthMonitor({
      urls: { auth: none, catalog: [instance.url], booking: none, content: none },
      // Polls 400 ms apart, each given 100 ms: a poll's outcome is known long before the next one.
      intervalMs: 400,
      timeoutMs: 100,
      logger: createLogger('test', 'silent'),
    });
    await monitor.start();
  });
  afterEach(async () => {
    monitor.stop();
    await instance.stop();
  });

  it('When one poll is slow or answers not ready, then the instance stays in use; when the next one misses too, it is down', async () => {
    instance.set('slow');
    await waitForPolls(instance, 1);
    const afterOneSlow = monitor.isAvailable('catalog');
    instance.set('ok');
    await waitForPolls(instance, 1);
    instance.set('unready');
    await waitForPolls(instance, 1);
    const afterOneUnready = monitor.isAvailable('catalog');
    await waitForPolls(instance, 1);

    expect(afterOneSlow).toBe(true);
    expect(afterOneUnready).toBe(true);
    expect(monitor.isAvailable('catalog')).toBe(false);
  });

  it('When the instance refuses connections, then it is down at the first poll that finds it so', async () => {
    const polls = jest.spyOn(globalThis, 'fetch');
    await instance.stop();
    const started = Date.now();
    while (monitor.isAvailable('catalog') && Date.now() - started < 3000) await new Promise((r) => setTimeout(r, 10));

    expect(monitor.isAvailable('catalog')).toBe(false);
    expect(polls.mock.calls.filter(([url]) => String(url) === `${instance.url}/readyz`)).toHaveLength(1);
    polls.mockRestore();
  });
});
