import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { mongo } from 'mongoose';
import type { Booking, ClinicalNote, MyCredits, RecordAccess, WaitlistEntry } from '@wsms/contracts';
import { apiClient } from './support/api';
import { startSeparateStack, type SeparateStack } from './support/separate-stack';

const run = promisify(execFile);
const root = path.resolve(__dirname, '../..');
// A stack of its own (the seeded instructors are public), and a tag that keeps the seeded names apart.
const tag = `s${Date.now().toString(36)}`;
const password = 'scale-seed-123';
const NEW_AREAS = ['credits', 'waitlist', 'clinical'];
const COLLECTIONS: Record<string, string[]> = {
  wsms_booking: ['packages', 'package_purchases', 'package_purchase_decisions', 'credits', 'credit_redemptions', 'credit_returns', 'waitlist_entries', 'waitlist_keys', 'waitlist_offers', 'waitlist_events', 'bookings'],
  wsms_content: ['clinical_intake_versions', 'consent_signatures', 'clinical_notes', 'clinical_note_addenda', 'clinical_injuries', 'clinical_record_access'],
};

let stack: SeparateStack;
let client: mongo.MongoClient;
let seeded = '';
const seed = (only: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/seed-scale.mjs', '--only', only.join(','), '--years', '0.2', '--instructors', '4', '--clients', '30', '--tag', tag], {
    cwd: root,
    // DATA_DIR: the clinical record is sealed with the key the stack keeps there.
    env: { ...process.env, MONGODB_URI: stack.databaseUri, DATA_DIR: stack.dataDir },
    timeout: 120_000,
  });
const db = (name: string) => client.db(name);
async function counts() {
  const out: Record<string, number> = {};
  for (const [name, collections] of Object.entries(COLLECTIONS)) {
    for (const c of collections) out[`${name}.${c}`] = await db(name).collection(c).countDocuments({});
  }
  return out;
}
async function signedIn(username: string) {
  const api = apiClient(stack.url);
  expect((await api.login(username, password)).status).toBe(200);
  return api;
}

beforeAll(async () => {
  stack = await startSeparateStack();
  client = await mongo.MongoClient.connect(stack.databaseUri);
  ({ stdout: seeded } = await seed(['people', 'availability', 'bookings', ...NEW_AREAS]));
}, 180_000);
afterAll(async () => {
  await client?.close();
  await stack?.stop();
});

