import { FIRST_SCREEN_IMAGE_TIMING } from '../names';

// A page rendered with its data (the page renderer's answer), put into the snapshot of that page.

const MAIN = /(<main\b[^>]*>)[\s\S]*(<\/main>)/;

/** The snapshot with its <main> holding `page` instead of the page's loading state; null when it has no <main>. */
export function withPageInMain(snapshotHtml: string, page: string): string | null {
  if (!MAIN.test(snapshotHtml)) return null;
  return snapshotHtml.replace(MAIN, (_all, open: string, close: string) => `${open}${page}${close}`);
}

const HIGH_PRIORITY_IMAGE = /<img\b[^>]*\sfetchpriority="high"[^>]*>/gi;
const attributeOf = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/** The page's first-screen images named for element timing, which the start script waits for. */
export const withFirstScreenTiming = (html: string) =>
  html.replace(HIGH_PRIORITY_IMAGE, (tag) => tag.replace(/^<img\b/i, `<img elementtiming="${FIRST_SCREEN_IMAGE_TIMING}"`));

/**
 * Preload hints for the images the page marked `fetchpriority="high"` (the first screen's largest),
 * so they are asked for before the scripts. Attribute values are copied as React escaped them.
 */
export function imagePreloads(html: string): string[] {
  return [...html.matchAll(HIGH_PRIORITY_IMAGE)].flatMap(([tag]) => {
    const src = attributeOf(tag, 'src');
    if (!src) return [];
    const srcset = attributeOf(tag, 'srcset');
    const sizes = attributeOf(tag, 'sizes');
    const responsive = srcset ? ` imagesrcset="${srcset}"${sizes ? ` imagesizes="${sizes}"` : ''}` : '';
    return [`<link rel="preload" as="image" href="${src}"${responsive} fetchpriority="high">`];
  });
}
