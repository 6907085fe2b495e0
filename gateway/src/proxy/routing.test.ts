import http from 'node:http';
import type { ServiceName } from '../routes/service-names';
import type { Received } from '../testing/fake-service';
import { send } from '../testing/send';
import { startTestGateway, type TestGateway } from '../testing/start-test-gateway';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw.stop());

const cases: Array<[string, ServiceName]> = [
  ['/api/auth', 'auth'],
  ['/api/auth/me', 'auth'],
  ['/api/instructors/abc123/availability?date=2030-01-07', 'booking'],
  ['/api/instructors', 'catalog'],
  ['/api/instructors/abc123', 'catalog'],
  ['/api/staff', 'catalog'],
  ['/api/staff/s1', 'catalog'],
  ['/api/products', 'catalog'],
  ['/api/products/p1', 'catalog'],
  ['/api/testimonials', 'catalog'],
  ['/api/testimonials/t1', 'catalog'],
  ['/api/shopify/checkout', 'catalog'],
  ['/api/orders/o1', 'catalog'],
  ['/api/bookings?clientEmail=jamie%40example.com', 'booking'],
  ['/api/bookings/checkout', 'booking'],
  ['/api/outbox', 'booking'],
  ['/api/waitlist/w1/claim', 'booking'],
  ['/api/user/waitlist', 'booking'],
  ['/api/instructor/availability', 'booking'],
  ['/api/payments/stripe/webhook', 'booking'],
  ['/api/checkout/b1', 'booking'],
  ['/api/digital-products', 'content'],
  ['/api/digital-products/create-shopify', 'content'],
  ['/api/workout-programs/w1', 'content'],
  ['/api/user/exercise-logs', 'content'],
  ['/api/contact', 'content'],
  ['/api/upload', 'content'],
  ['/uploads/2030/photo.png', 'content'],
];

describe('routing to services', () => {
  it.each(cases)('When GET %s is requested, then %s receives it with the path unchanged', async (path, service) => {
    const res = await send(`${gw.url}${path}`);

    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ service, method: 'GET', path });
  });

  it('When a JSON body is posted, then the service receives it byte for byte with its content type', async () => {
    const body = JSON.stringify({ name: 'Jamie', message: 'Hello ✓' });

    const res = await send(`${gw.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });

    const echoed = res.json<Received & { service: string }>();
    expect(echoed).toMatchObject({ service: 'content', method: 'POST', body });
    expect(echoed.headers['content-type']).toBe('application/json');
  });

  it('When a body arrives in chunks, then the service sees the first chunk before the client has finished', async () => {
    const content = gw.services.content;
    const firstChunkSeen = content.firstChunk();
    const responded = new Promise<string>((resolve, reject) => {
      const req = http.request(`${gw.url}/api/upload`, { method: 'POST', headers: { 'content-type': 'text/plain' } }, (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve(text));
      });
      req.on('error', reject);
      req.write('first-part;');
      void firstChunkSeen.then(() => req.end('second-part'));
    });

    const echoed = JSON.parse(await responded) as Received;

    expect(echoed.body).toBe('first-part;second-part');
  });

  it('When a service answers an error, then its status and JSON body pass through unchanged', async () => {
    const res = await send(`${gw.url}/api/bookings/conflict`, { method: 'PUT' });

    expect(res.status).toBe(409);
    expect(res.json()).toMatchObject({ service: 'booking', method: 'PUT', path: '/api/bookings/conflict' });
  });

  it('When an unknown API path is requested, then 404 JSON with a message and no service is called', async () => {
    const before = Object.values(gw.services).map((s) => s.received.length);

    const res = await send(`${gw.url}/api/nope`, { headers: { accept: 'text/html' } });

    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ message: 'Not found' });
    expect(Object.values(gw.services).map((s) => s.received.length)).toEqual(before);
  });

  it('When /api itself is requested, then 404 JSON', async () => {
    const res = await send(`${gw.url}/api`);

    expect(res.status).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
  });
});
