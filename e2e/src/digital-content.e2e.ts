import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import { pagesStampedWith } from '@wsms/content-service/testing/read-pdf-stamps';
import { apiClient, buildRegistration, demo } from './support/api';
import { axeViolations } from './support/axe';
import { baseUrl, launchBrowser, newPage } from './support/browser';
import { signInContext } from './support/session';

let browser: Browser;
const admin = apiClient();
beforeAll(async () => {
  browser = await launchBrowser();
  await admin.login(demo.admin.username, demo.admin.password);
});
afterAll(() => browser.close());

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const desktop = { width: 1280, height: 900 };
const phone = { width: 360, height: 780 };

async function signedIn(username: string, password: string, path: string, viewport = desktop) {
  const { page, context, errors } = await newPage(browser, { viewport });
  await signInContext(context, username, password);
  await page.goto(path);
  return { page, context, errors };
}

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/**
 * The embedded shop: Buy Now opens the order page in a new tab, where the signed-in buyer places the
 * order; it then waits for the payment at the gym.
 */
async function buyInShop(page: Page, productName: string) {
  await page.goto('/shop');
  const card = page.getByRole('article', { name: productName });
  await card.waitFor();
  const [popup] = await Promise.all([page.context().waitForEvent('page'), card.getByRole('button', { name: 'Buy Now' }).click()]);
  await popup.waitForLoadState();
  await popup.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
  await popup.getByLabel('Name').fill('Jamie Rivera');
  await popup.getByLabel('Email').fill('jamie.rivera@example.com');
  await popup.getByRole('button', { name: 'Place Order' }).click();
  await popup.getByRole('heading', { level: 1, name: 'Order Placed' }).waitFor();
  await popup.getByRole('heading', { name: 'Awaiting payment at the gym' }).waitFor();
  for (const viewport of [desktop, phone]) {
    await popup.setViewportSize(viewport);
    await expectNoAxeViolations(popup);
  }
  await popup.close();
}

/**
 * The payment taken at the gym is recorded where staff record it (the embedded store takes no money): the
 * admin's Products tab lists the order as awaiting payment, and Mark Paid, once confirmed, grants the product.
 */
