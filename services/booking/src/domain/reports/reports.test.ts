import { bookingRepository } from '../../data-access/shared/booking-repository';
import { reportRepository } from '../../data-access/reports/report-repository';
import { asRole, depsOf, insertInstructor, insertSlot, insertWeek, useBookingStack } from '../../testing/booking-test-kit';
import { reportsKit } from '../../testing/reports-test-kit';
import { rebuildReports } from './rebuild-reports.use-case';
import { csvField } from './export-rows';
import { feedBooking } from './rollups';

const WEBHOOK_SECRET = 'whsec_reports_secret';
// Monday 18 February 2030, 09:00 in New York; daylight time starts on Sunday 10 March 2030.
const stack = useBookingStack({ start: '2030-02-18T14:00:00Z', stripeWebhookSecret: WEBHOOK_SECRET });
const kit = reportsKit(stack, WEBHOOK_SECRET);
const at = (instant: string) => stack.clock.set(instant);

/** Two coaches: A at Marlborough Monday to Saturday 09:00-17:00, B at Woburn on Saturdays only. */
async function coaches() {
  const a = await insertInstructor(stack.catalog, { name: 'Avery Report' });
  await insertWeek(stack.booking.db, a.id);
  const b = await insertInstructor(stack.catalog, { name: 'Blake Report', locations: ['Woburn'] });
  await insertSlot(stack.booking.db, b.id, { dayOfWeek: 6, location: 'Woburn' });
  return { a, b };
}

