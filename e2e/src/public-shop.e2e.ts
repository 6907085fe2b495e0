import type { Browser, Page } from 'playwright-core';
import { apiClient } from './support/api';
import { launchBrowser, newPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Collects the browser alerts a page raises, accepting each one. */
function alertsOf(page: Page) {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}

const buyNow = (page: Page, name: string) => page.getByRole('article', { name }).getByRole('button', { name: 'Buy Now' }).click();

describe('Shop checkout in Chromium', () => {
  it('When Buy Now is pressed, then the checkout opens in a new tab and the order can be placed there', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto('/shop');
    await page.getByRole('article', { name: 'Performance Training Tee' }).waitFor();
    const [popup, request] = await Promise.all([
      context.waitForEvent('page'),
      page.waitForRequest((r) => r.url().endsWith('/api/shopify/checkout') && r.method() === 'POST'),
      buyNow(page, 'Performance Training Tee'),
    ]);
    expect(request.postDataJSON()).toEqual({ variantId: 'performance-training-tee-s', quantity: 1 });
    await popup.waitForLoadState();
    expect(popup.url()).toMatch(/\/shop\/order\/[A-Za-z0-9_-]+$/);
    await popup.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    const summary = await popup.locator('main').textContent();
    for (const part of ['Performance Training Tee', 'S', 'Quantity1', '$32.00']) expect(summary).toContain(part);
    await popup.getByLabel('Name').fill('Eve Buyer');
    await popup.getByLabel('Email').fill('eve.buyer@example.com');
    await popup.getByRole('button', { name: 'Place Order' }).click();
    await popup.getByRole('heading', { level: 1, name: 'Order Placed' }).waitFor();
    await popup.getByText('Thank you, Eve Buyer! Your order has been placed.').waitFor();

    const orderId = popup.url().split('/').pop()!;
    const stored = await apiClient().request('GET', `/api/orders/${orderId}`);
    expect(stored.json).toMatchObject({ status: 'placed', customerName: 'Eve Buyer', productName: 'Performance Training Tee' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('When an order link is unknown, then the order page says it was not found', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/shop/order/0123456789abcdef01234567');
    await page.getByRole('heading', { level: 1, name: 'Order Not Found' }).waitFor();
    await context.close();
  });

  it('When a product has no variant id, then Buy Now alerts "Product variant not available" and calls no checkout', async () => {
    const { page, context } = await newPage(browser);
    const alerts = alertsOf(page);
    const checkouts: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/shopify/checkout') && checkouts.push(r.url()));
    await page.route('**/api/products', async (route) => {
      const products = (await (await route.fetch()).json()) as Array<Record<string, unknown>>;
      products[0] = { ...products[0], variants: [] };
      await route.fulfill({ json: products });
    });
    await page.goto('/shop');
    await page.getByRole('article', { name: 'Performance Training Tee' }).waitFor();
    await buyNow(page, 'Performance Training Tee');
    await waitForAlert(alerts);
    expect(alerts).toEqual(['Product variant not available']);
    expect(checkouts).toEqual([]);
    await context.close();
  });

  it('When the checkout answer has no webUrl, then Buy Now alerts "Failed to create checkout" and opens no tab', async () => {
    const { page, context } = await newPage(browser);
    const alerts = alertsOf(page);
    let popups = 0;
    context.on('page', () => { popups += 1; });
    await page.route('**/api/shopify/checkout', (route) => route.fulfill({ json: {} }));
    await page.goto('/shop');
    await buyNow(page, 'Whey Isolate Protein');
    await waitForAlert(alerts);
    expect(alerts).toEqual(['Failed to create checkout']);
    expect(popups).toBe(0);
    await context.close();
  });

  it('When the checkout call fails, then Buy Now alerts "Failed to proceed to checkout" and logs the error', async () => {
    const { page, context } = await newPage(browser);
    const alerts = alertsOf(page);
    const logged: string[] = [];
    page.on('console', (m) => m.type() === 'error' && logged.push(m.text()));
    await page.route('**/api/shopify/checkout', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.goto('/shop');
    await buyNow(page, 'Whey Isolate Protein');
    await waitForAlert(alerts);
    expect(alerts).toEqual(['Failed to proceed to checkout']);
    expect(logged.some((line) => line.includes('Checkout error:'))).toBe(true);
    await context.close();
  });
});

async function waitForAlert(alerts: string[]) {
  const deadline = Date.now() + 10000;
  while (alerts.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}

describe('Shop list in the browser cache', () => {
  it('When a visitor comes back to /shop after the cached product list went stale, then the list is revalidated in one request and the page\'s network settles', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto('/shop');
    await page.getByRole('article', { name: 'Performance Training Tee' }).waitFor();
    await page.waitForLoadState('networkidle');
    // Past the list's max-age (10 s), inside its stale-while-revalidate window.
    await page.waitForTimeout(11_000);

    const lists: string[] = [];
    page.on('requestfinished', (r) => new URL(r.url()).pathname === '/api/products' && lists.push(r.method()));
    await page.goto('/shop', { waitUntil: 'networkidle', timeout: 10_000 });

    await page.getByRole('article', { name: 'Performance Training Tee' }).waitFor();
    expect(lists).toEqual(['GET']);
    expect(errors).toEqual([]);
    await context.close();
  }, 40_000);
});
