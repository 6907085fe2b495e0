// Total JavaScript a first visit to a page fetches, gzipped (what a visitor downloads).
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../lib/chromium.mjs';

export async function firstVisitJavaScript(url) {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const pending = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || /\.m?js(\?|$)/.test(response.url())) {
        pending.push(response.body().then((body) => ({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length }), () => null));
      }
    });
    let lastRequest = Date.now();
    page.on('request', () => (lastRequest = Date.now()));
    await page.goto(url, { waitUntil: 'load' });
    // Settled: no request for 1.5 s (lazy chunks of the first view have been fetched by then).
    const deadline = Date.now() + 20000;
    while (Date.now() - lastRequest < 1500 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const files = (await Promise.all(pending)).filter(Boolean);
    return { files, totalGzip: files.reduce((sum, f) => sum + f.gzip, 0), totalRaw: files.reduce((sum, f) => sum + f.raw, 0) };
  } finally {
    await browser.close();
  }
}