describe('Reports from the roll-ups', () => {
  it('When a fortnight around the start of daylight time is reported, then every figure is the hand-computed one (refund, an admin cancel inside the cut-off, DST payment)', async () => {
    const { a, b } = await coaches();
    // Ben is a returning client: his first session was in February.
    const b0 = await kit.adminBooks(a.id, '2030-02-20', '10:00', 'ben@reports.example');
    const b1 = await kit.adminBooks(a.id, '2030-03-04', '10:00', 'ana@reports.example');
    const b2 = await kit.adminBooks(a.id, '2030-03-05', '10:00', 'ana@reports.example');
    const b3 = await kit.adminBooks(b.id, '2030-03-09', '10:00', 'ben@reports.example', { sessionType: 'extended', location: 'woburn' });
    const b4 = await kit.adminBooks(a.id, '2030-03-07', '10:00', 'cara@reports.example');
    // A hold nobody confirms counts nowhere.
    await kit.stripeCheckout(a.id, '2030-03-06', '10:00', 'hold@reports.example');

    at('2030-02-20T16:00:00Z');
    await kit.adminDoes(b0, 'status', { status: 'completed' });
    at('2030-03-01T15:00:00Z'); // paid online on Friday 1 March
    const b5 = await kit.stripeCheckout(a.id, '2030-03-08', '11:00', 'dan@reports.example');
    await b5.deliver();
    at('2030-03-02T15:00:00Z'); // cancelled (and refunded) on Saturday 2 March, days ahead: not late
    await kit.adminDoes(b5.bookingId, 'cancel', { reason: 'Moving away' });
    at('2030-03-04T16:00:00Z');
    await kit.adminDoes(b1, 'status', { status: 'completed' });
    await kit.adminDoes(b1, 'paid');
    at('2030-03-05T16:00:00Z');
    await kit.adminDoes(b2, 'status', { status: 'no_show' });
    at('2030-03-06T20:00:00Z'); // 19 hours before its start: inside the 24-hour cut-off, but an admin's cancel is never late (late-cancellations.test.ts)
    await kit.adminDoes(b4, 'cancel', { reason: 'Coach is ill' });
    at('2030-03-09T17:00:00Z');
    await kit.adminDoes(b3, 'status', { status: 'completed' });
    // 04:30 UTC on 11 March is 00:30 on Monday 11 March in daylight time (23:30 on the 10th in standard time).
    at('2030-03-11T04:30:00Z');
    await kit.adminDoes(b3, 'paid');

    const report = await kit.summary({ from: '2030-03-01', to: '2030-03-10' });

    expect(report.sessions).toEqual({ booked: 3, completed: 2, noShow: 1, cancelled: 2, lateCancelled: 0 });
    expect(report.revenueCents).toEqual({ sessions: 17_000, packages: 0, digital: 0, refunds: 8500, net: 8500 });
    expect(report.clients).toEqual({ active: 2, new: 1, returning: 1 });
    expect(report.byLocation.find((l) => l.location === 'marlborough')).toEqual({ location: 'marlborough', booked: 2, completed: 1, noShow: 1, revenueCents: 8500 });
    expect(report.byLocation.find((l) => l.location === 'woburn')).toEqual({ location: 'woburn', booked: 1, completed: 1, noShow: 0, revenueCents: 0 });
    // A: 8 open days x 8 hours, 2 booked; B: two Saturdays x 8 hours, one 90-minute session.
    expect(report.utilisation).toContainEqual({ instructorId: a.id, name: 'Avery Report', availableHours: 64, bookedHours: 2, rate: 0.03125 });
    expect(report.utilisation).toContainEqual({ instructorId: b.id, name: 'Blake Report', availableHours: 16, bookedHours: 1.5, rate: 0.09375 });
    expect(report.waitlist).toEqual({ offers: 0, claimed: 0, expired: 0, fillRate: 0 });

    const weekly = await kit.series({ metric: 'revenueSessions', interval: 'week', from: '2030-03-04', to: '2030-03-17' });
    expect(weekly.points).toEqual([
      { period: '2030-03-04', value: 8500 },
      { period: '2030-03-11', value: 8500 },
    ]);
    const woburn = await kit.summary({ from: '2030-03-01', to: '2030-03-10', location: 'woburn' });
    expect(woburn.sessions).toEqual({ booked: 1, completed: 1, noShow: 0, cancelled: 0, lateCancelled: 0 });
    expect(woburn.utilisation).toEqual([{ instructorId: b.id, name: 'Blake Report', availableHours: 16, bookedHours: 1.5, rate: 0.09375 }]);
    expect((await kit.summary({ from: '2030-02-01', to: '2030-02-28' })).clients).toEqual({ active: 1, new: 1, returning: 0 });
  });

  it("When a booking is made, completed and fed again, and a payment's webhook arrives twice, then each moves its own figures exactly once (credits and the waitlist: credit-waitlist-reports.test.ts)", async () => {
    const { a } = await coaches();
    const april = { from: '2030-04-01', to: '2030-04-30', instructorId: a.id };
    const before = await kit.summary(april);

    const id = await kit.adminBooks(a.id, '2030-04-09', '10:00', 'eve@reports.example');
    const booked = await kit.summary(april);
    at('2030-04-09T16:00:00Z');
    await kit.adminDoes(id, 'status', { status: 'completed' });
    const completed = await kit.summary(april);
    const deps = depsOf(stack.booking, stack.clock);
    const stored = (await deps.bookings.findById(id))!;
    await feedBooking(deps, stored);
    await feedBooking(deps, stored);
    const paid = await kit.stripeCheckout(a.id, '2030-04-10', '11:00', 'fay@reports.example');
    await paid.deliver();
    await paid.deliver();
    const after = await kit.summary(april);

    expect(before.sessions.booked).toBe(0);
    expect(booked.sessions).toEqual({ booked: 1, completed: 0, noShow: 0, cancelled: 0, lateCancelled: 0 });
    expect(booked.clients).toEqual({ active: 1, new: 1, returning: 0 });
    expect(completed.sessions).toEqual({ booked: 1, completed: 1, noShow: 0, cancelled: 0, lateCancelled: 0 });
    expect(after.sessions).toEqual({ booked: 2, completed: 1, noShow: 0, cancelled: 0, lateCancelled: 0 });
    expect(after.revenueCents.sessions).toBe(8500);
  });

  it('When the roll-ups are rebuilt from the records, then every answer is the same as the live one', async () => {
    const { a, b } = await coaches();
    const m1 = await kit.adminBooks(a.id, '2030-05-06', '10:00', 'gus@reports.example');
    const m2 = await kit.adminBooks(b.id, '2030-05-11', '10:00', 'hal@reports.example', { location: 'woburn' });
    const m3 = await kit.adminBooks(a.id, '2030-05-08', '10:00', 'gus@reports.example');
    at('2030-05-06T16:00:00Z');
    await kit.adminDoes(m1, 'status', { status: 'completed' });
    await kit.adminDoes(m1, 'paid');
    await kit.adminDoes(m3, 'cancel', { reason: 'Clash' });
    at('2030-05-11T16:00:00Z');
    await kit.adminDoes(m2, 'status', { status: 'no_show' });
    const ranges: Record<string, string>[] = [
      { from: '2030-02-01', to: '2030-05-31' },
      { from: '2030-03-01', to: '2030-03-10' },
      { from: '2030-05-01', to: '2030-05-31', location: 'woburn' },
      { from: '2030-05-01', to: '2030-05-31', instructorId: a.id },
    ];
    const series = { metric: 'revenueNet', interval: 'month', from: '2030-02-01', to: '2030-05-31' };
    const live = await Promise.all(ranges.map((r) => kit.summary(r)));
    const liveSeries = await kit.series(series);

    await rebuildReports(depsOf(stack.booking, stack.clock));

    expect(await Promise.all(ranges.map((r) => kit.summary(r)))).toEqual(live);
    expect(await kit.series(series)).toEqual(liveSeries);
    expect(live[0]!.sessions.booked).toBeGreaterThanOrEqual(3);
  });

  it('When a range is reversed, longer than three years or not a date, then 400 names the field', async () => {
    const reversed = await kit.get('/api/reports/summary', { from: '2030-02-01', to: '2030-01-01' });
    const tooLong = await kit.get('/api/reports/summary', { from: '2026-01-01', to: '2029-01-02' });
    const notADate = await kit.get('/api/reports/series', { metric: 'booked', from: '2030-02-30', to: '2030-03-01' });
    const badLocation = await kit.get('/api/reports/export.csv', { kind: 'sessions', from: '2030-01-01', to: '2030-01-31', location: 'mars' });

    expect([reversed.status, tooLong.status, notADate.status, badLocation.status]).toEqual([400, 400, 400, 400]);
    expect(JSON.stringify(reversed.body)).toContain('to');
    expect(JSON.stringify(tooLong.body)).toContain('at most 3 years');
    expect(JSON.stringify(notADate.body)).toContain('from');
    expect(JSON.stringify(badLocation.body)).toContain('location');
    expect((await kit.get('/api/reports/summary', { from: '2026-01-01', to: '2029-01-01' })).status).toBe(200);
  });

  it('When a staff member or a client asks for a report or an export, then 403 and no file', async () => {
    const query = { from: '2030-03-01', to: '2030-03-10' };
    for (const headers of [asRole('staff'), asRole('user', 'ana@reports.example')]) {
      expect((await kit.get('/api/reports/summary', query, headers)).status).toBe(403);
      const file = await kit.get('/api/reports/export.csv', { ...query, kind: 'sessions' }, headers);
      expect(file.status).toBe(403);
      expect(file.headers.get('content-disposition')).toBeNull();
    }
  });

  it('When bookings are exported in keyset batches smaller than the range, then every booking in the range comes once, in session order, and none outside it', async () => {
    const { a } = await coaches();
    const ids = [];
    for (const [date, time] of [['2030-08-05', '10:00'], ['2030-08-05', '09:00'], ['2030-08-07', '12:00'], ['2030-08-06', '11:00'], ['2030-08-09', '10:00']] as const) {
      ids.push({ id: await kit.adminBooks(a.id, date, time, `k${ids.length}@reports.example`), key: `${date}T${time}` });
    }
    await kit.adminBooks(a.id, '2030-08-10', '10:00', 'outside@reports.example');
    at('2030-08-05T12:00:00Z');
    for (const { id } of ids) await kit.adminDoes(id, 'paid');
    await kit.settled();
    const reports = reportRepository(stack.booking.db);

    const read = [];
    for await (const row of reports.exportRows({ from: '2030-08-05', to: '2030-08-09', instructorId: a.id }, 2)) read.push(row._id);
    const payments = [];
    for await (const f of reports.streamFacts('payment', '2030-08-05', '2030-08-05', 2)) if (f.instructorId === a.id) payments.push(f._id);

    expect(read).toEqual([...ids].sort((x, y) => (x.key < y.key ? -1 : 1)).map((x) => x.id));
    expect(payments.sort()).toEqual(ids.map((x) => `booking:${x.id}:payment`).sort());
  });

  it('When bookings are made, paid, cancelled and refunded, then each export row holds exactly the booking\'s columns, live and after a rebuild', async () => {
    const { a, b } = await coaches();
    const paid = await kit.adminBooks(a.id, '2030-09-03', '10:00', 'row@reports.example');
    await kit.adminBooks(b.id, '2030-09-07', '10:00', '+sum@reports.example', { sessionType: 'extended', location: 'woburn' });
    const held = await kit.stripeCheckout(a.id, '2030-09-04', '10:00', 'held@reports.example');
    at('2030-09-02T15:00:00Z');
    await kit.adminDoes(paid, 'paid');
    await held.deliver();
    await kit.adminDoes(held.bookingId, 'cancel', { reason: 'Moving away' });
    await kit.stripeCheckout(a.id, '2030-09-05', '10:00', 'never@reports.example'); // a hold nobody confirms: no row
    const range = { from: '2030-09-01', to: '2030-09-30' };
    const bookings = bookingRepository(stack.booking.db);
    const expected = [];
    for await (const bk of bookings.stream({ from: range.from, to: range.to })) {
      if (bk.status === 'pending') continue;
      expected.push([bk.id, bk.date, bk.time, bk.location, bk.instructorId, bk.instructorName, bk.sessionType, bk.status, bk.clientEmail, bk.totalAmountCents, bk.paymentStatus ?? '', bk.paidAt ? '2030-09-02' : '', bk.refundStatus ?? ''].map((v) => csvField(v)).join(','));
    }
    const live = await kit.get('/api/reports/export.csv', { ...range, kind: 'sessions' });
    const revenue = await kit.get('/api/reports/export.csv', { ...range, kind: 'revenue' });

    await rebuildReports(depsOf(stack.booking, stack.clock));

    const rows = live.text.trim().split('\r\n').slice(1);
    expect([...rows].sort()).toEqual([...expected].sort());
    expect(rows).toHaveLength(3);
    expect(rows.join('\n')).toContain(`${held.bookingId},2030-09-04,10:00,marlborough,${a.id},Avery Report,`);
    expect(rows.join('\n')).toContain(',refunded');
    expect((await kit.get('/api/reports/export.csv', { ...range, kind: 'sessions' })).text).toBe(live.text);
    expect((await kit.get('/api/reports/export.csv', { ...range, kind: 'revenue' })).text).toBe(revenue.text);
    expect(revenue.text.trim().split('\r\n')).toHaveLength(4);
  });

  it('When a booking is moved to another day, then the export lists it on its new day only, and a location filter keeps only that gym', async () => {
    const { a, b } = await coaches();
    const moved = await kit.adminBooks(a.id, '2030-10-01', '10:00', 'mover@reports.example');
    const stays = await kit.adminBooks(a.id, '2030-10-01', '09:00', 'stays@reports.example');
    const woburn = await kit.adminBooks(b.id, '2030-10-05', '10:00', 'woburn@reports.example', { location: 'woburn' });
    const res = await stack.booking.api.request('POST', `/api/bookings/${moved}/reschedule`, { sessionDate: '2030-10-03', time: '11:00' }, asRole('admin'));
    expect(res.status).toBe(200);
    const range = { from: '2030-10-01', to: '2030-10-31', kind: 'sessions' };

    const all = (await kit.get('/api/reports/export.csv', range)).text.trim().split('\r\n').slice(1);
    const woburnOnly = (await kit.get('/api/reports/export.csv', { ...range, location: 'woburn' })).text.trim().split('\r\n').slice(1);

    expect(all.map((row) => row.split(',').slice(0, 3).join(','))).toEqual([`${csvField(stays)},2030-10-01,09:00`, `${csvField(moved)},2030-10-03,11:00`, `${csvField(woburn)},2030-10-05,10:00`]);
    expect(woburnOnly.map((row) => row.split(',')[0])).toEqual([csvField(woburn)]);
    const days = await reportRepository(stack.booking.db).exportDays(['2030-10-01', '2030-10-02', '2030-10-03']);
    expect(days.map((d) => [d._id, d.rows.length])).toEqual([['2030-10-01', 1], ['2030-10-03', 1]]);
  });

  it('When a database from before export days has rows but no days, then the sessions export walks the rows until a rebuild writes the days, with the same file', async () => {
    const { a } = await coaches();
    const ids = [await kit.adminBooks(a.id, '2030-11-04', '10:00', 'old1@reports.example'), await kit.adminBooks(a.id, '2030-11-06', '12:00', 'old2@reports.example')];
    const range = { from: '2030-11-01', to: '2030-11-30', kind: 'sessions' };
    const reports = reportRepository(stack.booking.db);
    expect(await reports.exportDaysComplete()).toBe(true); // this stack started on an empty database
    const complete = (await kit.get('/api/reports/export.csv', range)).text;
    // As an older version left it: the rows, no days, no mark.
    await stack.booking.db.collection('report_export_days').deleteMany({});
    await stack.booking.db.collection('booking_upgrades').deleteOne({ _id: 'report-export-days' as never });
    expect(await reports.markExportDaysComplete(false)).toBe(false); // a restart does not mark it: rows exist

    const walked = (await kit.get('/api/reports/export.csv', range)).text;
    await rebuildReports(depsOf(stack.booking, stack.clock));
    const fromDays = (await kit.get('/api/reports/export.csv', range)).text;

    // An id may start with '-': the file guards it against spreadsheet formulas as it does every field.
    expect(walked.trim().split('\r\n').slice(1).map((row) => row.split(',')[0])).toEqual(ids.map((id) => csvField(id)));
    expect(walked).toBe(complete);
    expect(await reports.exportDaysComplete()).toBe(true);
    expect((await reports.exportDays(['2030-11-04', '2030-11-06'])).map((d) => d._id)).toEqual(['2030-11-04', '2030-11-06']);
    expect(fromDays).toBe(complete);
  });

  it('When an admin exports sessions, revenue and utilisation, then each is a CSV attachment with a header row and one row per record', async () => {
    const { a } = await coaches();
    const id = await kit.adminBooks(a.id, '2030-06-04', '10:00', 'ivy@reports.example');
    await kit.adminBooks(a.id, '2030-06-05', '10:00', '+cmd@reports.example');
    at('2030-06-04T16:00:00Z');
    await kit.adminDoes(id, 'paid');
    const query = { from: '2030-06-01', to: '2030-06-30', instructorId: a.id };

    const sessions = await kit.get('/api/reports/export.csv', { ...query, kind: 'sessions' });
    const revenue = await kit.get('/api/reports/export.csv', { ...query, kind: 'revenue' });
    const utilisation = await kit.get('/api/reports/export.csv', { ...query, kind: 'utilisation' });

    expect(sessions.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(sessions.headers.get('content-disposition')).toBe('attachment; filename="sessions-2030-06-01-to-2030-06-30.csv"');
    const rows = sessions.text.trim().split('\r\n');
    expect(rows[0]).toBe('booking_id,session_date,time,location,instructor_id,instructor,session_type,status,client_email,amount_cents,payment_status,paid_on,refund_status');
    expect(rows).toHaveLength(3);
    expect(sessions.text).toContain(`${id},2030-06-04,10:00,marlborough,${a.id},`);
    expect(sessions.text).toContain("'+cmd@reports.example");
    expect(revenue.text.trim().split('\r\n')).toEqual(['date,type,source_id,location,instructor_id,instructor,amount_cents', `2030-06-04,session payment,${id},marlborough,${a.id},Avery Report,8500`]);
    const weeks = utilisation.text.trim().split('\r\n');
    expect(weeks[0]).toBe('week_start,instructor_id,instructor,available_hours,booked_hours,rate');
    expect(weeks).toEqual([weeks[0], `2030-05-27,${a.id},Avery Report,8.00,0.00,0.0000`, `2030-06-03,${a.id},Avery Report,48.00,2.00,0.0417`, `2030-06-10,${a.id},Avery Report,48.00,0.00,0.0000`, `2030-06-17,${a.id},Avery Report,48.00,0.00,0.0000`, `2030-06-24,${a.id},Avery Report,48.00,0.00,0.0000`]);
  });
});