async function payAtGym(productName: string) {
  const { page, context, errors } = await signedIn(demo.admin.username, demo.admin.password, '/admin?tab=products');
  const order = page.getByRole('list', { name: 'Orders' }).getByRole('listitem', { name: productName, exact: true });
  await order.getByText('Awaiting payment').waitFor();
  for (const viewport of [desktop, phone]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
  }
  await order.getByRole('button', { name: 'Mark Paid' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark order paid?' });
  await dialog.waitFor();
  for (const viewport of [phone, desktop]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
  }
  await dialog.getByRole('button', { name: 'Mark Paid' }).click();
  await page.getByRole('status').filter({ hasText: 'Payment recorded' }).waitFor();
  await order.getByText('Paid', { exact: true }).waitFor();
  expect(await order.getByRole('button', { name: 'Mark Paid' }).count()).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
}

async function samplePdf(pages: number) {
  const pdf = await PDFDocument.create();
  for (let i = 1; i <= pages; i += 1) pdf.addPage([300, 400]).drawText(`Fight week, page ${i}`, { x: 20, y: 350, size: 10 });
  return Buffer.from(await pdf.save());
}

async function upload(bytes: Buffer, type: string, filename: string) {
  const body = new FormData();
  body.append('pdf', new Blob([new Uint8Array(bytes)], { type }), filename);
  return fetch(`${baseUrl()}/api/digital-products/pdf`, { method: 'POST', body, headers: { cookie: admin.cookie } });
}

describe('Digital content in Chromium', () => {
  it('When an admin creates a digital workout program in /digital-content, then a client buys it in the shop and finds it in the tracker', async () => {
    const title = `E2E Digital Program ${tag()}`;
    const { page, errors } = await signedIn(demo.admin.username, demo.admin.password, '/digital-content');
    await page.getByRole('heading', { level: 1, name: 'Digital Content Management' }).waitFor();
    await page.getByRole('button', { name: 'Create Content' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Digital Content' });
    await expectNoAxeViolations(page);
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Price ($)').fill('24.99');
    await dialog.getByLabel('Exercise 1 name').fill('Sandbag Carry');
    await dialog.getByRole('button', { name: 'Create Content' }).click();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await card.getByText('Listed in the store').waitFor();
    expect(await card.getByText('Active', { exact: true }).count()).toBe(1);
    await expectNoAxeViolations(page);
    await page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) }).getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('dialog', { name: 'Edit Digital Content' }).waitFor();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);

    const client = await signedIn(demo.user.username, demo.user.password, '/');
    await buyInShop(client.page, title);
    await client.page.goto('/workout-tracker');
    await client.page.getByRole('article', { name: 'Fight Camp Strength' }).waitFor();
    expect(await client.page.getByRole('article', { name: title }).count()).toBe(0);
    await payAtGym(title);
    await client.page.reload();
    const program = client.page.getByRole('article', { name: title });
    await program.waitFor();
    expect(await program.textContent()).toContain('1 exercises');
    await program.getByRole('button', { name: 'Start Workout', exact: true }).click();
    await client.page.getByRole('article', { name: 'Sandbag Carry' }).waitFor();
    expect(client.errors).toEqual([]);
    await page.context().close();
    await client.context.close();
  });

  it('When a client buys a PDF, then they download a copy stamped on every page with their e-mail and purchase id, and another client gets 403', async () => {
    expect((await upload(Buffer.from('<html><script>alert(1)</script></html>'), 'application/pdf', 'fake.pdf')).status).toBe(415);
    const uploaded = await upload(await samplePdf(2), 'application/pdf', 'fight-week.pdf');
    expect(uploaded.status).toBe(201);
    const { pdfPath } = (await uploaded.json()) as { pdfPath: string };
    const title = `E2E Fight Week Guide ${tag()}`;
    const created = await admin.request('POST', '/api/digital-products', { title, type: 'pdf', price: '9.00', content: { pdfPath, pages: 2, sections: [{ title: 'Hydration', pageStart: 1, pageEnd: 2 }] } });
    expect(created.status).toBe(201);
    const productId = String(created.json.id);
    expect((await admin.request('POST', '/api/digital-products/create-shopify', { digitalProductId: productId })).status).toBe(201);

    const buyer = await signedIn(demo.user.username, demo.user.password, '/');
    await buyInShop(buyer.page, title);
    await payAtGym(title);
    await buyer.page.goto('/client-portal?tab=digital');
    const link = buyer.page.getByRole('link', { name: `Download PDF: ${title}` });
    await link.waitFor();
    const [download] = await Promise.all([buyer.page.waitForEvent('download'), link.click()]);
    const bytes = await readFile((await download.path())!);
    const me = apiClient();
    await me.login(demo.user.username, demo.user.password);
    const purchase = ((await me.request<Array<{ purchase: { id: string; watermarkData: { email: string } }; product: { id: string } }>>('GET', '/api/user/digital-content')).json).find((c) => c.product.id === productId)!;
    expect(await pagesStampedWith(bytes, `Licensed to ${purchase.purchase.watermarkData.email} - purchase ${purchase.purchase.id}`)).toEqual([true, true]);

    for (const viewport of [desktop, phone]) {
      await buyer.page.setViewportSize(viewport);
      await expectNoAxeViolations(buyer.page);
    }

    const other = apiClient();
    const registration = buildRegistration();
    expect((await other.request('POST', '/api/auth/register', registration)).status).toBe(201);
    await other.login(registration.username, registration.password);
    expect((await other.request('GET', `/api/digital-products/${productId}/pdf`)).status).toBe(403);
    expect((await apiClient().request('GET', `/api/digital-products/${productId}/pdf`)).status).toBe(401);
    expect(buyer.errors).toEqual([]);
    await buyer.context.close();
  });

  it('When /digital-content is shown at 360 px, then the list and the create dialog have no axe violations; the site CSP frames only YouTube’s privacy player', async () => {
    const { page, context } = await signedIn(demo.admin.username, demo.admin.password, '/digital-content', phone);
    await page.getByRole('list', { name: 'Digital products' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Create Content' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Digital Content' });
    await dialog.getByLabel('Type').selectOption('video');
    await dialog.getByLabel('YouTube URL').waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByLabel('Type').selectOption('pdf');
    await dialog.getByLabel('PDF file').waitFor();
    await expectNoAxeViolations(page);
    const res = await fetch(`${baseUrl()}/digital-content`);
    const frameSrc = (res.headers.get('content-security-policy') ?? '').split(';').map((d) => d.trim()).find((d) => d.startsWith('frame-src'));
    expect(frameSrc).toBe('frame-src https://challenges.cloudflare.com https://www.youtube-nocookie.com');
    await context.close();
  });
});
