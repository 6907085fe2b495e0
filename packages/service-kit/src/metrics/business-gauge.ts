import { Counter, Gauge, register } from 'prom-client';
import { withDeadline } from '../deadline';

export interface BusinessGaugeDefinition<L extends string> {
  name: string;
  help: string;
  labelNames?: readonly L[];
  /**
   * Read on every scrape (prom-client's collect()): answer the values now, from the database, so every
   * instance reports the same figure. Keep it to cheap indexed reads.
   */
  read: () => Promise<Array<{ labels?: Partial<Record<L, string>>; value: number }>>;
  /** The most a scrape waits for `read` (its database reads carry the time left as maxTimeMS); default 2000. */
  budgetMs?: number;
  /** Told of a failed read (say, a warning in the log). */
  onError?: (err: unknown) => void;
}

const readFailures = new Counter({
  name: 'wsms_gauge_read_failures_total',
  help: 'Scrapes in which a gauge read from the database failed or ran past its time budget (the gauge is left out of that scrape)',
  labelNames: ['gauge'],
});

/**
 * A gauge computed on scrape. Registered once per name in the process: a second instance of a
 * service in the same process (tests) replaces the first's reader, the figures being the same. A
 * read that fails or runs past its budget leaves the gauge out of that scrape (NaN when it has no
 * labels; never a stale figure) and
 * counts in `wsms_gauge_read_failures_total`; the rest of the scrape is served.
 */
export function businessGauge<L extends string>(def: BusinessGaugeDefinition<L>) {
  register.removeSingleMetric(def.name);
  return new Gauge<L>({
    name: def.name,
    help: def.help,
    labelNames: def.labelNames ?? [],
    async collect() {
      this.reset();
      let values: Awaited<ReturnType<typeof def.read>>;
      try {
        values = await withDeadline(def.budgetMs ?? 2000, def.read);
      } catch (err) {
        readFailures.inc({ gauge: def.name });
        def.onError?.(err);
        // A gauge without labels would show 0 after the reset: NaN says there is no figure.
        if (!def.labelNames?.length) this.set(NaN);
        return;
      }
      for (const { labels, value } of values) {
        if (labels) this.set(labels, value);
        else this.set(value);
      }
    },
  });
}
