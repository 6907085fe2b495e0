// Long tasks of a saved trace with their breakdown: node .tmp/trace-file.mjs trace.json [minMs]
import { readFileSync } from 'node:fs';

const raw = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const events = raw.traceEvents ?? raw;
const min = Number(process.argv[3] ?? 20);
const counts = new Map(); events.filter((e) => e.name === 'Layout' || e.name === 'FunctionCall').forEach((e) => counts.set(`${e.pid}:${e.tid}`, (counts.get(`${e.pid}:${e.tid}`) ?? 0) + 1));
const [pid, tid] = [...counts].sort((a, b) => b[1] - a[1])[0][0].split(':').map(Number);
const start = events.find((e) => e.name === 'navigationStart' && e.pid === pid)?.ts ?? events[0].ts;
const main = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
for (const t of main.filter((e) => e.name === 'RunTask' && e.dur > min * 1000)) {
  const inside = main.filter((k) => k !== t && k.ts >= t.ts && k.ts < t.ts + t.dur);
  const sum = new Map();
  for (const k of inside) {
    const u = k.args?.data?.url ?? k.args?.data?.stackTrace?.[0]?.url ?? '';
    const key = k.name + (u ? ' ' + u.replace(/^https?:\/\/[^/]+/, '') : '');
    sum.set(key, (sum.get(key) ?? 0) + k.dur / 1000);
  }
  console.log(`task at ${((t.ts - start) / 1000).toFixed(0)} ms, ${(t.dur / 1000).toFixed(0)} ms: ` + [...sum].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(' | '));
}
