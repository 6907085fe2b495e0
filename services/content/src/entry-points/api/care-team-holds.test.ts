import { buildIdentity } from '@wsms/service-kit/testing';
import { asRole, buildCheckout, confirmedCheckout, fromAddress, heldCheckout, insertWeek, nextClientAddress } from '@wsms/booking-service/testing/booking-test-kit';
import { businessToday } from '@wsms/contracts';
import { buildInjury, buildIntake, buildNote, clinicalApi, clinicalEnv } from '../../testing/clinical-test-kit';
import { insertInstructor, newClient, person, useTrainingStack } from '../../testing/training-test-kit';

const training = useTrainingStack(clinicalEnv);
const stack = () => training.get();
const api = () => clinicalApi(stack().content.url);

/** A weekday (Monday to Saturday) some days ahead of today, within the booking window. */
function weekdayAhead(days: number) {
  const day = new Date(`${businessToday()}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  if (day.getUTCDay() === 0) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** A clinician coach with a bookable week, and a client with an intake on file. */
async function coachAndClient() {
  const instructor = await insertInstructor(stack().catalog);
  await insertWeek(stack().booking.db, instructor.id);
  const clinician = person(buildIdentity({ role: 'staff', email: instructor.email, firstName: 'Alex', lastName: 'Trainer', clinician: true }));
  const client = await newClient(stack());
  expect((await api().saveIntake(client, buildIntake())).status).toBe(200);
  return { instructor, clinician, client, checkout: (time: string) => buildCheckout(instructor.id, { clientEmail: client.identity.email, sessionDate: weekdayAhead(10), time }) };
}

async function recordStatuses(clinician: ReturnType<typeof person>, clientId: string) {
  return [
    (await api().clientIntake(clinician, clientId)).status,
    (await api().injuries(clinician, clientId)).status,
    (await api().notes(clinician, clientId)).status,
    (await api().recordInjury(clinician, clientId, buildInjury())).status,
  ];
}

describe('Who is the care team (issue 38)', () => {
  it("When a stranger holds a coach's time in a client's name (pending, then expired), then the coach cannot open, chart or add to the client's record", async () => {
    const { clinician, client, checkout } = await coachAndClient();
    const { bookingId } = await heldCheckout(stack().booking, checkout('10:00'), fromAddress(nextClientAddress()));
    const id = client.identity.sub;

    expect(await recordStatuses(clinician, id)).toEqual([403, 403, 403, 403]);
    const onHold = await api().writeNote(clinician, bookingId, buildNote());
    expect(onHold.status).toBe(409);
    expect(((await onHold.json()) as { message: string }).message).toMatch(/confirmed or attended/);

    // The sweep marks a lapsed hold expired: it opens nothing either.
    await stack().booking.db.collection('bookings').updateOne({ _id: bookingId as never }, { $set: { status: 'expired', holdExpiresAt: null } });
    expect(await recordStatuses(clinician, id)).toEqual([403, 403, 403, 403]);
    expect((await api().writeNote(clinician, bookingId, buildNote())).status).toBe(409);
    expect(await stack().content.db.collection('clinical_notes').countDocuments({ clientId: id })).toBe(0);
    expect(await stack().content.db.collection('clinical_injuries').countDocuments({ clientId: id })).toBe(0);
  });

  it('When the gym alone books the client with the coach, then that booking opens nothing; once the client confirms one, the coach is the care team', async () => {
    const { clinician, client, checkout } = await coachAndClient();
    const made = await stack().booking.api.request('POST', '/api/bookings', checkout('11:00'), asRole('admin'));
    expect(made.status).toBe(201);
    const { id: adminBookingId } = (await made.json()) as { id: string };
    const id = client.identity.sub;

    expect(await recordStatuses(clinician, id)).toEqual([403, 403, 403, 403]);
    expect((await api().writeNote(clinician, adminBookingId, buildNote())).status).toBe(409);

    const { bookingId } = await confirmedCheckout(stack().booking, checkout('13:00'));
    expect(await recordStatuses(clinician, id)).toEqual([200, 200, 200, 201]);
    expect((await api().writeNote(clinician, bookingId, buildNote())).status).toBe(201);
  });
});
