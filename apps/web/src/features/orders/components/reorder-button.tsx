import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { notify } from '@/components/ui/notify';
import { messageOf } from '@/lib/use-submit';
import { useReorder, type Reordered } from '../api/reorder';

type ReorderButtonProps = {
  orderId: string;
  orderNumber: number;
  /** The items are in the cart: the app refreshes the cart (this feature knows none). */
  onReordered: () => void;
};

/** 'Not added: Garlic bread (out of stock), Calzone (no longer on the menu)'. */
const notAddedText = (notAdded: Reordered['not_added']): string => `Not added: ${notAdded.map(({ name, reason }) => `${name} (${reason})`).join(', ')}`;

function announce({ not_added }: Reordered) {
  if (not_added.length === 0) notify({ title: 'Added to your cart', message: 'Your order’s items are in your cart at today’s prices.', kind: 'success' });
  else notify({ title: 'Some items were not added', message: notAddedText(not_added), kind: 'warning' });
}

/** Puts the order's items into the cart again; says which could not go in, and why. */
export function ReorderButton({ orderId, orderNumber, onReordered }: ReorderButtonProps) {
  const reorder = useReorder(orderId, (answer) => {
    onReordered();
    announce(answer);
  });
  const notAdded = reorder.data?.not_added ?? [];
  return (
    <div className="flex flex-col items-start gap-2">
      <Button variant="secondary" onClick={() => reorder.mutate()} disabled={reorder.isPending} aria-label={`Reorder order ${orderNumber}`}>
        {reorder.isPending ? 'Adding to cart…' : 'Reorder'}
      </Button>
      {notAdded.length > 0 && (
        <p role="status" className="text-sm text-text/80">
          {notAddedText(notAdded)}
        </p>
      )}
      {reorder.error && <FormAlert>{messageOf(reorder.error)}</FormAlert>}
    </div>
  );
}
