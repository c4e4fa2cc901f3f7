import { useCallback } from 'react';
import { Link } from 'react-router';
import type { Order } from '@crust/contract/orders';
import { NoticePanel } from '@/components/ui/notice-panel';
import { PayOrderForm } from '@/features/checkout/components/pay-order-form';
import { awaitsPayment } from '@/features/checkout/use-pay-order';
import { useOrder } from '@/lib/get-order';
import { OrderLines } from '@/features/orders/components/order-lines';
import { OrderUnavailable } from '@/features/orders/components/order-unavailable';
import { fulfilmentOf, orderStatusLabel } from '@/features/orders/order-status-display';
import { orderLineDetails } from './order-line-details';
import { PaymentLayout } from './payment-layout';

/**
 * /checkout/payment?order={orderId} (issue 9): pays for a card order that waits for its payment, on any
 * device and whatever this device's checkout holds (the confirmation page's "Complete payment" links
 * here). The order is read from the server, which shows it to its owner only; its lines and total are
 * the server's. Nothing is placed from here.
 */
export function PayOrderContent({ orderId }: { orderId: string }) {
  const { data: order, error, isPending, isFetching, refetch } = useOrder(orderId);
  const readAgain = useCallback(() => void refetch(), [refetch]);

  if (isPending) return <p role="status">Loading your order…</p>;
  if (!order) return <OrderUnavailable error={error} isRetrying={isFetching} onRetry={readAgain} />;
  return (
    <PaymentLayout
      form={awaitsPayment(order) ? <PayOrderForm order={order} onOrderEnded={readAgain} /> : <NoPaymentWaiting order={order} />}
      order={<OrderLines order={order} lineDetails={orderLineDetails} />}
    />
  );
}

/** Paid meanwhile, cancelled or expired unpaid: how the order stands instead of a card form, and its own page. */
function NoPaymentWaiting({ order }: { order: Order }) {
  const reason = order.timeline.at(-1)?.reason;
  return (
    <NoticePanel
      action={
        <Link
          to={`/order-confirmation/${encodeURIComponent(order.id)}`}
          className="rounded-md bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-dark"
        >
          See your order
        </Link>
      }
    >
      <h2 className="text-lg font-semibold">Order number {order.number} is not waiting for a payment</h2>
      <p className="text-sm">
        Status: <strong>{orderStatusLabel(order.status, fulfilmentOf(order))}</strong>
        {reason && ` (${reason})`}
      </p>
    </NoticePanel>
  );
}
