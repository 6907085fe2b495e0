import { createLogger } from '@wsms/service-kit';
import { startFakeService, type FakeService } from '../testing/fake-service';
import { createHealthMonitor } from './health-monitor';

/** Waits until `count` more polls have reached the instance and their answers (or 100 ms timeouts) are in. */
const waitForPolls = async (instance: FakeService, count: number) => {
  const target = instance.readyzAsked() + count;
  while (instance.readyzAsked() < target) await new Promise((r) => setTimeout(r, 10));
  await new Promise((r) => setTimeout(r, 200));
};

describe('health monitor', () => {
  let instance: FakeService;
  let monitor: ReturnType<typeof createHealthMonitor>;
  beforeEach(async () => {
    instance = await startFakeService('catalog');
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
    instance.freeze();
    await waitForPolls(instance, 1);
    const afterOneSlow = monitor.isAvailable('catalog');
    instance.thaw();
    await waitForPolls(instance, 1);
    instance.setReady(false);
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
