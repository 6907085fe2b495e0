import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiContracts, DEADLINE_HEADER, INTERNAL_SECRET_HEADER, type RouteContract } from '@wsms/contracts/api';
import { generatedFile, renderInternalRoutes } from '../../scripts/generate-internal-routes';
import { AppError } from '../app-error';
import { withDeadline } from '../deadline';
import { answerOr, callInternal, InternalCallError, internalClient, internalRoutes, isIdempotent } from './index';

const SECRET = 'internal-client-test-secret';
const at = '2030-01-01T00:00:00.000Z';
// An instructor as the catalog's contract declares one.
const instructor = { id: 'i1', name: 'Ada Coach', email: 'ada@example.com', title: '', bio: '', beltLevel: '', locations: [], hourlyRate: '80.00', image: '', specialties: [], certifications: [], availability: {}, isActive: true, createdAt: at, updatedAt: at };

interface Asked {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}
type Answer = (asked: Asked, res: http.ServerResponse) => void;

// A real HTTP service that answers each question with the next of `answers` (the last one repeats).
const asked: Asked[] = [];
let answers: Answer[] = [];
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    const entry = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
    asked.push(entry);
    (answers[asked.length - 1] ?? answers.at(-1)!)(entry, res);
  });
});
const json = (status: number, value: unknown): Answer => (_asked, res) => void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
const silent: Answer = () => undefined;
const dropped: Answer = (_asked, res) => void res.socket?.destroy();
let baseUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  asked.length = 0;
});

const catalog = (options: { timeoutMs?: number; retries?: number } = {}) => internalClient('catalog', { baseUrl, secret: SECRET, ...options });
const failureOf = (call: Promise<unknown>) => call.then(() => Promise.reject(new Error('answered')), (error: unknown) => error);

