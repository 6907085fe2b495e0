import type { Browser, Page } from 'playwright-core';
import { apiClient, buildRegistration, demo, verifyEmail } from './support/api';
import { axeViolations, revealWholePage } from './support/axe';
import { baseUrl, launchBrowser, newPage } from './support/browser';
import { dayOfWeek, sessionDayAhead } from './support/dates';
import { overflowingElements } from './support/layout';
import { pngPicture } from './support/png';
import { signInContext } from './support/session';

let browser: Browser;
const admin = apiClient();
beforeAll(async () => {
  browser = await launchBrowser();
  await admin.login(demo.admin.username, demo.admin.password);
});
afterAll(() => browser.close());

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function adminPage(path: string, viewport = { width: 1280, height: 900 }) {
  const { page, context, errors } = await newPage(browser, { viewport });
  await signInContext(context, demo.admin.username, demo.admin.password);
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
  return { page, context, errors };
}

async function bookSession(instructorId: string, clientEmail = 'jamie.rivera@example.com') {
  // At least two weeks ahead, not a Sunday (no sessions on Sundays).
  const sessionDate = sessionDayAhead(14);
  await admin.request('POST', '/api/instructor/availability', { instructorId, dayOfWeek: dayOfWeek(sessionDate), startTime: '09:00', endTime: '17:00', location: 'Marlborough' });
  const booked = await admin.request('POST', '/api/bookings', {
    instructorId,
    bookingData: { clientName: 'Jamie Rivera', clientEmail, sessionType: 'technique', location: 'marlborough', sessionDate, time: '11:00' },
  });
  if (booked.status !== 201) throw new Error(`setup: booking answered ${booked.status} ${booked.text}`);
}

async function newInstructor(name: string) {
  const res = await admin.request('POST', '/api/instructors', { name, email: `coach_${tag()}@example.com`, hourlyRate: '80.00', locations: ['Woburn'] });
  if (res.status !== 201) throw new Error(`setup: instructor answered ${res.status}`);
  return res.json as unknown as { id: string; name: string };
}

const waitForToast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor();

