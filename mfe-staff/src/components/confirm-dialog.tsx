import { Button, Dialog, type ButtonVariant } from '@wsms/ui';
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
  /** Destructive unless the step only records something (e.g. how a session went). */
  confirmVariant?: ButtonVariant;
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Are you sure?" before something that cannot be undone (spec 5: deleting asks for confirmation) or that others are told of. */
export function ConfirmDialog({ title, description, confirmLabel, confirmVariant = 'destructive', pending, onConfirm, onClose }: Props) {
  return (
    <Dialog open onClose={onClose} title={title} description={description}>
      <Actions>
        <Button variant="outline" onClick={onClose}>Cancel</Button>
        <Button variant={confirmVariant} onClick={onConfirm} disabled={pending}>{pending ? 'Working...' : confirmLabel}</Button>
      </Actions>
    </Dialog>
  );
}
