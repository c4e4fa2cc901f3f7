import { formatCents } from '@crust/contract/prices';
import { Button } from '@/components/ui/button';

type PlaceOrderButtonProps = {
  isProcessing: boolean;
  disabled?: boolean;
  /**
   * What the server will charge, in cents; undefined while it loads. Said on the button (issue 18 point
   * 12): the page's one labelled total is in the order beside the form, which on a phone sits below it.
   */
  amount: number | undefined;
};

/** Submits its form; disabled while an order is being placed or paid, so a second press cannot send twice. */
export function PlaceOrderButton({ isProcessing, disabled = false, amount }: PlaceOrderButtonProps) {
  return (
    <div className="flex flex-col gap-2">
      <Button type="submit" disabled={isProcessing || disabled} aria-busy={isProcessing} className="w-full py-3 text-base">
        {amount === undefined ? 'Place order' : `Place order · ${formatCents(amount)}`}
      </Button>
      {isProcessing && (
        <p role="status" className="text-center text-sm">
          Placing your order…
        </p>
      )}
    </div>
  );
}
