import { useShallow } from 'zustand/react/shallow';
import { formatCents } from '@crust/contract/prices';
import { useCheckoutStore } from '../checkout-store';
import { isCompleteAddress } from '../checkout-validation';

function Row({ term, value, isTotal = false }: { term: string; value: string; isTotal?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${isTotal ? 'pt-1 text-base font-bold' : ''}`}>
      <dt>{term}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * Below the cart's own totals: the delivery charge the server quoted for the address, and what the
 * order will cost in all. Both figures are the server's; this only adds them up to show them.
 */
export function CheckoutTotals({ cartTotal }: { cartTotal: number }) {
  const { isDelivery, charge, isLoading, deliveryError, hasAddress } = useCheckoutStore(
    useShallow((state) => ({
      isDelivery: state.deliveryMethod === 'delivery' && state.tableNumber === null,
      charge: state.deliveryCharge,
      isLoading: state.deliveryChargeLoading,
      deliveryError: state.deliveryError,
      hasAddress: isCompleteAddress(state.shippingDetails),
    })),
  );
  const isQuoted = isDelivery && hasAddress && !isLoading && !deliveryError;
  const deliveryValue = isLoading ? 'Working it out…' : !isQuoted ? 'With your address' : charge === 0 ? 'Free' : formatCents(charge);

  return (
    <dl aria-label="Order total" aria-busy={isLoading} className="flex flex-col gap-1 border-t border-black/10 pt-2 text-sm">
      {isDelivery && <Row term="Delivery" value={deliveryValue} />}
      <Row term="Total to pay" value={formatCents(cartTotal + (isQuoted ? charge : 0))} isTotal />
    </dl>
  );
}
