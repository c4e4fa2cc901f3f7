import { useId } from 'react';
import { Link } from 'react-router';
import { isFinalOrderStatus } from '@crust/contract/order-status';
import type { Order } from '@crust/contract/orders';
import { NoticePanel } from '@/components/ui/notice-panel';
import { fulfilmentOf, orderStatusLabel, type Fulfilment } from '../order-status-display';
import { formatMoment } from '@/lib/zoned-time';

// A delivery still to come is arriving, not delivered (issue 18 point 15).
const estimateLabels: Record<Fulfilment, string> = { pickup: 'Ready for pickup at about', delivery: 'Arriving about', table: 'At your table at about' };

/** A card order the restaurant has not got yet, since the payment has not gone through. */
const awaitsPayment = (order: Order) => order.status === 'pending_payment' && order.payment_method === 'card';

/**
 * The order number the kitchen calls out, the status as it changes (a polite live region, so a
 * screen reader hears each change without losing its place), the estimated time in the restaurant's
 * zone while the order goes on, and a card order's unfinished payment.
 */
export function OrderStatusBanner({ order }: { order: Order }) {
  const headingId = useId();
  const fulfilment = fulfilmentOf(order);
  const showsEstimate = !isFinalOrderStatus(order.status) && !awaitsPayment(order);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-xl bg-light p-6">
      <h2 id={headingId} className="text-2xl font-bold">
        Order number <span className="tabular-nums">{order.number}</span>
      </h2>
      <p role="status" aria-live="polite" className="text-lg">
        Status: <strong>{orderStatusLabel(order.status, fulfilment)}</strong>
      </p>
      {showsEstimate && (
        <p>
          {estimateLabels[fulfilment]}{' '}
          <time dateTime={order.estimated_at} className="font-semibold tabular-nums">
            {formatMoment(order.estimated_at, order.restaurant.timezone)}
          </time>
        </p>
      )}
      {awaitsPayment(order) && (
        <NoticePanel
          action={
            <Link
              to={`/checkout/payment?order=${encodeURIComponent(order.id)}`}
              className="rounded-md bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-dark"
            >
              Complete payment
            </Link>
          }
        >
          <p className="font-semibold">Payment is still needed</p>
          <p className="text-sm">The restaurant gets your order once your card payment has gone through.</p>
          {order.payment?.last_error && <p className="mt-1 text-sm">Your last attempt: {order.payment.last_error}</p>}
        </NoticePanel>
      )}
    </section>
  );
}
