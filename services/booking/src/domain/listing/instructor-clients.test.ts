import type { InstructorClient } from '@wsms/contracts';
import { internalHeaders, walkPages } from '@wsms/service-kit/testing';
import { bookingRepository } from '../../data-access/shared/booking-repository';
import { instructorClientRepository } from '../../data-access/listing/instructor-client-repository';
import { asRole, insertInstructor, startBooking, type TestBooking } from '../../testing/booking-test-kit';
import { insertBookingBy, insertUser, instructorWithClient, useInstructorClientsStack } from '../../testing/instructor-clients-stack';

const stack = useInstructorClientsStack();
const clientsOf = (headers: Record<string, string>, query = '') =>
  fetch(`${stack.get().booking.url}/api/instructor/clients${query}`, { headers });
const internalClients = (query: string, headers: Record<string, string> = internalHeaders()) =>
  fetch(`${stack.get().booking.url}/internal/instructor-clients?${query}`, { headers });

describe('GET /api/instructor/clients', () => {
  it('When a coach asks, then only verified accounts with a confirmed booking with them are listed, once each, in e-mail order', async () => {
    const { auth, booking, catalog } = stack.get();
    const { instructor, client, staff } = await instructorWithClient(stack.get());
    const { user: second } = await insertUser(auth, { firstName: 'Aaron', lastName: 'Able', email: 'Aaron.Able@Example.com' });
    const { user: unverified } = await insertUser(auth, { firstName: 'Una', lastName: 'Verified', emailVerified: false });
    const { user: pendingOnly } = await insertUser(auth, { firstName: 'Pat', lastName: 'Pending' });
    const { user: otherCoachClient } = await insertUser(auth, { firstName: 'Otto', lastName: 'Other' });
    const other = await insertInstructor(catalog);
    await insertBookingBy(booking.db, instructor.id, 'aaron.able@example.com');
    await insertBookingBy(booking.db, instructor.id, 'AARON.ABLE@example.com');
    await insertBookingBy(booking.db, instructor.id, unverified.email);
    await insertBookingBy(booking.db, instructor.id, pendingOnly.email, 'pending');
    await insertBookingBy(booking.db, instructor.id, 'guest.without.account@example.com');
    await insertBookingBy(booking.db, other.id, otherCoachClient.email);

    const res = await clientsOf(staff);

    expect(res.status).toBe(200);
    expect((await res.json()) as InstructorClient[]).toEqual(
      [
        { id: second.id, email: 'aaron.able@example.com', firstName: 'Aaron', lastName: 'Able' },
        { id: client.id, email: client.email, firstName: 'Casey', lastName: 'Client' },
      ].sort((a, b) => a.email.localeCompare(b.email)),
    );
  });

  it('When a client\'s only sessions with the coach are completed or missed, then they are still the coach\'s client', async () => {
    const { auth, booking } = stack.get();
    const { instructor, staff } = await instructorWithClient(stack.get());
    const { user: trained } = await insertUser(auth, { firstName: 'Cora', lastName: 'Completed' });
    const { user: missed } = await insertUser(auth, { firstName: 'Nico', lastName: 'Noshow' });
    const { user: lapsed } = await insertUser(auth, { firstName: 'Ezra', lastName: 'Expired' });
    await insertBookingBy(booking.db, instructor.id, trained.email, 'completed');
    await insertBookingBy(booking.db, instructor.id, missed.email, 'no_show');
    await insertBookingBy(booking.db, instructor.id, lapsed.email, 'expired');
    await insertBookingBy(booking.db, instructor.id, lapsed.email, 'cancelled');

    const listed = ((await (await clientsOf(staff)).json()) as InstructorClient[]).map((c) => c.id);
    const internal = (await (await internalClients(`instructorId=${instructor.id}`)).json()) as { clients: InstructorClient[] };

    expect(listed).toEqual(expect.arrayContaining([trained.id, missed.id]));
    expect(listed).not.toContain(lapsed.id);
    expect(internal.clients.map((c) => c.id)).toEqual(listed);
  });

  it('When an admin names an instructor, then that instructor\'s clients are listed; a client asking gets 403', async () => {
    const { instructor, client } = await instructorWithClient(stack.get());

    const res = await clientsOf(asRole('admin'), `?instructorId=${instructor.id}`);

    expect(((await res.json()) as InstructorClient[]).map((c) => c.id)).toEqual([client.id]);
    expect((await clientsOf(asRole('user'))).status).toBe(403);
    expect((await clientsOf({})).status).toBe(401);
  });

  it('When a coach has more clients than a page, then ?limit= pages them in e-mail order with a Link to the next page, each client once, accounts looked up a page at a time', async () => {
    const { auth, booking } = stack.get();
    const { instructor, client, staff } = await instructorWithClient(stack.get());
    const more = [];
    for (let i = 0; i < 6; i += 1) {
      const { user } = await insertUser(auth, { firstName: `Pat${i}`, lastName: 'Paged', email: `paged${i}.${instructor.id}@example.com` });
      await insertBookingBy(booking.db, instructor.id, user.email, i % 2 ? 'completed' : 'confirmed');
      await insertBookingBy(booking.db, instructor.id, user.email);
      more.push(user);
    }
    const expected = [client, ...more].map((u) => u.email.toLowerCase()).sort();

    const first = await clientsOf(staff, '?limit=3');
    expect(first.status).toBe(200);
    expect(((await first.json()) as InstructorClient[]).map((c) => c.email)).toEqual(expected.slice(0, 3));
    const walk = await walkPages<InstructorClient>((path) => fetch(`${booking.url}${path}`, { headers: staff }), '/api/instructor/clients?limit=2');
    expect(walk.items.map((c) => c.email)).toEqual(expected);
    expect(walk.pages).toBe(4);
    expect(walk.links).toHaveLength(3);
    expect(walk.links.every((l) => l.startsWith('/api/instructor/clients?') && /[?&]cursor=[\w-]+/.test(l) && /[?&]limit=2(&|$)/.test(l))).toBe(true);
    const admin = await walkPages<InstructorClient>((path) => fetch(`${booking.url}${path}`, { headers: asRole('admin') }), `/api/instructor/clients?instructorId=${instructor.id}&limit=5`);
    expect(admin.items.map((c) => c.email)).toEqual(expected);
    expect(admin.links.every((l) => l.includes(`instructorId=${instructor.id}`))).toBe(true);
  });

  it.each(['0', '201', 'ten'])('When limit is %s, then 400 naming limit, for the coach as for an admin', async (limit) => {
    const { instructor, staff } = await instructorWithClient(stack.get());
    for (const headers of [staff, asRole('admin')]) {
      const res = await clientsOf(headers, `?instructorId=${instructor.id}&limit=${limit}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { errors: Array<{ path: string }> }).errors.map((e) => e.path)).toEqual(['limit']);
    }
  });

  it('When paging is asked without signing in, as a client, or for another coach, then 401 / 403 and nothing is listed', async () => {
    const mine = await instructorWithClient(stack.get());
    const theirs = await instructorWithClient(stack.get());
    expect((await clientsOf({}, '?limit=5')).status).toBe(401);
    expect((await clientsOf(asRole('user', mine.client.email), '?limit=5')).status).toBe(403);
    const other = await clientsOf(mine.staff, `?instructorId=${theirs.instructor.id}&limit=5`);
    expect(other.status).toBe(403);
    expect(await other.text()).not.toContain(theirs.client.email);
  });

  it('When a client\'s only confirmed session is cancelled, then they leave the list; one with another session stays; a rebuild from the bookings gives the same list', async () => {
    const { auth, booking } = stack.get();
    const { instructor, client, staff } = await instructorWithClient(stack.get());
    const { user: once } = await insertUser(auth, { firstName: 'Olly', lastName: 'Once' });
    const onlyId = await insertBookingBy(booking.db, instructor.id, once.email);
    const secondId = await insertBookingBy(booking.db, instructor.id, client.email);
    const emails = async () => ((await (await clientsOf(staff, '?limit=50')).json()) as InstructorClient[]).map((c) => c.email);
    expect(await emails()).toEqual(expect.arrayContaining([once.email, client.email]));

    const bookings = bookingRepository(booking.db);
    await bookings.update(onlyId, { status: 'cancelled' });
    await bookings.update(secondId, { status: 'cancelled' });
    expect(await emails()).toEqual([client.email]);

    await booking.db.collection('instructor_clients').deleteMany({ instructorId: instructor.id });
    expect(await emails()).toEqual([]);
    await instructorClientRepository(booking.db).rebuild();
    expect(await emails()).toEqual([client.email]);
  });

  it('When a coach names another instructor, then 403 and nothing of theirs is shown', async () => {
    const mine = await instructorWithClient(stack.get());
    const theirs = await instructorWithClient(stack.get());

    const res = await clientsOf(mine.staff, `?instructorId=${theirs.instructor.id}`);

    expect(res.status).toBe(403);
    expect(await res.text()).not.toContain(theirs.client.email);
  });

  it('When booking has no AUTH_URL, then 404 says the account directory is not connected (no 5xx: retrying cannot help)', async () => {
    const lonely = await startBooking({ catalog: stack.get().catalog });
    try {
      const { instructor } = await instructorWithClient(stack.get());
      await insertBookingBy(lonely.db, instructor.id, 'someone@example.com');
      const res = await fetch(`${lonely.url}/api/instructor/clients`, { headers: asRole('staff', instructor.email) });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'The account directory is not connected to this service' });
    } finally {
      await (lonely as TestBooking).stop();
    }
  });
});

describe('GET /internal/instructor-clients', () => {
  it('When content asks by the coach\'s e-mail (any case) or by id, then the instructor and their clients come back', async () => {
    const { instructor, client } = await instructorWithClient(stack.get());

    const byEmail = await (await internalClients(`email=${encodeURIComponent(instructor.email.toUpperCase())}`)).json();
    const byId = await (await internalClients(`instructorId=${instructor.id}`)).json();

    const expected = { instructor: { id: instructor.id, name: instructor.name, email: instructor.email }, clients: [expect.objectContaining({ id: client.id })] };
    expect(byEmail).toEqual(expected);
    expect(byId).toEqual(expected);
  });

  it('When content asks about one client (clientEmail, any case), then only that client comes back, and only while they are of the care team', async () => {
    const { auth, booking } = stack.get();
    const { instructor, client } = await instructorWithClient(stack.get());
    const { user: cancelledOnly } = await insertUser(auth, { firstName: 'Cal', lastName: 'Cancelled' });
    const { user: stranger } = await insertUser(auth, { firstName: 'Sam', lastName: 'Stranger' });
    await insertBookingBy(booking.db, instructor.id, cancelledOnly.email, 'cancelled');
    const about = async (email: string, scope = 'care-team') =>
      ((await (await internalClients(`instructorId=${instructor.id}&scope=${scope}&clientEmail=${encodeURIComponent(email)}`)).json()) as { clients: InstructorClient[] }).clients;

    expect(await about(client.email.toUpperCase())).toEqual([{ id: client.id, email: client.email, firstName: 'Casey', lastName: 'Client' }]);
    expect(await about(client.email, 'clients')).toEqual([expect.objectContaining({ id: client.id })]);
    expect(await about(cancelledOnly.email)).toEqual([]);
    expect(await about(stranger.email)).toEqual([]);
    expect((await internalClients(`instructorId=${instructor.id}&clientEmail=x`)).status).toBe(400);
  });

  it('When the care team is asked (issue 38), then only bookings the client confirmed or attended count: no hold, lapsed hold, or booking the gym made alone', async () => {
    const { auth, booking } = stack.get();
    const { instructor, client } = await instructorWithClient(stack.get());
    const make = async (label: string, status: string, paymentProvider?: string) => {
      const { user } = await insertUser(auth, { firstName: label, lastName: 'Client' });
      const id = await insertBookingBy(booking.db, instructor.id, user.email, status);
      if (paymentProvider) await booking.db.collection('bookings').updateOne({ _id: id as never }, { $set: { paymentProvider } });
      return { user, id };
    };
    const completed = await make('Cora', 'completed', 'embedded');
    const missed = await make('Nico', 'no_show', 'credit');
    const held = await make('Pat', 'pending', 'embedded');
    const lapsed = await make('Ezra', 'expired');
    const byGym = await make('Greta', 'confirmed', 'admin');
    const careTeam = async (one = '') =>
      ((await (await internalClients(`instructorId=${instructor.id}&scope=care-team${one}`)).json()) as { clients: InstructorClient[] }).clients.map((c) => c.id);
    const parties = async (id: string) =>
      (await (await fetch(`${booking.url}/internal/bookings/${id}/parties`, { headers: internalHeaders() })).json()) as { careTeam: boolean };

    expect((await careTeam()).sort()).toEqual([client.id, completed.user.id, missed.user.id].sort());
    for (const outside of [held, lapsed, byGym]) {
      expect(await careTeam(`&clientEmail=${encodeURIComponent(outside.user.email)}`)).toEqual([]);
      expect((await parties(outside.id)).careTeam).toBe(false);
    }
    expect((await parties(completed.id)).careTeam).toBe(true);
    expect((await parties(missed.id)).careTeam).toBe(true);
  });

  it('When both or neither are named, or the secret is missing, then 400 / 403', async () => {
    expect((await internalClients('email=a@example.com&instructorId=abc')).status).toBe(400);
    expect((await internalClients('')).status).toBe(400);
    expect((await internalClients('email=a@example.com', {})).status).toBe(403);
  });
});
