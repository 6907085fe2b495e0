// Profiles a page load at 4x CPU slowdown and prints self time by original source (needs SOURCE_MAPS=1 build).
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map';
import { launchChromium } from '../scripts/lib/chromium.mjs';

const url = process.argv[2] ?? 'http://localhost:3999/private-classes';
const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await page.addInitScript(() => {
  window.__long = [];
  new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__long.push([Math.round(e.startTime), Math.round(e.duration)]))).observe({ type: 'longtask', buffered: true });
});
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(1500);
const { profile } = await cdp.send('Profiler.stop');
console.log('long tasks', JSON.stringify(await page.evaluate(() => window.__long)));
await browser.close();

const roots = { shell: 'shell/dist', public: 'mfe-public/dist' };
const consumers = new Map();
async function consumer(u) {
  if (consumers.has(u)) return consumers.get(u);
  let c = null;
  try {
    const file = new URL(u).pathname.replace(/^\//, '');
    const m = file.match(/^mfe\/(public|portal|staff|admin)\/(.*)$/);
    const base = m ? path.join(`mfe-${m[1]}`, 'dist', m[2]) : path.join('shell', 'dist', file);
    if (existsSync(base + '.map')) c = await new SourceMapConsumer(JSON.parse(readFileSync(base + '.map', 'utf8')));
  } catch { /* not a file URL */ }
  consumers.set(u, c);
  return c;
}
const dt = new Map();
profile.samples.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0)));
const byFile = new Map(); const byFn = new Map();
for (const node of profile.nodes) {
  const t = (dt.get(node.id) ?? 0) / 1000;
  if (!t) continue;
  const cf = node.callFrame;
  let file = cf.url ? cf.url.replace(/^https?:\/\/[^/]+/, '') : cf.functionName;
  let fn = cf.functionName;
  const c = cf.url ? await consumer(cf.url) : null;
  if (c) {
    const pos = c.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber });
    if (pos.source) { file = pos.source.replace(/.*node_modules\//, 'nm:').replace(/^webpack:\/\/[^/]*\//, ''); fn = pos.name ?? fn; }
  }
  byFile.set(file, (byFile.get(file) ?? 0) + t);
  byFn.set(`${file} ${fn}:${cf.lineNumber}`, (byFn.get(`${file} ${fn}:${cf.lineNumber}`) ?? 0) + t);
}
const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${v.toFixed(0).padStart(6)} ms  ${k}`).join('\n');
console.log('--- by file\n' + top(byFile, 30));
console.log('--- by function\n' + top(byFn, 30));
// Inclusive time per app-source function (samples whose stack contains it).
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const nodeById = new Map(profile.nodes.map((n) => [n.id, n]));
const label = new Map();
for (const n of profile.nodes) {
  const cf = n.callFrame; const c = cf.url ? await consumer(cf.url) : null;
  if (!c) continue;
  const pos = c.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber });
  if (pos.source && !pos.source.includes('node_modules')) label.set(n.id, `${pos.source.replace(/^webpack:\/\/[^/]*\//, '').slice(0, 80)}:${pos.line} ${pos.name ?? cf.functionName}`);
}
const incl = new Map();
for (const [id, t] of dt) {
  const seen = new Set();
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) { const l = label.get(cur); if (l && !seen.has(l)) { seen.add(l); incl.set(l, (incl.get(l) ?? 0) + t / 1000); } }
}
console.log('--- inclusive app functions\n' + top(incl, Number(process.env.NINCL ?? 40)));
