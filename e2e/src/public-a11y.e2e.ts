import type { Browser } from 'playwright-core';
import { apiClient } from './support/api';
import { axeViolations, revealWholePage } from './support/axe';
import { launchBrowser, newPage } from './support/browser';

let browser: Browser;
let orderPath: string;
beforeAll(async () => {
  browser = await launchBrowser();
  const checkout = await apiClient().request('POST', '/api/shopify/checkout', { variantId: 'team-hoodie-m', quantity: 1 });
  orderPath = new URL(String(checkout.json.webUrl)).pathname;
});
afterAll(() => browser.close());

// mfe-public's routes (the booking pages /private-classes and /checkout/:id are covered by their own suite).
const routes = [
  '/', '/services', '/team', '/performance-training', '/apps', '/mobile', '/shop', '/contact',
  '/genesweep', '/genesweep/privacy', '/genesweep/support', '/genesweep/terms', 'order',
];
const viewports = [
  ['desktop', { width: 1280, height: 800 }],
  ['360 px', { width: 360, height: 740 }],
] as const;

describe('Public pages are accessible', () => {
  describe.each(viewports)('at %s', (_label, viewport) => {
    it.each(routes)('When %s is checked by axe-core, then it finds no violations, one h1, a description and no sideways scroll', async (route) => {
      const path = route === 'order' ? orderPath : route;
      const { page, context, errors } = await newPage(browser, { viewport });
      await page.goto(path);
      // The live page, not the build-time snapshot shown until it is ready (inert and hidden from axe).
      await page.locator('#root main h1').first().waitFor();
      await revealWholePage(page);
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.locator('h1').count()).toBe(1);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/\w{3,}/);
      expect(await page.title()).toMatch(/ \| Where Science Meets Sport$/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      const unsized = await page.locator('main img:not([width][height])').count();
      expect(unsized).toBe(0);
      expect(await page.locator('main img:not([alt])').count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  });
});

describe('Public pages by keyboard alone', () => {
  it('When the shop is used with the keyboard, then focus is visible and a category chip filters on Enter', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/shop');
    await page.getByRole('article').first().waitFor();
    const chip = page.getByRole('button', { name: 'Gear' });
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press('Tab');
      if (await chip.evaluate((el) => el === document.activeElement)) break;
    }
    expect(await chip.evaluate((el) => el === document.activeElement)).toBe(true);
    const outline = await chip.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Enter');
    expect(await chip.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('article').count()).toBe(4);
    await context.close();
  });

  it('When the apps tabs are used with the arrow keys, then the next tab is selected and focused', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/apps');
    const shopTab = page.getByRole('tab', { name: 'Shop' });
    await shopTab.focus();
    await page.keyboard.press('ArrowRight');
    const book = page.getByRole('tab', { name: 'Book' });
    expect(await book.getAttribute('aria-selected')).toBe('true');
    expect(await book.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });

  it('When the contact form is filled by keyboard alone, then it is sent', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/contact');
    await page.getByLabel('Name').focus();
    await page.keyboard.type('Kim Keys');
    await page.keyboard.press('Tab');
    await page.keyboard.type('kim.keys@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Sent without a mouse.');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Send Message');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Message Sent Successfully!' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Message Sent Successfully!');
    await context.close();
  });
});
