import { useCurrentUser } from '@wsms/api-client';
import { usePackages, usePurchasePackage } from '@wsms/api-client/booking';
import { formatCents, pricePerSessionCents, sessionTypeLabel, type Instructor, type SessionPackage } from '@wsms/contracts';
import { Button, Card, Container, LoadError, Section, toast } from '@wsms/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { redirectTo } from '../lib/redirect';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 260px), 1fr));
  & h3 { margin: 0; font-size: 1.125rem; overflow-wrap: anywhere; }
  & p { margin: 0; }
`;

const Price = styled.p`
  font-size: 1.25rem;
  font-weight: 700;
`;

/** The lowest single-session rate, to put each package's price per session beside it. */
const cheapestSingle = (instructors: Instructor[]) =>
  instructors.length ? Math.min(...instructors.map((i) => Math.round(Number(i.hourlyRate) * 100))) : null;

/** Packages on sale: bought by a signed-in client with a verified e-mail, paid online or at the gym. */
export function SessionPackages({ instructors }: { instructors: Instructor[] }) {
  const packages = usePackages();
  const { data: user } = useCurrentUser();
  const purchase = usePurchasePackage();
  const [bought, setBought] = useState<string | null>(null);
  const single = cheapestSingle(instructors);
  if (packages.data?.length === 0) return null;
  const buy = (pack: SessionPackage) =>
    purchase.mutate(pack.id, {
      onSuccess: ({ checkoutUrl }) => {
        if (checkoutUrl) redirectTo(checkoutUrl);
        else setBought(pack.name);
      },
      onError: (error) => toast({ title: 'Could not buy the package', description: error.message, variant: 'destructive' }),
    });
  return (
    <Section aria-labelledby="session-packages-heading">
      <Container>
        <h2 id="session-packages-heading">Session Packages</h2>
        <p style={{ margin: '0 0 16px' }}>Buy sessions in a pack and pay less per session. Book each one with a credit.</p>
        {packages.isError && <LoadError message="Failed to load packages. Please try again later." onRetry={packages.refetch} />}
        {bought && (
          <p role="status" style={{ margin: '0 0 16px', fontWeight: 600 }}>
            {bought} is reserved for you: pay at the gym, and your credits appear in your portal once the payment is recorded.
          </p>
        )}
        {packages.data && (
          <Grid aria-label="Session packages">
            {packages.data.map((pack) => (
              <Card as="li" key={pack.id}>
                <h3>{pack.name}</h3>
                {pack.description && <p>{pack.description}</p>}
                <Price>${formatCents(pack.priceCents)} for {pack.sessions} sessions</Price>
                <p>
                  ${formatCents(pricePerSessionCents(pack))} per session{single !== null ? ` (single sessions from $${formatCents(single)})` : ''}
                </p>
                <p>Valid {pack.validDays} days; {pack.sessionTypes.map(sessionTypeLabel).join(', ')}</p>
                <div>
                  {!user ? (
                    <Button as={Link} to="/login" variant="outline">Sign in to Buy</Button>
                  ) : !user.emailVerified ? (
                    <p>Verify your e-mail address to buy a package.</p>
                  ) : (
                    <Button onClick={() => buy(pack)} disabled={purchase.isPending} aria-label={`Buy Package: ${pack.name}`}>Buy Package</Button>
                  )}
                </div>
              </Card>
            ))}
          </Grid>
        )}
      </Container>
    </Section>
  );
}
