// What tracing costs (issue 40 item 2; not a test): node --import tsx scripts/bench/tracing.mjs.
// Starts the stack (scripts/lib/stack.mjs, no front-end build: only the API is read) on 127.0.0.1,
// once with OpenTelemetry on (every span made, none exported: no OTEL_EXPORTER_OTLP_ENDPOINT) and once
// with OTEL_SDK_DISABLED=true, and sends a cheap GET through the gateway (the public instructors list:
// gateway -> catalog -> database, both response caches off so each request makes every span) with
// autocannon for BENCH_SECONDS (10) after a 2 s warm-up, BENCH_CONNECTIONS (10) at once. BENCH_ROUNDS
// (2) alternates the two modes to even out a loaded machine. Prints requests/s and latency per mode
// and the overhead.
import { mkdtempSync, rmSync } from 'node:fs';
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
const load = (url, duration) =>
  autocannon({ url: `${url}/api/instructors`, connections: CONNECTIONS, duration }).then((r) => ({
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx + r.errors,
  }));

async function measure(tracing) {
  const port = await freePort();
  const stack = await startStack({
    dataDir: temp,
    port,
    logFile: path.join(temp, 'stack.log'),
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
  try {
    const url = `http://127.0.0.1:${port}`;
    await load(url, 2);
    return await load(url, SECONDS);
  } finally {
    await stack.stop();
  }
}

try {
  const results = { on: [], off: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const mode of round % 2 === 0 ? ['on', 'off'] : ['off', 'on']) {
      const result = await measure(mode === 'on');
      results[mode].push(result);
      console.log(`round ${round + 1} tracing ${mode.padEnd(3)}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, non-2xx/errors ${result.non2xx}`);
    }
  }
  const mean = (list, key) => list.reduce((sum, r) => sum + r[key], 0) / list.length;
  const on = mean(results.on, 'rps');
  const off = mean(results.off, 'rps');
  console.log(`\nGET /api/instructors through the gateway, ${CONNECTIONS} connections, ${SECONDS} s x ${ROUNDS} per mode`);
  console.log(`tracing off: ${off.toFixed(0)} req/s (p50 ${mean(results.off, 'p50').toFixed(1)} ms)`);
  console.log(`tracing on : ${on.toFixed(0)} req/s (p50 ${mean(results.on, 'p50').toFixed(1)} ms)`);
  console.log(`overhead   : ${(((off - on) / off) * 100).toFixed(1)} % fewer requests/s with tracing on`);
} finally {
  rmSync(temp, { recursive: true, force: true });
}
