import { Button, Dialog } from '@wsms/ui';
import styled from 'styled-components';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: flex-end;
`;

interface Props {
  title: string;
  description: string;
  confirmLabel: string;
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Are you sure?" before something that cannot be undone (spec 5: deleting asks for confirmation). */
export function ConfirmDialog({ title, description, confirmLabel, pending, onConfirm, onClose }: Props) {
  return (
    <Dialog open onClose={onClose} title={title} description={description}>
      <Actions>
        <Button variant="outline" onClick={onClose}>Cancel</Button>
        <Button variant="destructive" onClick={onConfirm} disabled={pending}>{pending ? 'Working...' : confirmLabel}</Button>
      </Actions>
    </Dialog>
  );
}
