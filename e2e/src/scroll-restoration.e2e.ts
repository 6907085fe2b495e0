import type { Browser, Page } from 'playwright-core';
import { demo } from './support/api';
import { launchBrowser, newPage } from './support/browser';
import { signInContext } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const viewport = { width: 1280, height: 720 };
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const scrollTo = async (page: Page, top: number) => {
  await page.evaluate((y) => window.scrollTo(0, y), top);
  await page.waitForFunction((y) => Math.round(window.scrollY) === y, top);
};
/** Two frames: whatever the page does after it appears (a restored position, a late scroll) has happened. */
const settled = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
const bar = (page: Page) => page.getByRole('banner');

describe('Scroll position across pages in Chromium', () => {
  it('When a client signs in from a scrolled login page, then their page opens at its top', async () => {
    const { page, context } = await newPage(browser, { viewport });
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByLabel('Username').fill(demo.user.username);
    await form.getByLabel('Password').fill(demo.user.password);
    await scrollTo(page, 250);

    // Sent as Enter would send it, without the click scrolling the button into view first.
    await form.evaluate((element) => (element as HTMLFormElement).requestSubmit());
    await page.waitForURL((url) => url.pathname === '/client-portal');
    await page.getByRole('heading', { name: 'Client Portal', level: 1 }).waitFor();
    await settled(page);

    expect(await scrollY(page)).toBe(0);
    await context.close();
  });

  it('When a nav link is followed from a page scrolled down, then the new page opens at its top, and Back returns to where the first was left', async () => {
    const { page, context } = await newPage(browser, { viewport });
    await signInContext(context, demo.user.username, demo.user.password);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await scrollTo(page, 600);

    await bar(page).getByRole('link', { name: 'Training Portal' }).click();
    await page.waitForURL((url) => url.pathname === '/client-portal');
    await page.getByRole('heading', { name: 'Client Portal', level: 1 }).waitFor();
    await settled(page);
    expect(await scrollY(page)).toBe(0);

    await scrollTo(page, 150);
    await bar(page).getByRole('link', { name: 'Team' }).click();
    await page.waitForURL((url) => url.pathname === '/team');
    await settled(page);
    expect(await scrollY(page)).toBe(0);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/client-portal');
    await page.waitForFunction(() => Math.round(window.scrollY) === 150);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await page.waitForFunction(() => Math.round(window.scrollY) === 600);
    await context.close();
  });

  it('When a Buy button leads to /shop#product-<id>, then that product is in view below the bar', async () => {
    const { page, context } = await newPage(browser, { viewport });
    await page.goto('/apps');
    const buy = page.getByRole('main').locator('a[href^="/shop#product-"]').last();
    await buy.waitFor();
    const href = (await buy.getAttribute('href'))!;

    await buy.click();
    await page.waitForURL((url) => url.pathname === '/shop' && url.hash === href.slice('/shop'.length));
    const product = page.locator(`#${href.split('#')[1]}`);
    await product.waitFor();
    await settled(page);

    const { top, barBottom, height } = await product.evaluate((element) => ({
      top: element.getBoundingClientRect().top,
      barBottom: document.querySelector('header')!.getBoundingClientRect().bottom,
      height: window.innerHeight,
    }));
    expect(top).toBeGreaterThanOrEqual(barBottom - 1);
    expect(top).toBeLessThan(height);
    await context.close();
  });
});
