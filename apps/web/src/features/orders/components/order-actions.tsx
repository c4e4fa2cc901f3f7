import { useState } from 'react';
import { nextOrderStatus } from '@crust/contract/order-status';
import type { Order } from '@crust/contract/orders';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { notify } from '@/components/ui/notify';
import { messageOf } from '@/lib/use-submit';
import { useCancelOrder } from '../api/cancel-order';
import { ReorderButton } from './reorder-button';

type OrderActionsProps = {
  order: Order;
  onReordered: () => void;
};

/** What the diner may still do with the order: cancel it while the machine allows, and order it again. */
export function OrderActions({ order, onReordered }: OrderActionsProps) {
  const cancel = useCancelOrder(order.id);
  const [confirming, setConfirming] = useState(false);
  // The contract's machine decides (placed or waiting for payment, not yet accepted); the server decides again.
  const cancellable = nextOrderStatus(order.status, 'cancel', order.delivery_method) !== null;
  const paid = order.payment?.status === 'succeeded';

  const confirmCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: () => notify({ title: 'Order cancelled', message: paid ? 'Your card payment will be refunded.' : undefined, kind: 'success' }),
      onSettled: () => setConfirming(false),
    });

  return (
    <div className="flex flex-col gap-3 border-t border-black/10 pt-6">
      <div className="flex flex-wrap items-start gap-3">
        {cancellable && (
          <Button
            variant="secondary"
            onClick={() => {
              cancel.reset();
              setConfirming(true);
            }}
          >
            Cancel order
          </Button>
        )}
        {/* Waiting for payment, the diner's next step is paying, not a second cart of the same. */}
        {order.status !== 'pending_payment' && <ReorderButton orderId={order.id} orderNumber={order.number} onReordered={onReordered} />}
      </div>
      {/* Outside the button: a 409 (the restaurant accepted first) hides the button, and its message must stay. */}
      {cancel.error && <FormAlert>{messageOf(cancel.error)}</FormAlert>}
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel this order?"
        description={paid ? 'The restaurant will not make it, and your card payment will be refunded.' : 'The restaurant will not make it.'}
      >
        <div className="flex flex-wrap gap-3">
          <Button onClick={confirmCancel} disabled={cancel.isPending}>
            {cancel.isPending ? 'Cancelling…' : 'Yes, cancel my order'}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Keep my order
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
