// Total JavaScript a first visit to a page fetches, gzipped (what a visitor downloads).
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export async function firstVisitJavaScript(url) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage();
    const pending = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || /\.m?js(\?|$)/.test(response.url())) {
        pending.push(response.body().then((body) => ({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length }), () => null));
      }
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const files = (await Promise.all(pending)).filter(Boolean);
    return { files, totalGzip: files.reduce((sum, f) => sum + f.gzip, 0), totalRaw: files.reduce((sum, f) => sum + f.raw, 0) };
  } finally {
    await browser.close();
  }
}
