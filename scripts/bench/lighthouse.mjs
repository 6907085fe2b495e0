// Public-site benchmark (not a test): starts the stack like `npm start` on a fresh embedded database,
// then runs Lighthouse 12 (mobile preset, its default simulated throttling) on the public pages and
// prints Performance, Accessibility, Best Practices and SEO for each.
//   node --import tsx scripts/bench/lighthouse.mjs [path ...]     (default: / /shop /team /private-classes)
// LIGHTHOUSE_RUNS=3 runs every page three times and reports the median of each score and of LCP;
// LIGHTHOUSE_URL=http://... measures a running stack instead of starting one; LIGHTHOUSE_JSON=file
// writes the rows for `npm run bench`. LIGHTHOUSE_PRESET=desktop uses Lighthouse's desktop preset;
// LIGHTHOUSE_COOKIES='{"/admin":"wsms_session=…"}' sends that page's Cookie header (a signed-in screen).
// Aims (issue 12): Performance >= 98 with LCP <= 1.5 s, Best Practices 100.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumFlags } from '../lib/chromium.mjs';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { ensureBuilt, root } from '../lib/build.mjs';
import { ensureFerretBinary, freePort } from '../lib/ferretdb.mjs';

const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/shop', '/team', '/private-classes'];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const chromeFlags = ['--headless', ...chromiumFlags];
process.env.CHROME_PATH ??= '/usr/bin/chromium';

ensureFerretBinary();
ensureBuilt();

const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const desktop = process.env.LIGHTHOUSE_PRESET === 'desktop';
const config = desktop ? desktopConfig : undefined;
const cookies = JSON.parse(process.env.LIGHTHOUSE_COOKIES ?? '{}');
/** A page's flags: its session cookie, when it is a signed-in screen. */
const flagsFor = (page, flags) => (cookies[page] ? { ...flags, extraHeaders: { Cookie: cookies[page] } } : flags);
const dir = mkdtempSync(path.join(os.tmpdir(), 'wsms-lighthouse-'));
let child = null;
let stopped = Promise.resolve();
let url = process.env.LIGHTHOUSE_URL;
if (!url) {
  const stateFile = path.join(dir, 'state.json');
  child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(await freePort()), FERRETDB_PORT: String(await freePort()), DATA_DIR: path.join(dir, 'data'), STACK_STATE_FILE: stateFile, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  stopped = new Promise((resolve) => child.once('exit', resolve));
  while (!existsSync(stateFile)) {
    if (child.exitCode !== null) throw new Error('npm start failed');
    await new Promise((r) => setTimeout(r, 50));
  }
  url = JSON.parse(readFileSync(stateFile, 'utf8')).url;
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
// Audits that cost points, so the printout says what to fix.
const losses = (lhr) =>
  Object.values(lhr.categories)
    .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]))
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => `${audit.id} (${audit.score})`);

const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH, chromeFlags });
const rows = [];
try {
  // One unmeasured visit first, so every measured page sees the same warm server (not the same cache:
  // Lighthouse clears the browser's storage and cache before each run).
  await lighthouse(`${url}/`, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
  for (const page of pages) {
    const measured = [];
    // A run Lighthouse could not measure (no LCP: a trace it failed to record) is run again, twice at most.
    for (let run = 0, failed = 0; run < runs; run += 1) {
      const result = await lighthouse(`${url}${page}`, flagsFor(page, { port: chrome.port, onlyCategories: categories, logLevel: 'error' }), config);
      const { lhr } = result;
      if (lhr.audits['largest-contentful-paint']?.numericValue == null && failed < 2) {
        failed += 1;
        run -= 1;
        continue;
      }
      // LIGHTHOUSE_REPORT_DIR=dir keeps each page's full JSON report, to see what an audit found.
      if (process.env.LIGHTHOUSE_REPORT_DIR) {
        mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
        const name = page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
        writeFileSync(path.join(process.env.LIGHTHOUSE_REPORT_DIR, `${name}.json`), JSON.stringify(lhr));
      }
      measured.push({ scores: categories.map((id) => score(lhr, id)), losses: losses(lhr), lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? null });
    }
    const scores = categories.map((_, i) => median(measured.map((m) => m.scores[i])));
    const lcps = measured.map((m) => m.lcpMs).filter((v) => v !== null);
    const lcpMs = lcps.length ? median(lcps) : null;
    const lcp = lcpMs === null ? '' : `${(lcpMs / 1000).toFixed(1)} s${lcps.length > 1 ? ` (runs: ${lcps.map((ms) => (ms / 1000).toFixed(1)).join(', ')})` : ''}`;
    rows.push({ page, scores, losses: [...new Set(measured.flatMap((m) => m.losses))], lcpMs, lcp });
  }
} finally {
  await chrome.kill();
  child?.kill('SIGTERM');
  await stopped;
  rmSync(dir, { recursive: true, force: true });
}

if (process.env.LIGHTHOUSE_JSON) writeFileSync(process.env.LIGHTHOUSE_JSON, JSON.stringify({ runs, categories, rows }));
console.log(`\nLighthouse ${lighthouse.version ?? '12'} (${desktop ? 'desktop' : 'mobile'} preset, simulated throttling) on ${url}${runs > 1 ? `, median of ${runs} runs` : ''}`);
console.log(`  ${'page'.padEnd(18)} Perf  A11y  BP    SEO   LCP`);
for (const row of rows) {
  console.log(`  ${row.page.padEnd(18)} ${row.scores.map((s) => String(s).padEnd(5)).join(' ')} ${row.lcp ?? ''}`);
  if (row.losses.length) console.log(`      below 1: ${row.losses.join(', ')}`);
}
