import net from 'node:net';
import { addDays, businessToday, dayOfWeek, isClosedDay } from '@wsms/contracts/dates';
import { createService } from '@wsms/service-kit';
import { baseTestEnv, buildIdentity, identityHeaders } from '@wsms/service-kit/testing';
import { bookingService, loadConfig as loadBookingConfig } from '@wsms/booking-service';
import { startCatalog } from './catalog-test-kit';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/**
 * The real catalog and booking services, each knowing the other's URL (booking's port is chosen
 * first, so the catalog can be told where it will be).
 */
export async function startCatalogWithBooking(label: string) {
  const bookingPort = await freePort();
  const catalog = await startCatalog(label, { BOOKING_URL: `http://127.0.0.1:${bookingPort}` });
  const config = loadBookingConfig({ ...baseTestEnv(`${label}_booking`), CATALOG_URL: catalog.url, BOOKING_SWEEP_SECONDS: '0', LOG_LEVEL: 'silent' });
  const booking = await (await createService(bookingService(config))).listen(bookingPort);
  return {
    catalog,
    bookingUrl: `http://127.0.0.1:${booking.port}`,
    stop: async () => {
      await booking.stop();
      await catalog.stop();
    },
  };
}

/** A yyyy-MM-dd at least `days` ahead that is not a Sunday (no sessions on Sundays). */
export function futureWeekday(days = 14) {
  const date = addDays(businessToday(), days);
  return isClosedDay(date) ? addDays(date, 1) : date;
}

/** Books a confirmed session through booking's own admin API (after giving the instructor that weekday). */
export async function bookSession(bookingUrl: string, instructorId: string, sessionDate = futureWeekday()) {
  const headers = { 'content-type': 'application/json', ...identityHeaders(buildIdentity({ role: 'admin' })) };
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${bookingUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    if (res.status !== 201) throw new Error(`setup: ${path} answered ${res.status} ${await res.text()}`);
  };
  await post('/api/instructor/availability', { instructorId, dayOfWeek: dayOfWeek(sessionDate), startTime: '09:00', endTime: '17:00', location: 'Marlborough' });
  await post('/api/bookings', {
    instructorId,
    bookingData: { clientName: 'Jamie Rivera', clientEmail: 'jamie@example.com', sessionType: 'technique', location: 'marlborough', sessionDate, time: '10:00' },
  });
}
