import { useMyCredits } from '@wsms/api-client/booking';
import { sessionTypeLabel, type Credit } from '@wsms/contracts';
import { formatBusinessInstant } from '@wsms/contracts/dates';
import { Badge, Button, Card, LoadError, Loading } from '@wsms/ui';
import { Link } from 'react-router';
import styled from 'styled-components';

const Section = styled.section`
  margin-bottom: 32px;
  & > h2 { margin: 0 0 12px; font-size: 1.25rem; }
  & h3 { margin: 16px 0 8px; font-size: 1.0625rem; }
`;

const Balance = styled.p`
  margin: 0;
  font-size: 1.125rem;
  font-weight: 700;
`;

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  & li { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; justify-content: space-between; overflow-wrap: anywhere; }
`;

const statusBadge: Record<Credit['status'], { label: string; variant: 'success' | 'muted' }> = {
  available: { label: 'Available', variant: 'success' },
  used: { label: 'Used', variant: 'muted' },
  forfeited: { label: 'Forfeited', variant: 'muted' },
  expired: { label: 'Expired', variant: 'muted' },
};

const day = (iso: string) => formatBusinessInstant(iso, 'medium');
const signed = (change: number) => (change > 0 ? `+${change}` : String(change));

/** The signed-in client's package credits: the balance, each credit's expiry, and every change with its reason. */
export function MyCredits() {
  const { data, isPending, isError, refetch } = useMyCredits();
  return (
    <Section aria-labelledby="my-credits-heading">
      <h2 id="my-credits-heading">My Credits</h2>
      {isPending && <Loading text="Loading credits..." />}
      {isError && <LoadError message="Failed to load your credits. Please try again later." onRetry={refetch} />}
      {data && data.credits.length === 0 && (
        <Card>
          <p style={{ margin: 0 }}>No credits yet. A package of sessions costs less per session.</p>
          <div><Button as={Link} to="/private-classes" variant="outline">See Packages</Button></div>
        </Card>
      )}
      {data && data.credits.length > 0 && (
        <Card>
          <Balance>{data.balance === 1 ? '1 credit available' : `${data.balance} credits available`}</Balance>
          <h3>Credits</h3>
          <Rows aria-label="Credits">
            {data.credits.map((credit) => (
              <li key={credit.id}>
                <span>
                  {credit.packageName} ({credit.sessionTypes.map(sessionTypeLabel).join(', ')}): {credit.status === 'expired' ? 'expired' : 'expires'} {day(credit.expiresAt)}
                </span>
                <Badge $variant={statusBadge[credit.status].variant}>{statusBadge[credit.status].label}</Badge>
              </li>
            ))}
          </Rows>
          <h3>History</h3>
          <Rows aria-label="Credit history">
            {data.history.map((entry, i) => (
              <li key={`${entry.at}-${i}`}>
                <span>{day(entry.at)}: {entry.reason}</span>
                <strong>{signed(entry.change)}</strong>
              </li>
            ))}
          </Rows>
        </Card>
      )}
    </Section>
  );
}
