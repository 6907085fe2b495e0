// Total JavaScript a first visit to a page fetches: gzipped at level 9 (the budget's measure, the same
// whatever the server sends) and as the browser received it (the gateway sends the build's brotli copies).
// Every file counts, also those asked for after the `load` event (lazy sections, the web-vitals reporter
// loaded at idle time); `afterLoadGzip` says how much of the total those are.
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../lib/chromium.mjs';

export async function firstVisitJavaScript(url) {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const pending = [];
    // Requests made once the `load` event has fired (a script asked for before it delays it).
    let loaded = false;
    const askedAfterLoad = new Set();
    page.on('load', () => (loaded = true));
    page.on('request', (request) => loaded && askedAfterLoad.add(request));
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || /\.m?js(\?|$)/.test(response.url())) {
        const afterLoad = askedAfterLoad.has(response.request());
        pending.push(
          Promise.all([response.body(), response.request().sizes()]).then(
            ([body, sizes]) => ({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length, sent: sizes.responseBodySize, encoding: response.headers()['content-encoding'] ?? 'identity', afterLoad }),
            () => null,
          ),
        );
      }
    });
    let lastRequest = Date.now();
    page.on('request', () => (lastRequest = Date.now()));
    await page.goto(url, { waitUntil: 'load' });
    // Settled: no request for 1.5 s (lazy chunks of the first view have been fetched by then).
    const deadline = Date.now() + 20000;
    while (Date.now() - lastRequest < 1500 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const files = (await Promise.all(pending)).filter(Boolean);
    const total = (key) => files.reduce((sum, f) => sum + f[key], 0);
    const afterLoadGzip = files.filter((f) => f.afterLoad).reduce((sum, f) => sum + f.gzip, 0);
    return { files, totalGzip: total('gzip'), totalRaw: total('raw'), totalSent: total('sent'), afterLoadGzip };
  } finally {
    await browser.close();
  }
}
