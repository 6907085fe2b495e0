#!/usr/bin/env node
// Usage: node shell/scripts/first-visit-js.mjs [baseUrl=http://localhost:4400] [path=/] [maxKb]
// Loads a page in a fresh headless Chromium and prints the gzipped size of every JavaScript
// response it fetched (zlib.gzipSync of each body), then the total in KB. Exits non-zero on page
// errors, failed non-API requests, or a total above maxKb when given.
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const require = createRequire(import.meta.url);
const { chromium } = require(require.resolve('playwright-core', { paths: [process.cwd(), path.resolve(import.meta.dirname, '../..')] }));

const base = process.argv[2] ?? 'http://localhost:4400';
const pagePath = process.argv[3] ?? '/';
const maxKb = process.argv[4] ? Number(process.argv[4]) : Infinity;
const userDataDir = mkdtempSync(path.join(tmpdir(), 'first-visit-'));

const context = await chromium.launchPersistentContext(userDataDir, {
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

try {
  const page = context.pages()[0] ?? (await context.newPage());
  const pending = [];
  const problems = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  // Failed requests are judged by URL below (a 401 from /api/auth/me is how "signed out" looks).
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(`console error: ${message.text()}`);
  });
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (response.status() >= 400 && !pathname.startsWith('/api/')) problems.push(`HTTP ${response.status()} ${pathname}`);
  });
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.request().resourceType() !== 'script' && !type.includes('javascript')) return;
    pending.push(response.body().then((body) => ({ url: response.url(), gzip: zlib.gzipSync(body).length }), () => null));
  });
  await page.goto(new URL(pagePath, base).href, { waitUntil: 'networkidle' });
  const scripts = (await Promise.all(pending)).filter(Boolean).sort((a, b) => b.gzip - a.gzip);
  for (const { url, gzip } of scripts) console.log(`${(gzip / 1024).toFixed(1).padStart(7)} KB  ${new URL(url).pathname}`);
  const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
  console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  total gzipped JavaScript (${scripts.length} files) for ${pagePath}`);
  if (total / 1024 > maxKb) problems.push(`over budget: ${(total / 1024).toFixed(1)} KB > ${maxKb} KB`);
  for (const problem of problems) console.error(problem);
  if (problems.length) process.exitCode = 1;
} finally {
  await context.close();
  rmSync(userDataDir, { recursive: true, force: true });
}
