import { formatCents, pricePerSessionCents, sessionTypeLabel, type PackageSales, type SessionPackage } from '@wsms/contracts';
import { Badge, Button, Card, Dialog, toast } from '@wsms/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useUpdatePackage } from '@wsms/api-client/booking';
import { DialogActions } from '../../../components/dialog-actions';
import { failureText } from '../../../lib/failure-text';
import { AddPackageDialog } from './add-package-dialog';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`;

const Name = styled.h3`
  margin: 0;
  font-size: 1.125rem;
  color: ${({ theme }) => theme.colors.navy};
  overflow-wrap: anywhere;
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(130px, 1fr));
  gap: 8px 16px;
  margin: 0;
  & dt { font-size: 0.8125rem; color: #4a5568; }
  & dd { margin: 0; font-weight: 600; }
`;

/** One package: its terms, what it sold and still owes, and taking it off sale (or back on). */
export function PackageItem({ pack, sales }: { pack: SessionPackage; sales?: PackageSales }) {
  const update = useUpdatePackage();
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const setActive = (isActive: boolean) =>
    update.mutate(
      { id: pack.id, isActive },
      {
        onSuccess: () => {
          toast({ title: isActive ? 'Package back on sale' : 'Package taken off sale', description: isActive ? undefined : 'Credits already bought stay usable.' });
          setConfirming(false);
        },
        onError: (error) => toast({ title: 'Error', description: failureText(error), variant: 'destructive' }),
      },
    );
  return (
    <Card as="li">
      <Head>
        <Name>{pack.name}</Name>
        <div style={{ display: 'flex', alignItems: 'center', gap: 10 }}>
          <Badge $variant={pack.isActive ? 'success' : 'muted'}>{pack.isActive ? 'On sale' : 'Off sale'}</Badge>
          <Button size="sm" variant="outline" onClick={() => setEditing(true)} aria-label={`Edit: ${pack.name}`}>Edit</Button>
          {pack.isActive ? (
            <Button size="sm" variant="outline" onClick={() => setConfirming(true)} aria-label={`Take Off Sale: ${pack.name}`}>Take Off Sale</Button>
          ) : (
            <Button size="sm" variant="outline" onClick={() => setActive(true)} disabled={update.isPending} aria-label={`Put On Sale: ${pack.name}`}>Put On Sale</Button>
          )}
        </div>
      </Head>
      {pack.description && <p style={{ margin: 0 }}>{pack.description}</p>}
      <p style={{ margin: 0 }}>
        {pack.sessions} sessions for ${formatCents(pack.priceCents)} (${formatCents(pricePerSessionCents(pack))} per session), valid {pack.validDays} days;{' '}
        {pack.sessionTypes.map(sessionTypeLabel).join(', ')}
      </p>
      <Figures aria-label={`Sales of ${pack.name}`}>
        <div><dt>Credits sold</dt><dd>{sales?.creditsSold ?? 0}</dd></div>
        <div><dt>Used</dt><dd>{(sales?.creditsUsed ?? 0) + (sales?.creditsForfeited ?? 0)}</dd></div>
        <div><dt>Outstanding</dt><dd>{sales?.creditsOutstanding ?? 0}</dd></div>
        <div><dt>Outstanding value</dt><dd>${formatCents(sales?.outstandingValueCents ?? 0)}</dd></div>
      </Figures>
      {editing && <AddPackageDialog open pack={pack} onClose={() => setEditing(false)} />}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Take package off sale?"
        description={`${pack.name} will no longer be sold. Credits already bought stay usable until they expire.`}
      >
        <DialogActions>
          <Button variant="outline" onClick={() => setConfirming(false)}>Cancel</Button>
          <Button variant="destructive" onClick={() => setActive(false)} disabled={update.isPending}>{update.isPending ? 'Saving...' : 'Take Off Sale'}</Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
