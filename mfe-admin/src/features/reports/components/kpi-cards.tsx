import type { ReportSummary } from '@wsms/contracts/reports';
import styled from 'styled-components';
import { changeText, count, money, percent } from '../report-format';

const Cards = styled.ul`
  list-style: none;
  margin: 0 0 24px;
  padding: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
`;
const Card = styled.li`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  padding: 12px 14px;
  & h3 { margin: 0; font-size: 0.875rem; font-weight: 600; color: ${({ theme }) => theme.colors.muted}; }
  & .value { margin: 4px 0; font-size: 1.5rem; font-weight: 700; color: ${({ theme }) => theme.colors.navy}; font-variant-numeric: tabular-nums; }
  & .change { margin: 0; font-size: 0.8125rem; color: ${({ theme }) => theme.colors.muted}; }
`;

const utilisationOf = (s: ReportSummary) => {
  const available = s.utilisation.reduce((sum, u) => sum + u.availableHours, 0);
  const booked = s.utilisation.reduce((sum, u) => sum + u.bookedHours, 0);
  return available > 0 ? Math.min(1, booked / available) : 0;
};

/** The headline figures of the range, each with its change against the period just before. */
export function KpiCards({ current, previous }: { current: ReportSummary; previous: ReportSummary | undefined }) {
  const cards = [
    { label: 'Sessions booked', value: (s: ReportSummary) => s.sessions.booked, show: count, kind: 'count' as const },
    { label: 'Completed', value: (s: ReportSummary) => s.sessions.completed, show: count, kind: 'count' as const },
    { label: 'No-shows', value: (s: ReportSummary) => s.sessions.noShow, show: count, kind: 'count' as const },
    { label: 'Late cancellations', value: (s: ReportSummary) => s.sessions.lateCancelled, show: count, kind: 'count' as const },
    { label: 'Net revenue', value: (s: ReportSummary) => s.revenueCents.net, show: money, kind: 'money' as const },
    { label: 'Refunds', value: (s: ReportSummary) => s.revenueCents.refunds, show: money, kind: 'money' as const },
    { label: 'Utilisation', value: utilisationOf, show: percent, kind: 'rate' as const },
    { label: 'Active clients', value: (s: ReportSummary) => s.clients.active, show: count, kind: 'count' as const },
    { label: 'New clients', value: (s: ReportSummary) => s.clients.new, show: count, kind: 'count' as const },
    { label: 'Waitlist fill rate', value: (s: ReportSummary) => s.waitlist.fillRate, show: percent, kind: 'rate' as const },
    { label: 'Credits sold', value: (s: ReportSummary) => s.credits.sold, show: count, kind: 'count' as const },
    { label: 'Program compliance', value: (s: ReportSummary) => s.programs.averageCompliance, show: percent, kind: 'rate' as const },
  ];
  return (
    <Cards aria-label="Key figures">
      {cards.map((card) => (
        <Card key={card.label}>
          <h3>{card.label}</h3>
          <p className="value">{card.show(card.value(current))}</p>
          <p className="change">{previous ? changeText(card.value(current), card.value(previous), card.kind) : '\u00a0'}</p>
        </Card>
      ))}
    </Cards>
  );
}
