import { bookingLocationValues, type ReportSummary, type ReportSummaryQuery } from '@wsms/contracts';
import type { ContentReportClient } from '../../adapters/content-report-client';
import type { CatalogClient } from '../../adapters/catalog-client';
import type { Figures } from '../../data-access/reports/report-fact-model';
import type { ReportRepository } from '../../data-access/reports/report-repository';
import { availableHours, figure, totalsIn, weekdayCounts, type AvailabilityLookup, type FigureCell } from './report-reads';
import { addFigures } from './rollups';

export interface ReportSummaryDeps {
  reports: ReportRepository;
  availability: AvailabilityLookup;
  catalog: Pick<CatalogClient, 'listActive'>;
  contentReports: ContentReportClient;
}

const ratio = (part: number, whole: number) => (whole > 0 ? Math.min(1, part / whole) : 0);
const round2 = (n: number) => Math.round(n * 100) / 100;

function totals(cells: readonly FigureCell[]) {
  const sum: Figures = {};
  for (const c of cells) addFigures(sum, c.figures);
  return sum;
}

/** Credits bought and not yet used (a forfeited one was used) or expired by the end of the range (all history up to `to`). */
async function outstandingCredits(reports: ReportRepository, to: string) {
  const sum: Figures = {};
  for (const r of await reports.rollupsOfInstructor('')) for (const c of r.cells) if (c.day <= to) addFigures(sum, c.figures);
  return figure(sum, 'creditsSold') + figure(sum, 'creditsReturned') - figure(sum, 'creditsUsed') - figure(sum, 'creditsExpired');
}

/** Every active instructor by id (names), asked while the roll-ups are read. */
async function activeInstructorNames(deps: ReportSummaryDeps) {
  const names = new Map<string, string>();
  for (const i of await deps.catalog.listActive()) names.set(i.id, i.name);
  return names;
}

async function utilisation(deps: ReportSummaryDeps, query: ReportSummaryQuery, cells: readonly FigureCell[], names: Map<string, string>) {
  const booked = new Map<string, number>();
  for (const c of cells) {
    if (!c.instructorId) continue;
    if (!names.get(c.instructorId)) names.set(c.instructorId, c.instructorName);
    booked.set(c.instructorId, (booked.get(c.instructorId) ?? 0) + figure(c.figures, 'bookedMinutes'));
  }
  const ids = [...names.keys()].filter((id) => !query.instructorId || id === query.instructorId);
  const weekdays = weekdayCounts(query.from, query.to);
  const rows = await Promise.all(
    ids.map(async (instructorId) => {
      const available = availableHours(await deps.availability.listForInstructorCached(instructorId), weekdays, query.from, query.to, query.location);
      const bookedHours = (booked.get(instructorId) ?? 0) / 60;
      return { instructorId, name: names.get(instructorId) ?? '', availableHours: round2(available), bookedHours: round2(bookedHours), rate: ratio(bookedHours, available) };
    }),
  );
  return rows.filter((r) => r.availableHours > 0 || r.bookedHours > 0).sort((a, b) => a.name.localeCompare(b.name));
}

function byLocation(cells: readonly FigureCell[], only?: string) {
  return bookingLocationValues
    .filter((location) => !only || location === only)
    .map((location) => {
      const sum = totals(cells.filter((c) => c.location === location));
      return {
        location,
        booked: figure(sum, 'booked'),
        completed: figure(sum, 'completed'),
        noShow: figure(sum, 'noShow'),
        revenueCents: figure(sum, 'sessionsCents') - figure(sum, 'refundsCents'),
      };
    });
}

/** The owner's figures for a range, from the roll-ups (and content's part over HTTP). */
export async function reportSummary(deps: ReportSummaryDeps, query: ReportSummaryQuery): Promise<ReportSummary> {
  const [{ cells, clients }, content, outstanding, names] = await Promise.all([
    totalsIn(deps.reports, query),
    deps.contentReports.figures(query.from, query.to),
    outstandingCredits(deps.reports, query.to),
    activeInstructorNames(deps),
  ]);
  const sum = totals(cells);
  // Digital sales and packages belong to no location or instructor: a filtered report leaves them out.
  const unfiltered = !query.location && !query.instructorId;
  const digital = unfiltered ? content.digitalByDay.reduce((s, d) => s + d.cents, 0) : 0;
  const revenue = { sessions: figure(sum, 'sessionsCents'), packages: figure(sum, 'packagesCents'), digital, refunds: figure(sum, 'refundsCents') };
  const offers = figure(sum, 'waitlistOffers');
  const claimed = figure(sum, 'waitlistClaimed');
  return {
    from: query.from,
    to: query.to,
    sessions: {
      booked: figure(sum, 'booked'),
      completed: figure(sum, 'completed'),
      noShow: figure(sum, 'noShow'),
      cancelled: figure(sum, 'cancelled'),
      lateCancelled: figure(sum, 'lateCancelled'),
    },
    revenueCents: { ...revenue, net: revenue.sessions + revenue.packages + revenue.digital - revenue.refunds },
    credits: {
      sold: figure(sum, 'creditsSold'),
      used: figure(sum, 'creditsUsed'),
      forfeited: figure(sum, 'creditsForfeited'),
      expired: figure(sum, 'creditsExpired'),
      outstanding: unfiltered ? outstanding : 0,
    },
    utilisation: await utilisation(deps, query, cells, names),
    byLocation: byLocation(cells, query.location),
    clients: { ...clients, returning: clients.active - clients.new },
    waitlist: { offers, claimed, expired: figure(sum, 'waitlistExpired'), fillRate: ratio(claimed, offers) },
    programs: unfiltered ? content.programs : { activeAssignments: 0, averageCompliance: 0 },
  };
}
