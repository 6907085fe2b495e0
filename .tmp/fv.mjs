import { firstVisitJavaScript } from '../scripts/bench/first-visit.mjs';

for (const p of process.argv.slice(2)) {
  const r = await firstVisitJavaScript(`http://localhost:3999${p}`);
  console.log(`${p}: ${(r.totalGzip / 1024).toFixed(1)} KB gz`);
  for (const f of r.files) console.log(`   ${(f.gzip / 1024).toFixed(1).padStart(6)} KB  ${f.url.replace(/^https?:\/\/[^/]+/, '')}`);
}
