// Traces a page load at 4x CPU slowdown; prints each main-thread task over 40 ms with its breakdown.
import { launchChromium } from '../scripts/lib/chromium.mjs';

const url = process.argv[2] ?? 'http://localhost:3999/private-classes';
const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.RATE ?? 4) });
await page.goto(new URL('/api/contact/config', url).href);
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'] });
const t0 = Date.now();
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(1000);
const buf = await browser.stopTracing();
await browser.close();
const events = JSON.parse(buf.toString()).traceEvents;
if (process.env.DEBUG) { const c = new Map(); events.forEach((e) => c.set(e.name, (c.get(e.name) ?? 0) + 1)); console.log([...c].sort((a, b) => b[1] - a[1]).slice(0, 40)); }
const nav = events.find((e) => e.name === 'navigationStart' || e.name === 'TracingStartedInBrowser');
const counts = new Map(); events.filter((e) => e.name === 'Layout' || e.name === 'FunctionCall').forEach((e) => counts.set(`${e.pid}:${e.tid}`, (counts.get(`${e.pid}:${e.tid}`) ?? 0) + 1));
const [mainPid, mainTid] = [...counts].sort((a, b) => b[1] - a[1])[0][0].split(':').map(Number);
const start = events.filter((e) => e.name === 'navigationStart' && e.pid === mainPid)[0]?.ts ?? nav.ts;
const tasks = events.filter((e) => e.pid === mainPid && e.tid === mainTid && e.name === 'RunTask' && e.dur > Number(process.env.MIN ?? 40) * 1000);
const kids = events.filter((e) => e.pid === mainPid && e.tid === mainTid && e.ph === 'X' && e.name !== 'RunTask');
for (const t of tasks) {
  const inside = kids.filter((k) => k.ts >= t.ts && k.ts < t.ts + t.dur);
  // top-level children only (not nested in another child)
  const top = inside.filter((k) => !inside.some((o) => o !== k && o.ts <= k.ts && o.ts + o.dur >= k.ts + k.dur && o.dur > k.dur));
  const sum = new Map();
  for (const k of inside) {
    const key = k.name + (k.name === 'EvaluateScript' || k.name === 'FunctionCall' ? ' ' + (k.args?.data?.url ?? '').replace(/^https?:\/\/[^/]+/, '') : '');
    sum.set(key, (sum.get(key) ?? 0) + k.dur / 1000);
  }
  console.log(`task at ${((t.ts - start) / 1000).toFixed(0)} ms, ${(t.dur / 1000).toFixed(0)} ms; top: ${top.map((k) => `${k.name} ${(k.dur / 1000).toFixed(0)}`).join(', ')}`);
  console.log('   incl: ' + [...sum].sort((a, b) => b[1] - a[1]).slice(0, 10).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(' | '));
}
const lcp = events.filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.pid === mainPid);
console.log('LCP candidates', lcp.map((e) => `${((e.ts - start) / 1000).toFixed(0)}ms ${e.args?.data?.type} ${e.args?.data?.size}`).join(' ; '));