describe('The internal client', () => {
  it('When an internal route is called, then its path and query come from the contract, the secret is sent and the answer is parsed by its schema', async () => {
    answers = [json(200, { ...instructor, extra: 'dropped' })];

    const found = await catalog().internalInstructorByEmail({ query: { email: 'ada@example.com' } });

    expect(found).toEqual(instructor);
    expect(asked).toEqual([expect.objectContaining({ method: 'GET', url: '/internal/instructors?email=ada%40example.com' })]);
    expect(asked[0]!.headers[INTERNAL_SECRET_HEADER]).toBe(SECRET);
  });

  it('When a route has params and a body, then the params are filled in encoded and the body is sent as JSON', async () => {
    answers = [json(200, instructor)];
    await catalog().internalInstructorById({ params: { id: 'a/b' } });
    answers = [json(201, { storeProductId: 'p1', storeVariantId: 'v1' })];
    const body = { digitalProductId: 'a'.repeat(24), title: 'Plan', description: '', priceCents: 1000, type: 'pdf' as const, available: true };
    await expect(catalog().internalCreateStoreProduct({ body })).resolves.toEqual({ storeProductId: 'p1', storeVariantId: 'v1' });

    expect(asked[0]!.url).toBe('/internal/instructors/a%2Fb');
    expect(asked[1]).toEqual(expect.objectContaining({ method: 'POST', url: '/internal/store-products', body: JSON.stringify(body) }));
    expect(asked[1]!.headers['content-type']).toBe('application/json');
  });

  it('When the service refuses, then the one typed error carries the status and its message, and answerOr translates it', async () => {
    answers = [json(404, { message: 'Instructor not found' })];

    const error = await failureOf(catalog().internalInstructorByEmail({ query: { email: 'x@example.com' } }));
    const translated = await answerOr(catalog().internalInstructorByEmail({ query: { email: 'x@example.com' } }), () => new Error('unavailable'), { 404: () => null });

    expect(error).toBeInstanceOf(InternalCallError);
    expect(error).toMatchObject({ code: 'refused', status: 404, message: 'Instructor not found', route: 'GET /internal/instructors' });
    expect(translated).toBeNull();
    expect(asked).toHaveLength(2);
  });

  it('When a read meets a 503 and then a dropped connection, then it is tried again and the third answer is the one', async () => {
    answers = [json(503, { message: 'busy' }), dropped, json(200, instructor)];

    await expect(catalog().internalInstructorByEmail({ query: { email: 'ada@example.com' } })).resolves.toEqual(instructor);
    expect(asked).toHaveLength(3);
  });

  it('When a read keeps failing, then it is tried at most three times and the last failure is the answer', async () => {
    answers = [json(503, { message: 'busy' })];

    const error = await failureOf(catalog().internalInstructorByEmail({ query: { email: 'ada@example.com' } }));

    expect(error).toMatchObject({ code: 'failed', status: 503, message: 'busy' });
    expect(asked).toHaveLength(3);
  });

  it('When a POST that is not idempotent meets a 503, then it is sent once only; an idempotent one is tried again', async () => {
    answers = [json(503, { message: 'busy' })];
    const email = { to: 'a@example.com', subject: 'Hi', text: 'Hello', kind: 'test' };

    await failureOf(internalClient('booking', { baseUrl, secret: SECRET }).queueEmail({ body: email }));
    expect(asked).toHaveLength(1);
    await failureOf(internalClient('auth', { baseUrl, secret: SECRET }).lookupUsers({ body: { emails: ['a@example.com'] } }));
    expect(asked).toHaveLength(4);
    expect(isIdempotent(internalRoutes.booking.queueEmail)).toBe(false);
    expect(isIdempotent(internalRoutes.auth.lookupUsers)).toBe(true);
  });

  it('When nothing listens, then the error says unreachable; when the service never answers, then timeout within the time limit', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    answers = [silent];

    const unreachable = await failureOf(internalClient('catalog', { baseUrl: closedUrl, secret: SECRET }).internalInstructorByEmail({ query: { email: 'a@example.com' } }));
    const started = Date.now();
    const timedOut = await failureOf(catalog({ timeoutMs: 300 }).internalInstructorByEmail({ query: { email: 'a@example.com' } }));

    expect(unreachable).toMatchObject({ code: 'unreachable', status: null });
    expect(timedOut).toMatchObject({ code: 'timeout', status: null });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(asked).toHaveLength(1);
  });

  it('When a success answer breaks the contract, then the error says bad-answer', async () => {
    answers = [json(200, { id: 'i1' })];

    await expect(failureOf(catalog({ retries: 0 }).internalInstructorByEmail({ query: { email: 'a@example.com' } }))).resolves.toMatchObject({ code: 'bad-answer', status: 200 });
  });

  it("When a deadline route is called inside a request's deadline, then the time left is sent and a silent service ends in the kit's deadline-exceeded", async () => {
    answers = [silent];
    const content = internalClient('content', { baseUrl, secret: SECRET, timeoutMs: 5000 });

    const error = await failureOf(withDeadline(300, () => content.internalContentReport({ query: { from: '2030-01-01', to: '2030-01-31' } })));

    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'deadline-exceeded', status: 503 });
    expect(Number(asked[0]!.headers[DEADLINE_HEADER])).toBeGreaterThan(0);
    expect(Number(asked[0]!.headers[DEADLINE_HEADER])).toBeLessThanOrEqual(300);
  });

  it('When a public route is called with extra headers, then no secret is sent and the headers are', async () => {
    answers = [json(200, [instructor])];

    const { body, headers } = await callInternal(apiContracts.catalog.listInstructors, { baseUrl }, {}, { headers: { 'x-request-id': 'r1' } });

    expect(body).toEqual([instructor]);
    expect(headers.get('content-type')).toBe('application/json');
    expect(asked[0]!.headers[INTERNAL_SECRET_HEADER]).toBeUndefined();
    expect(asked[0]!.headers['x-request-id']).toBe('r1');
  });
});

describe('The generated internal routes', () => {
  it('When the contracts are read, then internal-routes.ts holds what they declare (else run `npm run generate -w @wsms/service-kit`)', () => {
    expect(readFileSync(generatedFile, 'utf8')).toBe(renderInternalRoutes());
  });

  it('When a service declares an internal route, then its table holds it, and no public route is in any table', () => {
    for (const [service, routes] of Object.entries(apiContracts) as Array<[string, Record<string, RouteContract>]>) {
      const internal = Object.entries(routes).filter(([, contract]) => contract.auth === 'internal').map(([name]) => name);
      expect(Object.keys(internalRoutes[service as keyof typeof internalRoutes])).toEqual(internal);
    }
    expect(Object.keys(internalRoutes.everyService)).toEqual(['internalAuditLog', 'internalSystemSummary']);
  });
});