describe('The scale seed of packages, credits, waitlist and clinical records', () => {
  it('When a client who uses packages reads their credits, then the balance is their credits bought less those spent plus those given back (not expired), and the sessions a credit paid for say so', async () => {
    const booking = db('wsms_booking');
    const ownerIds = (await booking.collection('credits').distinct('ownerId')) as string[];
    expect(ownerIds.length).toBeGreaterThan(0);
    let checked = 0;
    for (const ownerId of ownerIds) {
      const user = await db('wsms_auth').collection('users').findOne({ _id: new mongo.ObjectId(ownerId) });
      const credits = await booking.collection('credits').find({ ownerId }).toArray();
      const redemptions = await booking.collection('credit_redemptions').find({ ownerId }).toArray();
      const returns = await booking.collection('credit_returns').find({ ownerId }).toArray();
      const purchases = await booking.collection('package_purchases').find({ buyerId: ownerId, status: 'paid' }).toArray();
      expect(credits).toHaveLength(purchases.reduce((n, p) => n + (p.sessions as number), 0));
      const now = new Date();
      const available = credits.filter((c) => {
        const spent = redemptions.filter((r) => r.creditId === c._id).length - returns.filter((r) => r.creditId === c._id).length;
        return spent === 0 && (c.expiresAt as Date) >= now;
      }).length;
      const api = await signedIn(String(user!.username));
      const mine = await api.request<MyCredits>('GET', '/api/user/credits');
      expect(mine.status).toBe(200);
      expect(mine.json.balance).toBe(available);
      expect(mine.json.history.filter((h) => h.reason === 'Booked a session')).toHaveLength(redemptions.length);
      expect(mine.json.history.filter((h) => h.change === 1 && h.reason.startsWith('Returned'))).toHaveLength(returns.length);
      const own = await api.request<Booking[]>('GET', '/api/bookings?limit=200');
      const paidByCredit = own.json.filter((b) => b.paymentMethod === 'credit').map((b) => b.id).sort();
      expect(paidByCredit).toEqual(redemptions.map((r) => r.bookingId as string).filter((id) => own.json.some((b) => b.id === id)).sort());
      checked += redemptions.length;
    }
    // Spent, forfeited (no-shows) and given back (cancellations, waivers) all occur.
    expect(checked).toBeGreaterThan(0);
    expect(await booking.collection('credit_redemptions').countDocuments({ state: 'forfeited' })).toBeGreaterThan(0);
    expect(await booking.collection('credit_returns').countDocuments({})).toBeGreaterThan(0);
  });

  it('When staff list the purchases awaiting payment, then the seeded pending purchases are there, and the retired packages are off sale', async () => {
    const staff = await signedIn(`${tag}coach02`);
    const pending = await staff.request<Array<{ id: string; status: string }>>('GET', '/api/package-purchases?status=pending&limit=200');
    expect(pending.status).toBe(200);
    const stored = await db('wsms_booking').collection('package_purchases').find({ status: 'pending' }).toArray();
    expect(pending.json.map((p) => p.id).sort()).toEqual(stored.map((p) => String(p._id)).sort());
    const onSale = await apiClient(stack.url).request<Array<{ name: string }>>('GET', '/api/packages');
    expect(onSale.json.map((p) => p.name).sort()).toEqual(['Rehabilitation Block', 'Technique Three', 'Training Five']);
  });

  it('When a client whose offer was claimed reads their waitlist, then the entry is there as booked, its made and claimed events exist, and the claimed session is their booking', async () => {
    const booking = db('wsms_booking');
    const offer = await booking.collection('waitlist_offers').findOne({ state: 'claimed' });
    expect(offer).not.toBeNull();
    const events = await booking.collection('waitlist_events').find({ _id: { $in: [`${offer!._id}:made`, `${offer!._id}:claimed`] } as never }).toArray();
    expect(events.map((e) => e.kind).sort()).toEqual(['claimed', 'made']);
    const user = await db('wsms_auth').collection('users').findOne({ _id: new mongo.ObjectId(String(offer!.userId)) });
    const api = await signedIn(String(user!.username));
    const list = await api.request<WaitlistEntry[]>('GET', '/api/user/waitlist?limit=200');
    expect(list.status).toBe(200);
    expect(list.json.find((e) => e.id === String(offer!._id))?.status).toBe('booked');
    const own = await api.request<Booking[]>('GET', '/api/bookings?limit=200');
    expect(own.json.find((b) => b.id === offer!.bookingId)?.status).toBe('completed');
    expect(await booking.collection('waitlist_events').countDocuments({ kind: 'expired' })).toBeGreaterThan(0);
  });

  it('When the clinician reads a client\'s chart, then the seeded signed notes open with their text and addenda, and the client\'s record-access log lists the reads', async () => {
    const content = db('wsms_content');
    const [busiest] = await content.collection('clinical_notes').aggregate<{ _id: string; n: number }>([{ $group: { _id: '$clientId', n: { $sum: 1 } } }, { $sort: { n: -1 } }]).toArray();
    expect(busiest).toBeDefined();
    const clinician = await signedIn(`${tag}coach01`);
    const notes = await clinician.request<ClinicalNote[]>('GET', `/api/clients/${busiest!._id}/clinical-notes?limit=200`);
    expect(notes.status).toBe(200);
    expect(notes.json).toHaveLength(busiest!.n);
    expect(notes.json.every((n) => n.status === 'signed' && n.plan.length > 0)).toBe(true);
    const user = await db('wsms_auth').collection('users').findOne({ _id: new mongo.ObjectId(busiest!._id) });
    const patient = await signedIn(String(user!.username));
    const log = await patient.request<RecordAccess[]>('GET', '/api/user/record-access?limit=200');
    const stored = await content.collection('clinical_record_access').countDocuments({ clientId: busiest!._id });
    expect(log.json.length).toBe(stored);
    expect(log.json.filter((a) => a.what === 'clinical notes').length).toBeGreaterThan(1);
    const intake = await clinician.request('GET', `/api/clients/${busiest!._id}/intake`);
    expect(intake.status).toBe(200);
    expect(await content.collection('clinical_note_addenda').countDocuments({}) + (await content.collection('clinical_injuries').countDocuments({}))).toBeGreaterThan(0);
  });

  it('When the seed runs again, even with its run markers gone, then it adds nothing', async () => {
    expect(seeded).toMatch(/credits .*purchases \d/);
    const before = await counts();
    const again = await seed(['people', 'availability', 'bookings', ...NEW_AREAS]);
    expect(again.stdout).toMatch(/credits .*already written/);
    await db('wsms_booking').collection('seed_scale_runs').deleteMany({ _id: { $regex: '^(credits|waitlist):' } } as never);
    await db('wsms_content').collection('seed_scale_runs').deleteMany({ _id: { $regex: '^clinical:' } } as never);
    await seed(NEW_AREAS);
    const after = await counts();
    // The reads made by the tests above are the only new rows (one access row each).
    // A waiting entry's keys are released by the running stack once its times pass, and a second seed
    // writes those of entries still upcoming again: they are checked below as the seeded entries' own.
    for (const counted of [before, after]) delete counted['wsms_booking.waitlist_keys'];
    const { ['wsms_content.clinical_record_access']: readsAfter, ...restAfter } = after;
    const { ['wsms_content.clinical_record_access']: readsBefore, ...restBefore } = before;
    expect(restAfter).toEqual(restBefore);
    const keys = await db('wsms_booking').collection('waitlist_keys').find({}).toArray();
    const entryIds = new Set((await db('wsms_booking').collection('waitlist_entries').find({}, { projection: { _id: 1 } }).toArray()).map((e) => String(e._id)));
    expect(keys.every((k) => entryIds.has(String(k.entryId)))).toBe(true);
    expect(readsAfter).toBe(readsBefore);
  }, 180_000);
});
