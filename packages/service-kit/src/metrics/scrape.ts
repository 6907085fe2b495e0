/** Test help: one sample line of the Prometheus text format, `name{a="x",b="y"} value`. */
export interface MetricSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The sample lines of a scrape (comments skipped); throws on a line that is not one. */
export function parseMetrics(text: string): MetricSample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]));
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

/** GET a /metrics URL and parse it; throws unless 200 in the Prometheus text format. */
export async function scrapeMetrics(url: string): Promise<MetricSample[]> {
  const res = await fetch(url);
  const type = res.headers.get('content-type') ?? '';
  if (res.status !== 200 || !type.startsWith('text/plain; version=0.0.4')) throw new Error(`${url} answered ${res.status} ${type}`);
  return parseMetrics(await res.text());
}

/** The one sample with this name and these labels (0 when absent, as a counter not yet touched). */
export function metricValue(samples: readonly MetricSample[], name: string, labels: Record<string, string> = {}) {
  const found = samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return found[0]?.value ?? 0;
}
