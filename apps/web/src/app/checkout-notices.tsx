import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { NoticePanel } from '@/components/ui/notice-panel';
import { useCheckoutStore } from '@/features/checkout/checkout-store';
import { useOutlet } from './use-outlet';

const linkButton = 'rounded-md bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-dark';

export function EmptyCartNotice() {
  return (
    <NoticePanel
      action={
        <Link to="/menu" className={linkButton}>
          Browse the menu
        </Link>
      }
    >
      <p className="font-semibold">Your cart is empty</p>
      <p className="text-sm">Add pizzas, sides or deals from the menu to check out.</p>
    </NoticePanel>
  );
}

export function ChooseOutletNotice() {
  const { choose } = useOutlet();
  return (
    <NoticePanel action={<Button onClick={choose}>Choose an outlet</Button>}>
      <p className="font-semibold">Choose the outlet to order from</p>
    </NoticePanel>
  );
}

/** An order placed earlier in this checkout still waits for its card payment: pay it, or leave it to lapse. */
export function KeptOrderNotice({ number, canStartAnother }: { number: number; canStartAnother: boolean }) {
  const forgetOrder = useCheckoutStore((state) => state.forgetOrder);
  return (
    <NoticePanel
      action={
        <div className="flex flex-wrap gap-2">
          <Link to="/checkout/payment" className={linkButton}>
            Pay for order {number}
          </Link>
          {canStartAnother && (
            <Button variant="secondary" onClick={forgetOrder}>
              Start a new order
            </Button>
          )}
        </div>
      }
    >
      <p className="font-semibold">Order number {number} waits for its payment</p>
      <p className="text-sm">Unpaid orders are cancelled after a few minutes.</p>
    </NoticePanel>
  );
}
