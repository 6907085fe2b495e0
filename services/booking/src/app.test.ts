import { createService, type RunningService } from '@wsms/service-kit';
import { baseTestEnv, buildIdentity, identityHeaders } from '@wsms/service-kit/testing';
import { loadConfig } from './config';
import { bookingService } from './app';
import { bookingRepository } from './data-access/booking-repository';
import type { BookingRecord } from './data-access/booking-model';

let running: RunningService;
let url: string;

const buildBooking = (overrides: Partial<BookingRecord> = {}): BookingRecord => ({
  instructorId: 'i1',
  instructorName: 'Marcus Silva',
  instructorEmail: 'coach@example.com',
  clientName: 'Jamie Rivera',
  clientEmail: 'jamie@example.com',
  date: '2030-01-07',
  time: '09:00',
  sessionType: 'technique',
  location: 'marlborough',
  totalAmountCents: 8500,
  status: 'confirmed',
  ...overrides,
});

beforeAll(async () => {
  const service = await createService(bookingService(loadConfig(baseTestEnv('booking'))));
  running = await service.listen(0);
  url = `http://127.0.0.1:${running.port}`;
  const repo = bookingRepository(running.db);
  await repo.insert(buildBooking());
  await repo.insert(buildBooking({ clientEmail: 'other@example.com', instructorEmail: 'coach2@example.com' }));
});
afterAll(() => running.stop());

const list = async (identityRole?: 'admin' | 'staff' | 'user', email = 'jamie@example.com', query = '') => {
  const headers = identityRole ? identityHeaders(buildIdentity({ role: identityRole, email })) : undefined;
  return fetch(`${url}/api/bookings${query}`, { headers });
};

describe('GET /api/bookings', () => {
  it('When signed out, then 401', async () => {
    expect((await list()).status).toBe(401);
  });

  it('When a client asks, then only their own bookings come back, with money as a decimal string', async () => {
    const res = await list('user', 'jamie@example.com');
    const body = (await res.json()) as Array<{ clientEmail: string; totalAmount: string }>;
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({ clientEmail: 'jamie@example.com', totalAmount: '85.00' });
  });

  it("When a client asks for another e-mail's bookings, then 403", async () => {
    expect((await list('user', 'jamie@example.com', '?clientEmail=other@example.com')).status).toBe(403);
  });

  it("When staff ask, then only their own instructor's bookings come back", async () => {
    const body = (await (await list('staff', 'coach2@example.com')).json()) as Array<{ instructorEmail: string }>;
    expect(body.map((b) => b.instructorEmail)).toEqual(['coach2@example.com']);
  });

  it('When an admin asks, then all bookings come back', async () => {
    expect(((await (await list('admin', 'admin@example.com')).json()) as unknown[]).length).toBe(2);
  });
});