describe('Admin dashboard in Chromium', () => {
  it('When an admin approves a pending testimonial, then it appears on the home page', async () => {
    const clientName = `E2E Client ${tag()}`;
    const content = `Approved in the browser ${tag()}.`;
    expect((await admin.request('POST', '/api/testimonials', { clientName, content, rating: 4 })).status).toBe(201);
    const { page, context, errors } = await adminPage('/admin?tab=testimonials');

    const toggle = page.getByRole('switch', { name: `Approve testimonial from ${clientName}` });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await waitForToast(page, 'Testimonial approved');
    expect(await toggle.getAttribute('aria-checked')).toBe('true');

    await page.goto('/');
    await page.locator('main h1').first().waitFor();
    await revealWholePage(page);
    await page.getByText(content).waitFor();
    expect(await page.getByText(clientName).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('When an admin creates a staff member with a photo uploaded in the dialog, then /team shows that photo', async () => {
    const name = `Nina Lopez ${tag()}`;
    const { page, context, errors } = await adminPage('/admin?tab=staff');

    await page.getByRole('button', { name: 'Add Staff Member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Staff Member' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Title').fill('Recovery Specialist');
    await dialog.getByLabel('Specialties').fill('Mobility, Recovery, Taping');
    await dialog.getByLabel('Photo').setInputFiles({ name: 'nina.png', mimeType: 'image/png', buffer: pngPicture() });
    const preview = dialog.getByRole('img', { name: 'Photo preview' });
    await preview.waitFor();
    const imageUrl = await preview.getAttribute('src');
    expect(imageUrl).toMatch(/^\/uploads\/[a-f0-9]{24}\.webp$/);
    await dialog.getByRole('button', { name: 'Create Staff Member' }).click();
    await waitForToast(page, 'Staff member created');
    await page.getByRole('heading', { name }).waitFor();

    await page.goto('/team');
    const photo = page.getByRole('article', { name }).getByRole('img', { name });
    await photo.waitFor();
    expect(await photo.getAttribute('src')).toBe(imageUrl);
    await page.waitForFunction((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0, await photo.elementHandle());
    expect(await photo.evaluate((el) => (el as HTMLImageElement).currentSrc)).toMatch(/\/uploads\/[a-f0-9]{24}-w(160|320|640)\.webp$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("When an admin deletes an instructor, then nothing is deleted until the browser's confirmation is accepted", async () => {
    const instructor = await newInstructor(`Delete Me ${tag()}`);
    const { page, context } = await adminPage('/admin?tab=instructors');

    // The browser's own confirmation (spec 2): dismissed first, then accepted.
    const asked: string[] = [];
    page.once('dialog', (dialog) => { asked.push(dialog.message()); void dialog.dismiss(); });
    await page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: instructor.name }) }).getByRole('button', { name: 'Delete', exact: true }).click();
    expect(asked).toEqual(['Are you sure you want to delete this instructor?']);
    expect((await admin.request('GET', `/api/instructors/${instructor.id}`)).status).toBe(200);

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: instructor.name }) }).getByRole('button', { name: 'Delete', exact: true }).click();
    await waitForToast(page, 'Instructor deleted');
    expect((await admin.request('GET', `/api/instructors/${instructor.id}`)).status).toBe(404);
    await context.close();
  });

  it('When the instructor has an upcoming booking, then the delete is refused with the count and Deactivate Instead keeps the booking', async () => {
    const instructor = await newInstructor(`Booked Coach ${tag()}`);
    await bookSession(instructor.id);
    const { page, context } = await adminPage('/admin?tab=instructors');

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: instructor.name }) }).getByRole('button', { name: 'Delete', exact: true }).click();
    const blocked = page.getByRole('dialog', { name: `${instructor.name} has upcoming bookings` });
    await blocked.getByText('This instructor has 1 upcoming booking.', { exact: false }).waitFor();
    await blocked.getByRole('button', { name: 'Deactivate Instead' }).click();
    await waitForToast(page, 'Instructor deactivated');

    const after = await admin.request('GET', `/api/instructors/${instructor.id}`);
    expect(after.json).toMatchObject({ isActive: false });
    await context.close();
  });

  it("When an admin opens a staff member's details, then sessions, programs and availability show", async () => {
    const { json: instructors } = await admin.request('GET', '/api/instructors');
    const marcus = (instructors as unknown as Array<{ id: string; email: string }>).find((i) => i.email === 'marcus.silva@sciencemeetssport.com')!;
    const clientEmail = `details_${tag()}@example.com`;
    await bookSession(marcus.id, clientEmail);
    const { page, context, errors } = await adminPage('/admin');

    await page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Marcus Silva' }) }).getByRole('button', { name: 'View Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Marcus Silva' });
    await dialog.getByText('Username: staff').waitFor();
    await dialog.getByRole('heading', { name: 'Staff details' }).waitFor();
    const sessions = dialog.locator('section', { has: page.getByRole('heading', { name: 'Recent Sessions' }) });
    await sessions.getByRole('listitem').first().waitFor();
    expect(await sessions.getByRole('listitem').count()).toBeGreaterThanOrEqual(1);
    expect(await sessions.getByRole('listitem').count()).toBeLessThanOrEqual(5);
    const programs = dialog.locator('section', { has: page.getByRole('heading', { name: 'Workout Programs' }) });
    await programs.locator('p, li').first().waitFor();
    expect(await programs.textContent()).toMatch(/No workout programs created|exercises/);
    const availability = dialog.locator('section', { has: page.getByRole('heading', { name: 'Availability' }) });
    await availability.getByText('Monday').waitFor();
    expect(await availability.textContent()).toMatch(/09:00 - 17:00/);
    expect(await availability.getByText('Sunday').locator('xpath=following-sibling::dd[1]').textContent()).toBe('Not available');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('When a visitor sends a contact message, then it is in the Inbox unread, with a reply link, and can be marked read', async () => {
    const name = `Inbox Visitor ${tag()}`;
    expect((await apiClient().request('POST', '/api/contact', { name, email: 'visitor@example.com', interest: 'nutrition', message: 'When can I start?' })).status).toBe(201);
    const { page, context } = await adminPage('/admin?tab=inbox');

    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await item.getByText('Unread').waitFor();
    expect(await item.getByRole('link', { name: 'Reply' }).getAttribute('href')).toMatch(/^mailto:visitor%40example\.com/);
    await item.getByRole('button', { name: 'Mark as read' }).click();
    await item.getByText('Read', { exact: true }).waitFor();

    const { json } = await admin.request('GET', '/api/contact?limit=200');
    expect((json as unknown as Array<{ name: string; read: boolean }>).find((m) => m.name === name)).toMatchObject({ read: true });
    await context.close();
  });

  it('When an admin promotes a client to staff, then they can open the staff dashboard and the audit log names the change', async () => {
    const registration = buildRegistration({ firstName: 'Promo', lastName: `Ted${tag()}` });
    const client = apiClient();
    expect((await client.request('POST', '/api/auth/register', registration)).status).toBe(201);
    await verifyEmail(admin, registration.email);
    const { page, context } = await adminPage('/admin?tab=roles');

    const fullName = `${registration.firstName} ${registration.lastName}`;
    await page.getByRole('row').filter({ hasText: fullName }).getByRole('button', { name: 'Promote to staff' }).click();
    await waitForToast(page, `${fullName} is now staff`);
    await page.getByRole('row').filter({ hasText: fullName }).getByRole('button', { name: 'Demote to user' }).waitFor();

    await page.reload();
    const entry = page.getByRole('listitem').filter({ hasText: `Changed role of ${registration.username} to staff` }).first();
    await entry.waitFor();
    expect(await entry.textContent()).toContain('by Alex Morgan (admin)');
    expect(await entry.getByText('Done', { exact: true }).count()).toBe(1);
    await entry.getByText('Details').click();
    await entry.getByText('role: staff').waitFor();
    expect(await page.getByRole('listitem').filter({ hasText: `Added instructor ${fullName}` }).count()).toBe(1);

    await client.login(registration.username, registration.password);
    expect((await client.request('GET', '/api/auth/me')).json).toMatchObject({ role: 'staff' });
    await context.close();
  });

  it('When the admin dashboard is open, then the bar offers the one Logout, and it logs out with the admin panel\'s toast', async () => {
    const { page, context } = await adminPage('/admin');
    await page.getByText('Alex (admin)').waitFor();
    expect(await page.getByRole('banner').getByRole('button', { name: 'Logout' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Logout' }).count()).toBe(1);
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await page.getByText('You have been logged out of the admin panel').waitFor();
    await context.close();
  });
});

describe('Uploads through the gateway', () => {
  const upload = (bytes: Buffer, type: string, cookie = admin.cookie) => {
    const body = new FormData();
    body.append('image', new Blob([new Uint8Array(bytes)], { type }), 'file.bin');
    return fetch(`${baseUrl()}/api/upload`, { method: 'POST', body, headers: { ...(cookie ? { cookie } : {}), origin: baseUrl() } });
  };

  it('When an admin uploads a PNG, then its URL serves new WebP bytes with a fixed type, nosniff and a year of caching', async () => {
    const original = pngPicture(300, 200);
    const res = await upload(original, 'application/octet-stream');
    expect(res.status).toBe(201);
    const { imageUrl } = (await res.json()) as { imageUrl: string };

    const image = await fetch(`${baseUrl()}${imageUrl}`);
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(bytes.equals(original)).toBe(false);
  });

  it('When an SVG or an HTML page is uploaded, or nobody is signed in, then 415, 415 and 401', async () => {
    expect((await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/svg+xml')).status).toBe(415);
    expect((await upload(Buffer.from('<html><script>alert(1)</script></html>'), 'image/png')).status).toBe(415);
    expect((await upload(pngPicture(), 'image/png', '')).status).toBe(401);
  });

  it('When the team page shows the demo staff, then every photo is a generated portrait that loads', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/team');
    await page.getByRole('article').first().waitFor();
    const photos = page.locator('main article img');
    expect(await photos.count()).toBeGreaterThanOrEqual(6);
    for (const photo of await photos.all()) {
      await photo.scrollIntoViewIfNeeded();
      await page.waitForFunction((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0, await photo.elementHandle());
      expect(await photo.getAttribute('srcset')).toMatch(/-w320\.webp 320w/);
    }
    await context.close();
  });
});

const tabs = ['overview', 'instructors', 'staff', 'products', 'testimonials', 'inbox', 'roles'] as const;
const viewports = [
  ['desktop', { width: 1280, height: 900 }],
  ['360 px', { width: 360, height: 740 }],
] as const;

describe('Admin dashboard accessibility', () => {
  describe.each(viewports)('at %s', (_label, viewport) => {
    it.each(tabs)('When the %s tab is checked by axe-core, then it finds no violations and nothing scrolls sideways', async (tab) => {
      const { page, context, errors } = await adminPage(`/admin?tab=${tab}`, viewport);
      await page.getByRole('tabpanel').waitFor();
      await page.waitForFunction(() => ![...document.querySelectorAll('[role="status"]')].some((el) => /Loading/.test(el.textContent ?? '')), null, { timeout: 15000 });
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      expect(await overflowingElements(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });

    it('When the Roles tab lists accounts, then every account fits the screen: nothing cut off or wider than it, role badges on one line', async () => {
      const { page, context } = await adminPage('/admin?tab=roles', viewport);
      const accounts = page.getByRole('table');
      await accounts.getByRole('row').nth(1).waitFor();

      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await overflowingElements(page)).toEqual([]);
      const badgeLines = await accounts.getByRole('cell').getByText(/^(admin|staff|user)$/).evaluateAll((badges) =>
        badges.map((badge) => {
          const range = document.createRange();
          range.selectNodeContents(badge);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        }),
      );
      expect(badgeLines.length).toBeGreaterThanOrEqual(3);
      expect(badgeLines.every((lines) => lines === 1)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });

    it('When the staff dialog is open, then axe-core finds no violations in it', async () => {
      const { page, context } = await adminPage('/admin?tab=staff', viewport);
      await page.getByRole('button', { name: 'Add Staff Member' }).click();
      await page.getByRole('dialog', { name: 'Add Staff Member' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  });
});
