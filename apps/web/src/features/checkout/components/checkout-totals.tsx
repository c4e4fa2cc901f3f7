import { formatCents } from '@crust/contract/prices';
import { useCheckoutDelivery } from '../use-checkout-delivery';

function Row({ term, value, isTotal = false }: { term: string; value: string; isTotal?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${isTotal ? 'pt-1 text-base font-bold' : ''}`}>
      <dt>{term}</dt>
      <dd className="shrink-0 tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * The rows checkout adds to the cart's figures (inside their list): the delivery charge the server
 * quoted for the address, and the one total of the page, labelled for what it includes (issue 18
 * point 12). Both figures are the server's; this only adds them up to show them.
 */
export function CheckoutTotals({ cartTotal }: { cartTotal: number }) {
  const { isDelivery, charge, isLoading, isQuoted } = useCheckoutDelivery();
  const deliveryValue = isLoading ? 'Working it out…' : !isQuoted ? 'With your address' : charge === 0 ? 'Free' : formatCents(charge);
  const totalLabel = !isDelivery ? 'Total to pay (incl. GST)' : isQuoted ? 'Total to pay (incl. GST and delivery)' : 'Total before delivery (incl. GST)';

  return (
    <>
      {isDelivery && <Row term="Delivery" value={deliveryValue} />}
      <Row term={totalLabel} value={formatCents(cartTotal + (isQuoted ? charge : 0))} isTotal />
    </>
  );
}
