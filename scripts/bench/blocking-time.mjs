// Main-thread blocking on a first visit (not a test): node scripts/bench/blocking-time.mjs URL [path ...]
// against a running stack (`npm start`). Chromium with 4x CPU slowdown, a 412 px phone viewport and a
// fresh context per run; prints, per path, the median over BLOCKING_RUNS (5) of the summed long-task time
// over 50 ms until the network is idle (Lighthouse's total blocking time, measured instead of simulated)
// and each run's long tasks. A quick check between Lighthouse runs, which vary a lot on a shared machine.
import { launchChromium } from '../lib/chromium.mjs';

const [base, ...paths] = process.argv.slice(2);
if (!base) throw new Error('usage: node scripts/bench/blocking-time.mjs http://localhost:3000 [/ /team ...]');
const runs = Number(process.env.BLOCKING_RUNS ?? 5);
const browser = await launchChromium();
try {
  for (const path of paths.length ? paths : ['/', '/shop', '/team', '/private-classes']) {
    const results = [];
    for (let i = 0; i < runs; i += 1) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.addInitScript(() => {
        window.__longTasks = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) window.__longTasks.push(Math.round(entry.duration));
        }).observe({ type: 'longtask', buffered: true });
      });
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      const tasks = await page.evaluate(() => window.__longTasks);
      results.push({ blocking: tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0), tasks });
      await context.close();
    }
    results.sort((a, b) => a.blocking - b.blocking);
    const median = results[Math.floor(results.length / 2)].blocking;
    console.log(`${path.padEnd(18)} median blocking ${median} ms   runs: ${results.map((r) => `${r.blocking} [${r.tasks.join(' ')}]`).join(', ')}`);
  }
} finally {
  await browser.close();
}
