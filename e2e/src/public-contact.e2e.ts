import type { Browser, Page } from 'playwright-core';
import { apiClient, demo } from './support/api';
import { launchBrowser, newPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function fill(page: Page, message: string) {
  await page.getByLabel('Name').fill('Casey Contact');
  await page.getByLabel('Email').fill('casey.contact@example.com');
  await page.getByLabel('Interest').selectOption('performance-coaching');
  await page.getByLabel('Message').fill(message);
}

describe('Contact form in Chromium', () => {
  it('When a message is sent, then it reads Sending..., the success text replaces the form, it is stored, and the form comes back', async () => {
    const { page, context, errors } = await newPage(browser);
    const message = `E2E contact ${Date.now()}: looking for a strength block before my tournament.`;
    await page.route('**/api/contact', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/contact');
    await fill(page, message);
    await page.getByRole('button', { name: 'Send Message' }).click();
    const sending = page.getByRole('button', { name: 'Sending...' });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    await page.getByRole('heading', { name: 'Message Sent Successfully!' }).waitFor();
    await page.getByText("Thank you for reaching out. We'll get back to you within 24 hours.").waitFor();
    await page.getByText('Message sent!').waitFor();
    expect(await page.getByLabel('Message').count()).toBe(0);

    const admin = apiClient();
    expect((await admin.login(demo.admin.username, demo.admin.password)).status).toBe(200);
    const list = await admin.request('GET', '/api/contact?limit=200');
    expect(list.status).toBe(200);
    const stored = (list.json as unknown as Array<Record<string, unknown>>).find((m) => m.message === message);
    expect(stored).toMatchObject({ name: 'Casey Contact', email: 'casey.contact@example.com', interest: 'performance-coaching' });

    await page.getByRole('button', { name: 'Send Another Message' }).click();
    await page.getByLabel('Name').waitFor();
    expect(await page.getByLabel('Name').inputValue()).toBe('');
    expect(await page.getByRole('button', { name: 'Send Message' }).isEnabled()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('When the server refuses the message, then the Error toast says "Failed to send message. Please try again."', async () => {
    const { page, context } = await newPage(browser);
    await page.route('**/api/contact', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'boom' }) : route.continue(),
    );
    await page.goto('/#contact');
    await fill(page, 'This one fails.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const toast = page.getByRole('region', { name: 'Notifications' });
    await toast.getByText('Failed to send message. Please try again.').waitFor();
    expect(await toast.textContent()).toContain('Error');
    expect(await page.getByLabel('Message').inputValue()).toBe('This one fails.');
    await context.close();
  });

  it('When required fields are left empty, then the form names them and nothing is sent', async () => {
    const { page, context } = await newPage(browser);
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/api/contact') && posts.push(r.url()));
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    for (const text of ['Name is required', 'Email is required', 'Message is required']) await page.getByText(text).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    expect(posts).toEqual([]);
    await context.close();
  });
});
