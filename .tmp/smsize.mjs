// Bytes of a built file by original source, from its source map: node .tmp/smsize.mjs file.js [n]
import { readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map';

const file = process.argv[2];
const code = readFileSync(file, 'utf8').split('\n');
const map = await new SourceMapConsumer(JSON.parse(readFileSync(file + '.map', 'utf8')));
const sizes = new Map();
let prev = null;
map.eachMapping((m) => {
  if (prev) {
    const len = prev.generatedLine === m.generatedLine ? m.generatedColumn - prev.generatedColumn : code[prev.generatedLine - 1].length - prev.generatedColumn;
    const key = (prev.source ?? '(none)').replace(/.*node_modules\//, 'nm:').replace(/^webpack:\/\/[^/]*\//, '');
    sizes.set(key, (sizes.get(key) ?? 0) + len);
  }
  prev = m;
});
const group = process.env.GROUP ? (k) => k.replace(/^nm:((@[^/]+\/)?[^/]+).*/, 'nm:$1').replace(/^(packages\/[^/]+|[a-z-]+\/src\/[^/]+).*/, '$1') : (k) => k;
const grouped = new Map();
for (const [k, v] of sizes) grouped.set(group(k), (grouped.get(group(k)) ?? 0) + v);
const total = [...grouped.values()].reduce((a, b) => a + b, 0);
console.log(`${file}: ${total} mapped bytes`);
for (const [k, v] of [...grouped].sort((a, b) => b[1] - a[1]).slice(0, Number(process.argv[3] ?? 30))) console.log(`${String(v).padStart(8)}  ${k}`);
