// What tracing costs (issue 40 item 2; not a test): node --import tsx scripts/bench/tracing.mjs.
// Starts the stack (scripts/lib/stack.mjs, no front-end build: only the API is read) on 127.0.0.1,
// once with OpenTelemetry on (every span made, none exported: no OTEL_EXPORTER_OTLP_ENDPOINT) and once
// with OTEL_SDK_DISABLED=true, and sends a cheap GET through the gateway (the public instructors list:
// gateway -> catalog -> database, both response caches off so each request makes every span) with
// autocannon for BENCH_SECONDS (10) after a 2 s warm-up, BENCH_CONNECTIONS (10) at once. BENCH_ROUNDS
// (2) alternates the two modes to even out a loaded machine. Prints per run the time the stack took to
// become healthy, requests/s, p50/p95/p99 and every answer that was not a 200 (by status, or the
// client error), with what the gateway logged about it; then the two modes side by side.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ensureFerretBinary, freePort } from '../lib/ferretdb.mjs';
import { startStack } from '../lib/stack.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
ensureFerretBinary();

const temp = mkdtempSync(path.join(os.tmpdir(), 'wsms-tracing-bench-'));

const percentile = (sorted, p) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);

/** autocannon's summary has no p95 and no status breakdown: both are taken from its per-response events. */
function load(url, duration) {
  const latencies = [];
  const outcomes = {};
  const count = (key) => {
    outcomes[key] = (outcomes[key] ?? 0) + 1;
  };
  return new Promise((resolve, reject) => {
    const run = autocannon({ url: `${url}/api/instructors`, connections: CONNECTIONS, duration }, (error, result) => {
      if (error) return reject(error);
      latencies.sort((a, b) => a - b);
      resolve({
        rps: result.requests.average,
        p50: Math.round(percentile(latencies, 50)),
        p95: Math.round(percentile(latencies, 95)),
        p99: Math.round(percentile(latencies, 99)),
        notOk: Object.entries(outcomes).filter(([key]) => key !== '200'),
      });
    });
    run.on('response', (_client, status, _bytes, ms) => {
      latencies.push(ms);
      count(String(status));
    });
    // A request with no answer: autocannon's own timeout (10 s) or a broken connection.
    run.on('reqError', (error) => count(error?.code ?? error?.message ?? 'error'));
  });
}

/** The gateway's warnings of the run: a service it marked down answers 503 until its next good poll. */
function gatewayWarnings(logFile) {
  const counts = {};
  for (const line of readFileSync(logFile, 'utf8').split('\n')) {
    if (!line.startsWith('{')) continue;
    const entry = JSON.parse(line);
    if (entry.name !== 'gateway' || entry.level < 40) continue;
    // The health polls of the start (503 until every service is up) are logged too: named by their path.
    const key = entry.msg === 'request' ? `${entry.status} to ${entry.method} ${entry.path}` : `${entry.msg}${entry.reason ? ` (${entry.reason})` : ''}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return Object.entries(counts);
}

async function measure(tracing, label) {
  const port = await freePort();
  const logFile = path.join(temp, `stack-${label}.log`);
  const startedAt = Date.now();
  const stack = await startStack({
    dataDir: temp,
    port,
    logFile,
    // A loaded machine starts the stack slowly; the figures are taken once it is healthy.
    healthTimeoutMs: 300_000,
    env: {
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      OTEL_SDK_DISABLED: tracing ? 'false' : 'true',
      // Nothing leaves the machine, whatever the caller's environment says.
      OTEL_EXPORTER_OTLP_ENDPOINT: '',
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: '',
      RESPONSE_CACHE_MS: '0',
      PUBLIC_CACHE_MS: '0',
    },
  });
  const startS = (Date.now() - startedAt) / 1000;
  try {
    const url = `http://127.0.0.1:${port}`;
    await load(url, 2);
    return { startS, ...(await load(url, SECONDS)) };
  } finally {
    await stack.stop();
    for (const [warning, n] of gatewayWarnings(logFile)) console.log(`  gateway log (${label}): ${n} x ${warning}`);
  }
}

try {
  const results = { on: [], off: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const mode of round % 2 === 0 ? ['on', 'off'] : ['off', 'on']) {
      const r = await measure(mode === 'on', `${mode}-${round + 1}`);
      results[mode].push(r);
      const notOk = r.notOk.length === 0 ? 'none' : r.notOk.map(([key, n]) => `${n} x ${key}`).join(', ');
      console.log(
        `round ${round + 1} tracing ${mode.padEnd(3)}: healthy after ${r.startS.toFixed(1)} s; ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms; not 200: ${notOk}`,
      );
    }
  }
  const mean = (list, key) => list.reduce((sum, r) => sum + r[key], 0) / list.length;
  const on = mean(results.on, 'rps');
  const off = mean(results.off, 'rps');
  const line = (list) =>
    `${mean(list, 'rps').toFixed(0)} req/s, p50 ${mean(list, 'p50').toFixed(1)} ms, p95 ${mean(list, 'p95').toFixed(1)} ms (stack healthy after ${mean(list, 'startS').toFixed(1)} s)`;
  console.log(`\nGET /api/instructors through the gateway, ${CONNECTIONS} connections, ${SECONDS} s x ${ROUNDS} per mode; load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs at the end`);
  console.log(`tracing off: ${line(results.off)}`);
  console.log(`tracing on : ${line(results.on)}`);
  console.log(`overhead   : ${(((off - on) / off) * 100).toFixed(1)} % fewer requests/s with tracing on`);
} finally {
  rmSync(temp, { recursive: true, force: true });
}
