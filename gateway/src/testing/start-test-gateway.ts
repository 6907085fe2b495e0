import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { TEST_IDENTITY_PRIVATE_KEY } from '@wsms/service-kit/testing';
import { createGateway } from '../app';
import { loadConfig } from '../config';
import { serviceNames, type ServiceName } from '../routes/service-names';
import { createFakeStaticRoot } from './fake-static-root';
import { startFakeService, TEST_SECRET, type FakeService } from './fake-service';

interface Options {
  env?: Record<string, string>;
  withShell?: boolean;
  /** Instances per service (default 1); all are listed in its *_URL, in order. */
  instances?: Partial<Record<ServiceName, number>>;
}

/** Four fake services, a temp static root and a gateway in front of them, all on port 0. */
export async function startTestGateway({ env = {}, withShell = true, instances = {} }: Options = {}) {
  const replicas = Object.fromEntries(
    await Promise.all(
      serviceNames.map(
        async (name) => [name, await Promise.all(Array.from({ length: instances[name] ?? 1 }, () => startFakeService(name)))] as const,
      ),
    ),
  ) as Record<ServiceName, FakeService[]>;
  const services = Object.fromEntries(serviceNames.map((name) => [name, replicas[name][0]!])) as Record<ServiceName, FakeService>;
  const urlList = (name: ServiceName) => replicas[name].map((s) => s.url).join(',');
  const staticRoot = createFakeStaticRoot({ withShell });
  const config = loadConfig({
    AUTH_URL: urlList('auth'),
    CATALOG_URL: urlList('catalog'),
    BOOKING_URL: urlList('booking'),
    CONTENT_URL: urlList('content'),
    INTERNAL_SECRET: TEST_SECRET,
    IDENTITY_PRIVATE_KEY: TEST_IDENTITY_PRIVATE_KEY,
    STATIC_ROOT: staticRoot.root,
    PROXY_TIMEOUT_MS: '1000',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const gateway = createGateway(config);
  await gateway.ready;
  const server: Server = await new Promise((resolve) => {
    const s = gateway.app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    staticRoot,
    host: `127.0.0.1:${port}`,
    services,
    replicas,
    gateway,
    stop: async () => {
      gateway.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await Promise.all(Object.values(replicas).flat().map((s) => s.stop()));
      staticRoot.remove();
    },
  };
}
export type TestGateway = Awaited<ReturnType<typeof startTestGateway>>;

/** Polls until the condition holds; throws after timeoutMs. */
export async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
