import { useCurrentUser } from '@wsms/api-client';
import { usePackages, usePurchasePackage } from '@wsms/api-client/booking';
import { formatCents, pricePerSessionCents, sessionTypeLabel, type Instructor, type SessionPackage } from '@wsms/contracts';
import { Button, Card, Container, Dialog, FactList, LoadError, Section, toast } from '@wsms/ui';
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

const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  justify-content: flex-end;
  margin-top: 16px;
`;

const Result = styled.p`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

interface ConfirmPurchaseProps {
  pack: SessionPackage;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** What the package costs and what happens after Confirm, before anything is bought. */
function ConfirmPurchase({ pack, pending, onConfirm, onClose }: ConfirmPurchaseProps) {
  return (
    <Dialog open onClose={onClose} title={`Buy ${pack.name}`} description="Check the package, then confirm.">
      <FactList>
        <dt>Price</dt>
        <dd>${formatCents(pack.priceCents)} for {pack.sessions} sessions</dd>
        <dt>Per session</dt>
        <dd>${formatCents(pricePerSessionCents(pack))}</dd>
        <dt>Valid</dt>
        <dd>{pack.validDays} days</dd>
        <dt>For</dt>
        <dd>{pack.sessionTypes.map(sessionTypeLabel).join(', ')}</dd>
      </FactList>
      <p>
        What happens next: the package is reserved for you and you pay for it (online when offered, otherwise at the gym).
        Your {pack.sessions} credits appear in your portal once the payment is recorded; the booking form then uses them.
      </p>
      <DialogActions>
        <Button type="button" variant="outline" onClick={onClose}>Cancel</Button>
        <Button type="button" disabled={pending} onClick={onConfirm}>{pending ? 'Buying...' : 'Confirm Purchase'}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** Packages on sale: bought by a signed-in client with a verified e-mail, paid online or at the gym. */
export function SessionPackages({ instructors }: { instructors: Instructor[] }) {
  const packages = usePackages();
  const { data: user } = useCurrentUser();
  const purchase = usePurchasePackage();
  // The package whose dialog is open, and the one last reserved (its result shows on its card).
  const [confirming, setConfirming] = useState<SessionPackage | null>(null);
  const [bought, setBought] = useState<string | null>(null);
  const single = cheapestSingle(instructors);
  if (packages.data?.length === 0) return null;
  const buy = (pack: SessionPackage) =>
    purchase.mutate(pack.id, {
      onSuccess: ({ checkoutUrl }) => {
        if (checkoutUrl) return redirectTo(checkoutUrl);
        setConfirming(null);
        setBought(pack.id);
      },
      onError: (error) => toast({ title: 'Could not buy the package', description: error.message, variant: 'destructive' }),
    });
  return (
    <Section aria-labelledby="session-packages-heading">
      <Container>
        <h2 id="session-packages-heading">Session Packages</h2>
        <p style={{ margin: '0 0 16px' }}>Buy sessions in a pack and pay less per session. Book each one with a credit.</p>
        {packages.isError && <LoadError message="Failed to load packages. Please try again later." onRetry={packages.refetch} />}
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
                    <Button onClick={() => setConfirming(pack)} disabled={purchase.isPending} aria-label={`Buy Package: ${pack.name}`}>Buy Package</Button>
                  )}
                </div>
                <div role="status">
                  {bought === pack.id && (
                    <Result>{pack.name} is reserved for you: pay at the gym, and your credits appear in your portal once the payment is recorded.</Result>
                  )}
                </div>
              </Card>
            ))}
          </Grid>
        )}
      </Container>
      {confirming && (
        <ConfirmPurchase pack={confirming} pending={purchase.isPending} onConfirm={() => buy(confirming)} onClose={() => setConfirming(null)} />
      )}
    </Section>
  );
}
