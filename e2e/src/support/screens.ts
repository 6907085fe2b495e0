import type { Page } from 'playwright-core';
import { axeViolations } from './axe';
import { overflowingElements } from './layout';

/**
 * What every screen a journey reaches must be, at every width: no axe violation, no element wider
 * than the viewport and no sideways scrolling. A failure names the screen.
 */
export async function expectCleanScreen(page: Page, screen: string) {
  const violations = await axeViolations(page);
  const overflow = await overflowingElements(page);
  const sideways = await page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth));
  expect({ screen, violations, overflow, sideways }).toEqual({ screen, violations: [], overflow: [], sideways: 0 });
}

/** Waits until nothing on the page says it is loading (lists, tabs and dialogs show a Loading... status while they fetch). */
export async function settled(page: Page) {
  await page.waitForFunction(() => ![...document.querySelectorAll('[role="status"]')].some((el) => /Loading/.test(el.textContent ?? '')), null, { timeout: 15000 });
}
