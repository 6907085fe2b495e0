import { createLogger } from '@wsms/service-kit';
import { startFakeService, type FakeService } from '../testing/fake-service';
import { createHealthMonitor } from './health-monitor';

describe('health monitor', () => {
  let instance: FakeService;
  let monitor: ReturnType<typeof createHealthMonitor>;
  let polled: Array<() => void> = [];
  /** Resolves when the next poll's outcome (an answer or the 100 ms timeout) has been recorded. */
  const nextPoll = () => new Promise<void>((resolve) => polled.push(resolve));
  /** Waits for a poll that answered ready in time (on a loaded machine one may take longer than 100 ms). */
  const answeredReady = async () => {
    const answered = () => monitor.snapshot().catalog;
    do await nextPoll();
    while (answered().status !== 'up' || answered().latencyMs === null);
  };
  beforeEach(async () => {
    instance = await startFakeService('catalog');
    const none: string[] = [];
    polled = [];
    monitor = createHealthMonitor({
      urls: { auth: none, catalog: [instance.url], booking: none, content: none },
      // Polls 400 ms apart, each given 100 ms: the test acts on each outcome well before the next poll.
      intervalMs: 400,
      timeoutMs: 100,
      logger: createLogger('test', 'silent'),
      onPolled: () => {
        const waiting = polled;
        polled = [];
        for (const resolve of waiting) resolve();
      },
    });
    await monitor.start();
  });
  afterEach(async () => {
    monitor.stop();
    await instance.stop();
  });

  it('When one poll is slow or answers not ready, then the instance stays in use; when the next one misses too, it is down', async () => {
    await answeredReady();
    instance.freeze();
    await nextPoll();
    const afterOneSlow = monitor.isAvailable('catalog');
    instance.thaw();
    await answeredReady();
    instance.setReady(false);
    await nextPoll();
    const afterOneUnready = monitor.isAvailable('catalog');
    await nextPoll();

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
