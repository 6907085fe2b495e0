import type { SystemFigures } from '@wsms/contracts/system';
import { metricValues } from '@wsms/service-kit';

/** The gauge's values that were read (a failed read is NaN or left out: see business-gauges.ts). */
const readGauge = async (name: string) => (await metricValues(name)).filter((v) => Number.isFinite(v));

/**
 * Booking's figures for the System tab, read from the same gauges a Prometheus scrape reads (so from
 * the database, now): the outbox over every channel and the report feed's lag.
 */
export async function bookingSystemFigures(): Promise<SystemFigures> {
  const [pending, oldest, lag] = await Promise.all([
    readGauge('wsms_outbox_pending'),
    readGauge('wsms_outbox_oldest_age_seconds'),
    readGauge('wsms_report_feed_lag_seconds'),
  ]);
  return {
    ...(pending.length > 0 && { outbox: { pending: pending.reduce((a, b) => a + b, 0), oldestAgeS: Math.max(0, ...oldest) } }),
    ...(lag.length > 0 && { feedLagS: Math.max(...lag) }),
  };
}
