import type { Page } from 'playwright-core';

export interface Overflow {
  element: string;
  text: string;
  left: number;
  right: number;
}

/**
 * Elements that do not fit the viewport sideways (a table wider than the screen, a column cut off
 * by its scroller): each one's tag, class-free path, text and edges. An element clipped away on
 * purpose (visually hidden, 1 px) is not counted, nor one hidden from everyone on purpose: aria-hidden
 * and wholly off the screen (a form's honeypot field).
 */
export function overflowingElements(page: Page): Promise<Overflow[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: Array<{ element: string; text: string; left: number; right: number }> = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const rect = el.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue;
      if (rect.left >= -0.5 && rect.right <= width + 0.5) continue;
      if (el.closest('[aria-hidden="true"]') && (rect.right <= 0 || rect.left >= width)) continue;
      const path = [el, el.parentElement].filter(Boolean).map((e) => e!.tagName.toLowerCase()).reverse().join(' > ');
      found.push({ element: path, text: (el.textContent ?? '').trim().slice(0, 40), left: Math.round(rect.left), right: Math.round(rect.right) });
    }
    return found;
  });
}
