import { createServer } from 'node:net';
import { createService, type BaseServiceConfig, type ServiceDefinition } from '@wsms/service-kit';
import { baseTestEnv } from '@wsms/service-kit/testing';
import { bookingService, loadConfig as loadBookingConfig } from '@wsms/booking-service';
import { catalogService, loadConfig as loadCatalogConfig } from '@wsms/catalog-service';
import { contentService, loadConfig as loadContentConfig } from '@wsms/content-service';
import { startAuth, type TestAuth } from './auth-test-kit';

const listen = async <C extends BaseServiceConfig>(service: ServiceDefinition<C>) => {
  const running = await (await createService(service)).listen(0);
  return { url: `http://127.0.0.1:${running.port}`, db: running.db, stop: running.stop };
};

type Neighbour = Awaited<ReturnType<typeof listen>>;

/** A port free now, for a service the others must know before it starts. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

/**
 * The auth service with the real catalog, booking and content services beside it, each on its own
 * database; they send their audit entries to this auth (its port is chosen first).
 */
export async function startAuthWithNeighbours(label: string): Promise<{
  auth: TestAuth;
  catalog: Neighbour;
  booking: Neighbour;
  content: Neighbour;
  stop: () => Promise<void>;
}> {
  const authPort = String(await freePort());
  const AUTH_URL = `http://127.0.0.1:${authPort}`;
  const catalog = await listen(catalogService(loadCatalogConfig({ ...baseTestEnv(`${label}_catalog`), AUTH_URL })));
  const content = await listen(contentService(loadContentConfig({ ...baseTestEnv(`${label}_content`), AUTH_URL })));
  const booking = await listen(
    bookingService(loadBookingConfig({ ...baseTestEnv(`${label}_booking`), CATALOG_URL: catalog.url, AUTH_URL, BOOKING_SWEEP_SECONDS: '0' })),
  );
  const auth = await startAuth(label, { CATALOG_URL: catalog.url, CONTENT_URL: content.url, BOOKING_URL: booking.url, PORT: authPort });
  return {
    auth,
    catalog,
    booking,
    content,
    stop: async () => {
      await auth.stop();
      await Promise.all([booking.stop(), content.stop()]);
      await catalog.stop();
    },
  };
}
