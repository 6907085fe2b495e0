import { Button, Dialog } from '@wsms/ui';
import type { ReactNode } from 'react';
import { DialogActions } from './dialog-actions';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
}

/** Asks before a destructive step; nothing happens until the confirm button is pressed. */
export function ConfirmDialog({ open, title, message, confirmLabel, pending, onConfirm, onCancel, children }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} title={title} description={message}>
      {children}
      <DialogActions>
        <Button variant="outline" onClick={onCancel}>Cancel</Button>
        <Button variant="destructive" onClick={onConfirm} disabled={pending}>{confirmLabel}</Button>
      </DialogActions>
    </Dialog>
  );
}
