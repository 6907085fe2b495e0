import { addDays, businessDate, businessInstant, compliance, toCents, type ContentReport } from '@wsms/contracts';
import type { DigitalProductRepository } from '../../data-access/digital-product-repository';
import type { DigitalPurchaseRepository } from '../../data-access/digital-purchase-repository';
import type { WorkoutProgramRepository } from '../../data-access/workout-program-repository';
import type { WorkoutProgressRepository } from '../../data-access/workout-progress-repository';

export interface ContentReportDeps {
  products: Pick<DigitalProductRepository, 'findByIds'>;
  purchases: Pick<DigitalPurchaseRepository, 'listPurchasedBetween'>;
  programs: Pick<WorkoutProgramRepository, 'listAssigned'>;
  progress: Pick<WorkoutProgressRepository, 'listForUser'>;
  now: () => Date;
}

/** Digital sales per business day of [from, to], each at its product's price. */
async function digitalByDay(deps: ContentReportDeps, from: string, to: string) {
  const purchases = await deps.purchases.listPurchasedBetween(businessInstant(from, '00:00'), businessInstant(addDays(to, 1), '00:00'));
  const prices = new Map((await deps.products.findByIds([...new Set(purchases.map((p) => p.digitalProductId))])).map((p) => [p.id, toCents(p.price)]));
  const byDay = new Map<string, number>();
  for (const p of purchases) {
    const day = businessDate(p.purchaseDate);
    byDay.set(day, (byDay.get(day) ?? 0) + (prices.get(p.digitalProductId) ?? 0));
  }
  return [...byDay].sort(([a], [b]) => (a < b ? -1 : 1)).map(([day, cents]) => ({ day, cents }));
}

/** Assigned programs now and their mean share of this week's exercises done (the coach's compliance figure, 0-1). */
async function programFigures(deps: ContentReportDeps) {
  const assigned = await deps.programs.listAssigned();
  const byUser = new Map<string, typeof assigned>();
  for (const p of assigned) if (p.userId) byUser.set(p.userId, [...(byUser.get(p.userId) ?? []), p]);
  let sum = 0;
  for (const [userId, programs] of byUser) {
    const progress = new Map((await deps.progress.listForUser(userId, programs.map((p) => p.id))).map((p) => [p.workoutProgramId, p]));
    for (const program of programs) {
      const c = compliance(program, progress.get(program.id) ?? null, [], deps.now());
      sum += c.total > 0 ? c.completed / c.total : 0;
    }
  }
  return { activeAssignments: assigned.length, averageCompliance: assigned.length > 0 ? Math.round((sum / assigned.length) * 10_000) / 10_000 : 0 };
}

export async function contentReport(deps: ContentReportDeps, from: string, to: string): Promise<ContentReport> {
  const [digital, programs] = await Promise.all([digitalByDay(deps, from, to), programFigures(deps)]);
  return { digitalByDay: digital, programs };
}
