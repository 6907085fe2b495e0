import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReportSeries, ReportSummary } from '@wsms/contracts/reports';
import { businessToday } from '@wsms/contracts/dates';
import { failsFirst, mockFetch } from '@wsms/api-client/testing';
import { admin } from '../../../testing/builders';
import { renderRoute } from '../../../testing/render-route';
import { presetRange } from '../report-period';

// uPlot draws on a canvas jsdom does not have; the chart chunk's text equivalent is what is checked.
jest.mock('./report-charts', () => ({
  __esModule: true,
  default: ({ booked }: { booked: ReportSeries }) => <div role="img" aria-label={`chart of ${booked.points.length} points`} />,
}));

const summary = (overrides: Partial<ReportSummary> = {}): ReportSummary => ({
  from: '2030-03-01',
  to: '2030-03-31',
  sessions: { booked: 12, completed: 9, noShow: 2, cancelled: 1, lateCancelled: 1 },
  revenueCents: { sessions: 102_000, packages: 40_000, digital: 0, refunds: 8500, net: 133_500 },
  credits: { sold: 5, used: 1, forfeited: 0, expired: 0, outstanding: 4 },
  utilisation: [
    { instructorId: 'i1', name: 'Avery Stone', availableHours: 64, bookedHours: 8, rate: 0.125 },
    { instructorId: 'i2', name: 'Blake Moss', availableHours: 16, bookedHours: 8, rate: 0.5 },
  ],
  byLocation: [
    { location: 'marlborough', booked: 10, completed: 8, noShow: 1, revenueCents: 85_000 },
    { location: 'woburn', booked: 2, completed: 1, noShow: 1, revenueCents: 8500 },
  ],
  clients: { active: 7, new: 2, returning: 5 },
  waitlist: { offers: 4, claimed: 3, expired: 1, fillRate: 0.75 },
  programs: { activeAssignments: 3, averageCompliance: 0.5 },
  ...overrides,
});
const series = (metric: string, days: number): ReportSeries => ({
  metric: metric as ReportSeries['metric'],
  interval: 'day',
  from: '2030-03-01',
  to: '2030-03-31',
  points: Array.from({ length: days }, (_, i) => ({ period: `2030-03-${String(i + 1).padStart(2, '0')}`, value: i })),
});
const march = 'from=2030-03-01&to=2030-03-31';
const seriesRoutes = (range: string, days: number) =>
  Object.fromEntries(['booked', 'completed', 'revenueNet'].map((m) => [`GET /api/reports/series?${range}&metric=${m}&interval=day`, { body: series(m, days) }]));

describe('the Reports tab', () => {
  test('When March is open, then the KPI cards compare it with the period before, the tables sort and the CSV links carry the filters', async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/auth/me': { body: admin },
      'GET /api/instructors?scope=all': { body: [] },
      [`GET /api/reports/summary?${march}`]: { body: summary() },
      'GET /api/reports/summary?from=2030-01-29&to=2030-02-28': { body: summary({ sessions: { booked: 8, completed: 8, noShow: 0, cancelled: 0, lateCancelled: 0 } }) },
      ...seriesRoutes(march, 31),
    });
    renderRoute(`/admin?tab=reports&${march}`);

    const booked = (await screen.findByRole('heading', { name: 'Sessions booked' })).closest('li')!;
    expect(booked).toHaveTextContent('12');
    expect(await within(booked).findByText('Up 50% vs previous period')).toBeInTheDocument();
    expect(within(screen.getByRole('heading', { name: 'Net revenue' }).closest('li')!).getByText('$1,335.00')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'chart of 31 points' })).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Utilisation per instructor' });
    const names = () => within(table).getAllByRole('row').slice(1).map((row) => (row as HTMLTableRowElement).cells[0]!.lastElementChild!.textContent);
    expect(names()).toEqual(['Avery Stone', 'Blake Moss']);
    await user.click(within(table).getByRole('button', { name: 'Utilisation' }));
    await user.click(within(table).getByRole('button', { name: 'Utilisation' }));
    expect(names()).toEqual(['Blake Moss', 'Avery Stone']);
    expect(within(table).getByRole('columnheader', { name: 'Utilisation' })).toHaveAttribute('aria-sort', 'descending');

    expect(screen.getByRole('link', { name: 'Export revenue CSV' })).toHaveAttribute('href', `/api/reports/export.csv?${march}&kind=revenue`);
  });

  test('When a preset and a location are chosen, then they go into the address and the figures are asked for again', async () => {
    const user = userEvent.setup();
    const last = presetRange('last-month', businessToday());
    const fetchMock = mockFetch({
      'GET /api/auth/me': { body: admin },
      'GET /api/instructors?scope=all': { body: [] },
      [`GET /api/reports/summary?${march}`]: { body: summary() },
      [`GET /api/reports/summary?from=${last.from}&to=${last.to}&location=woburn`]: { body: summary({ sessions: { booked: 2, completed: 1, noShow: 1, cancelled: 0, lateCancelled: 0 } }) },
    });
    renderRoute(`/admin?tab=reports&${march}`);
    await screen.findByRole('heading', { name: 'Sessions booked' });

    await user.selectOptions(screen.getByLabelText('Location'), 'woburn');
    await user.click(screen.getByRole('button', { name: 'Last month' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(`/api/reports/summary?from=${last.from}&to=${last.to}&location=woburn`, expect.anything()));
    expect(await screen.findByRole('button', { name: 'Last month', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export sessions CSV' })).toHaveAttribute('href', `/api/reports/export.csv?from=${last.from}&to=${last.to}&location=woburn&kind=sessions`);
  });

  test('When the figures fail to load, then Try again loads them; and an empty period says so', async () => {
    const user = userEvent.setup();
    const empty = summary({
      sessions: { booked: 0, completed: 0, noShow: 0, cancelled: 0, lateCancelled: 0 },
      revenueCents: { sessions: 0, packages: 0, digital: 0, refunds: 0, net: 0 },
      waitlist: { offers: 0, claimed: 0, expired: 0, fillRate: 0 },
    });
    mockFetch({
      'GET /api/auth/me': { body: admin },
      'GET /api/instructors?scope=all': { body: [] },
      [`GET /api/reports/summary?${march}`]: failsFirst({ body: empty }, { status: 500 }),
    });
    renderRoute(`/admin?tab=reports&${march}`);

    expect(await screen.findByText('Failed to load reports')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('No sessions, sales or waitlist offers in this period.')).toBeInTheDocument();
  });
});
