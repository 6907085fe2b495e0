import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Instructor } from '@wsms/contracts';
import { INTERNAL_SECRET_HEADER } from '@wsms/contracts/api';
import { TEST_INTERNAL_SECRET } from '@wsms/service-kit/testing';
import type { OutgoingEmail } from '../adapters/outbox-client';

/**
 * Real HTTP stand-ins for the two internal endpoints auth calls: booking's POST /internal/outbox
 * (202 once stored) and catalog's GET /internal/instructors?email= (200 for an instructor, 400 with the
 * reason for an address it refuses, else 404).
 */
// The catalog's answer for an instructor, as its contract declares it.
const instructorOf = (email: string): Instructor => ({
  id: `instructor-${email}`,
  name: 'Stand-in Instructor',
  email,
  title: '',
  bio: '',
  beltLevel: '',
  locations: [],
  hourlyRate: '0.00',
  image: '',
  specialties: [],
  certifications: [],
  availability: {},
  isActive: true,
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
});

export async function startInternalStandIn() {
  const mails: OutgoingEmail[] = [];
  const instructorEmails = new Set<string>();
  const refusedLookups = new Map<string, string>();
  let outboxDown = false;
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      if (req.headers[INTERNAL_SECRET_HEADER] !== TEST_INTERNAL_SECRET) return void res.writeHead(403).end();
      if (req.method === 'POST' && url.pathname === '/internal/outbox') {
        if (outboxDown) return void res.writeHead(503).end();
        mails.push(JSON.parse(raw) as OutgoingEmail);
        return void res.writeHead(202, { 'content-type': 'application/json' }).end(JSON.stringify({ id: `mail-${mails.length}` }));
      }
      if (req.method === 'GET' && url.pathname === '/internal/instructors') {
        const refusal = refusedLookups.get(url.searchParams.get('email') ?? '');
        if (refusal) return void res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ message: refusal }));
        const email = url.searchParams.get('email') ?? '';
        if (!instructorEmails.has(email)) return void res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Instructor not found' }));
        return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(instructorOf(email)));
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    mails,
    instructorEmails,
    refusedLookups,
    setOutboxDown: (down: boolean) => {
      outboxDown = down;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
export type InternalStandIn = Awaited<ReturnType<typeof startInternalStandIn>>;
