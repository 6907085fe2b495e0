import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { apiClient, buildRegistration, demo } from './support/api';
import { launchBrowser, newPage } from './support/browser';
import { bookableDay, pickDate, slotLabel } from './support/business-dates';
import { mailedConfirmLink } from './support/outbox';
import { expectCleanScreen, settled } from './support/screens';
import { startSeparateStack, type SeparateStack } from './support/separate-stack';
import { signInContext } from './support/session';

// Issue 31, walked through the UI. On a stack of its own: publishing a consent form asks every client
// of the stack to sign before confirming, which other files sharing a stack must not meet.
let browser: Browser;
let stack: SeparateStack;
let admin: ReturnType<typeof apiClient>;
let coach: { name: string; email: string };
let staffId = '';

beforeAll(async () => {
  [browser, stack] = await Promise.all([launchBrowser(), startSeparateStack()]);
  admin = apiClient(stack.url);
  expect((await admin.login(demo.admin.username, demo.admin.password)).status).toBe(200);
  const staff = apiClient(stack.url);
  expect((await staff.login(demo.staff.username, demo.staff.password)).status).toBe(200);
  const me = (await staff.request<{ id: string; email: string; clinician?: boolean }>('GET', '/api/auth/me')).json;
  staffId = me.id;
  expect(me.clinician).toBe(true);
  for (let i = 0; i < 100 && !coach; i += 1) {
    const instructors = (await admin.request<Array<{ name: string; email: string }>>('GET', '/api/instructors')).json;
    const own = instructors.find((instructor) => instructor.email === me.email);
    if (own) coach = own;
    else await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!coach) throw new Error("setup: no instructor with the demo staff's e-mail");
  const published = await admin.request('POST', '/api/consent-forms', { title: 'Training Waiver', body: 'I understand that training carries a risk of injury.' });
  expect(published.status).toBe(201);
}, 150000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function open(username: string | null, password: string, viewport: { width: number; height: number }) {
  const opened = await newPage(browser, { baseURL: stack.url, viewport, acceptDownloads: true });
  if (username) await signInContext(opened.context, username, password, stack.url);
  return opened;
}

/** Books with the demo coach through the booking form, up to the checkout page. */
async function book(page: Page, date: string, time: string, name: string, email: string) {
  await page.goto('/private-classes');
  await page.getByRole('article', { name: coach.name }).getByRole('button', { name: `Book with ${coach.name}` }).click();
  await pickDate(page, date);
  await page.getByRole('group', { name: 'Available times' }).getByRole('button', { name: slotLabel(time), exact: true }).click();
  await page.getByLabel('Full Name *').fill(name);
  await page.getByLabel('Email *').fill(email);
  await page.getByLabel('Session Type *').selectOption({ label: 'Technique Training (1 Hour)' });
  const place = page.getByLabel('Preferred Location *');
  await place.selectOption({ label: (await place.locator('option').allTextContents())[1]! });
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page.waitForURL(/\/checkout\/[A-Za-z0-9_-]+\?key=/);
}

const desktop = { width: 1280, height: 900 };
const phone = { width: 360, height: 780 };
const date = bookableDay(11);
const time = '10:00';

describe('Issue 31: the sports-medicine record', () => {
  it('When a client fills in intake and signs consent, then books; the clinician charts and records an injury; the coach sees only stage and restrictions; the client sees plan, stage, access log and the PDF', async () => {
    const at = (screen: string) => `${screen} at 1280 px`;
    const client = await open(demo.user.username, demo.user.password, desktop);
    await client.page.goto('/client-portal?tab=health');
    const intake = client.page.getByRole('form', { name: 'Intake form' });
    await intake.waitFor();
    await settled(client.page);
    await expectCleanScreen(client.page, at('Health Record tab, empty'));
    await intake.getByLabel('Date of birth').fill('1994-05-17');
    await intake.getByLabel('Current and past injuries and surgeries').fill('Left ACL reconstruction 2019');
    await intake.getByLabel('Emergency contact name').fill('Riley Rivera');
    await intake.getByLabel('Emergency contact phone').fill('+1 555 010 0200');
    await intake.getByRole('button', { name: 'Save intake' }).click();
    await client.page.getByText('Intake saved').waitFor();
    const consent = client.page.getByRole('form', { name: 'Sign the consent form' });
    await consent.getByLabel('Type your full name').fill('Jamie Rivera');
    await consent.getByRole('checkbox', { name: 'I have read and agree to this consent form' }).check();
    await consent.getByRole('button', { name: 'Sign consent' }).click();
    await client.page.getByText('Signed', { exact: true }).waitFor();
    await expectCleanScreen(client.page, at('Health Record tab, filled in and signed'));

    // Signed already: the checkout confirms without asking again.
    await book(client.page, date, time, 'Jamie Rivera', 'jamie.rivera@example.com');
    await client.page.getByRole('button', { name: 'Confirm Booking' }).click();
    await client.page.getByRole('heading', { level: 1, name: 'Booking Confirmed!' }).waitFor();

    // The clinician (the demo staff) opens the booking's record, reads the intake, charts and records an injury.
    const clinician = await open(demo.staff.username, demo.staff.password, desktop);
    await clinician.page.goto('/staff-dashboard?tab=bookings');
    const booking = clinician.page.getByRole('list', { name: 'Upcoming bookings' }).getByRole('article', { name: `Jamie Rivera, ${date} ${time}` });
    await booking.getByText('Intake on file').waitFor();
    await booking.getByRole('button', { name: 'Open health record of Jamie Rivera' }).click();
    const record = clinician.page.getByRole('dialog', { name: 'Health record of Jamie Rivera' });
    await record.getByText('Left ACL reconstruction 2019').waitFor();
    const note = record.getByRole('form', { name: 'Write a chart note' });
    await note.getByLabel('Subjective').fill('Knee sore after sparring');
    await note.getByLabel('Assessment').fill('Patellofemoral irritation');
    await note.getByLabel('Plan').fill('Quad sets 3 x 15 daily, ice after training');
    await note.getByRole('button', { name: 'Save draft note' }).click();
    await record.getByRole('button', { name: 'Sign note' }).click();
    await record.getByRole('button', { name: 'Confirm sign' }).click();
    await record.getByText('Signed', { exact: true }).waitFor();
    const injury = record.getByRole('form', { name: 'Record an injury' });
    await injury.getByLabel('Body part').fill('Left knee');
    await injury.getByLabel('Stage').selectOption({ label: 'Rehab' });
    await injury.getByLabel('Restrictions').fill('No deep squats');
    await injury.getByRole('button', { name: 'Record injury' }).click();
    await record.getByText('Restrictions: No deep squats').waitFor();
    await settled(clinician.page);
    await expectCleanScreen(clinician.page, at('staff health record dialog (clinician)'));

    // The same coach, no longer a clinician: stage and restrictions only, and the warning when assigning a program.
    expect((await admin.request('PUT', `/api/auth/users/${staffId}/clinician`, { clinician: false })).status).toBe(200);
    const coachView = await open(demo.staff.username, demo.staff.password, desktop);
    await coachView.page.goto('/staff-dashboard?tab=bookings');
    await coachView.page.getByRole('list', { name: 'Upcoming bookings' }).getByRole('article', { name: `Jamie Rivera, ${date} ${time}` })
      .getByRole('button', { name: 'Open health record of Jamie Rivera' }).click();
    const coachRecord = coachView.page.getByRole('dialog', { name: 'Health record of Jamie Rivera' });
    await coachRecord.getByText('Restrictions: No deep squats', { exact: true }).waitFor();
    await settled(coachView.page);
    expect(await coachRecord.getByRole('heading', { name: 'Chart notes' }).count()).toBe(0);
    expect(await coachRecord.getByText('Patellofemoral irritation').count()).toBe(0);
    await expectCleanScreen(coachView.page, at('staff health record dialog (coach)'));
    await coachRecord.getByRole('button', { name: 'Close dialog' }).click();
    await coachView.page.getByRole('tab', { name: 'Programs' }).click();
    await coachView.page.getByRole('button', { name: 'Create Program' }).click();
    const program = coachView.page.getByRole('dialog', { name: 'Create Workout Program' });
    await program.getByLabel('Assign to client').selectOption({ label: 'Jamie Rivera (jamie.rivera@example.com)' });
    await program.getByRole('alert', { name: 'Injury warning' }).getByText(/Left knee, stage Rehab\. Restrictions: No deep squats/).waitFor();
    await expectCleanScreen(coachView.page, at('Create Workout Program with the injury warning'));
    expect((await admin.request('PUT', `/api/auth/users/${staffId}/clinician`, { clinician: true })).status).toBe(200);

    // The client reads the plan (nothing else of the note), the stage, who viewed the record, and downloads it.
    await client.page.goto('/client-portal?tab=health');
    await client.page.getByText('Quad sets 3 x 15 daily, ice after training').waitFor();
    await client.page.getByText('Stage: Rehab').waitFor();
    // One row per viewer and visit: the clinician's opening and the coach's, each saying what they read.
    const visits = client.page.getByRole('list', { name: 'Record visits' });
    await visits.getByText(/\(Clinician\) viewed your intake, clinical notes and injuries/).first().waitFor();
    await visits.getByText(/\(Coach\) viewed your intake and injuries/).first().waitFor();
    await settled(client.page);
    expect(await client.page.getByText('Patellofemoral irritation').count()).toBe(0);
    await expectCleanScreen(client.page, at('Health Record tab with plan, stage and views'));
    await client.page.getByRole('button', { name: 'Show full log' }).click();
    await client.page.getByRole('list', { name: 'Record views' }).getByText(/viewed your intake/).first().waitFor();
    const [download] = await Promise.all([client.page.waitForEvent('download'), client.page.getByRole('link', { name: 'Download my health record (PDF)' }).click()]);
    expect(readFileSync((await download.path())!).subarray(0, 5).toString()).toBe('%PDF-');
    await client.page.goto('/workout-tracker');
    await client.page.getByRole('region', { name: 'Return to play' }).getByText(/Left knee: stage Rehab/).waitFor();

    expect([...client.errors, ...clinician.errors, ...coachView.errors]).toEqual([]);
    await Promise.all([client.context.close(), clinician.context.close(), coachView.context.close()]);
  });

  it('When screens of the record are seen at 360 px, then they are clean; a guest signs the consent on the confirmation page before confirming', async () => {
    const at = (screen: string) => `${screen} at 360 px`;
    const guestEmail = buildRegistration().email;
    const guest = await open(null, '', phone);
    await book(guest.page, bookableDay(12), '14:00', 'Eve Guest', guestEmail);
    await guest.page.goto(await mailedConfirmLink(admin, guestEmail));
    const consent = guest.page.getByRole('form', { name: 'Sign the consent form' });
    await consent.waitFor();
    expect(await guest.page.getByRole('button', { name: 'Confirm Booking' }).isDisabled()).toBe(true);
    await expectCleanScreen(guest.page, at('checkout asking for the consent'));
    await consent.getByLabel('Type the name the booking was made in').fill('Eve Guest');
    await consent.getByRole('checkbox', { name: 'I have read and agree to this consent form' }).check();
    await consent.getByRole('button', { name: 'Sign consent' }).click();
    await consent.waitFor({ state: 'detached' });
    await guest.page.getByRole('button', { name: 'Confirm Booking' }).click();
    await guest.page.getByRole('heading', { level: 1, name: 'Booking Confirmed!' }).waitFor();

    const client = await open(demo.user.username, demo.user.password, phone);
    await client.page.goto('/client-portal?tab=health');
    await client.page.getByRole('form', { name: 'Intake form' }).waitFor();
    await settled(client.page);
    await expectCleanScreen(client.page, at('Health Record tab'));

    const staff = await open(demo.staff.username, demo.staff.password, phone);
    await staff.page.goto('/staff-dashboard?tab=bookings');
    await staff.page.getByRole('list', { name: 'Upcoming bookings' }).getByRole('article', { name: `Jamie Rivera, ${date} ${time}` })
      .getByRole('button', { name: 'Open health record of Jamie Rivera' }).click();
    const record = staff.page.getByRole('dialog', { name: 'Health record of Jamie Rivera' });
    await record.getByRole('form', { name: 'Write a chart note' }).waitFor();
    await settled(staff.page);
    await expectCleanScreen(staff.page, at('staff health record dialog'));

    expect([...guest.errors, ...client.errors, ...staff.errors]).toEqual([]);
    await Promise.all([guest.context.close(), client.context.close(), staff.context.close()]);
  });
});
