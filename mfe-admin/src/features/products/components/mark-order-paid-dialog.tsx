import { useMarkOrderPaid } from '@wsms/api-client/store';
import type { Order } from '@wsms/contracts';
import { Button, Dialog, toast } from '@wsms/ui';
import { DialogActions } from '../../../components/dialog-actions';
import { failureText } from '../../../lib/failure-text';

/** "Are you sure?" before recording a payment: the buyer of a digital product gets it at once, and it cannot be undone. */
export function MarkOrderPaidDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const markPaid = useMarkOrderPaid();
  const who = order.customerName ?? 'The customer';
  const confirm = () =>
    markPaid.mutate(order.id, {
      onSuccess: () => {
        toast({ title: 'Payment recorded', description: `${order.productName} is paid.` });
        onClose();
      },
      onError: (error) => toast({ title: 'Error', description: failureText(error), variant: 'destructive' }),
    });
  const grant = order.digital ? ' They get the digital content at once.' : '';
  return (
    <Dialog open onClose={onClose} title="Mark order paid?" description={`${who} paid $${order.amount} for ${order.productName} at the gym.${grant}`}>
      <DialogActions>
        <Button variant="outline" onClick={onClose}>Cancel</Button>
        <Button onClick={confirm} disabled={markPaid.isPending}>{markPaid.isPending ? 'Saving...' : 'Mark Paid'}</Button>
      </DialogActions>
    </Dialog>
  );
}
