import type { ReactNode } from 'react';
import type { CartItem } from '@crust/contract/cart';
import { useOrder } from '@/lib/get-order';
import { useLiveOrderStatus } from '../use-live-order-status';
import { OrderActions } from './order-actions';
import { OrderFulfilment, OrderPayment, OrderRestaurant } from './order-facts';
import { OrderLines } from './order-lines';
import { OrderStatusBanner } from './order-status-banner';
import { OrderTimeline } from './order-timeline';
import { OrderUnavailable } from './order-unavailable';

type OrderConfirmationProps = {
  orderId: string;
  /** How a line's choices read: the app supplies the cart's own line details. */
  lineDetails: (item: CartItem) => ReactNode;
  /** A reorder put the items in the cart: the app refreshes the cart. */
  onReordered: () => void;
};

/** /order-confirmation/{orderId}: the order as its owner sees it, its status followed live. */
export function OrderConfirmation({ orderId, lineDetails, onReordered }: OrderConfirmationProps) {
  const { data: order, error, isPending, isFetching, refetch } = useOrder(orderId);
  useLiveOrderStatus(orderId, order?.status);

  if (isPending) return <p role="status">Loading your order…</p>;
  if (!order) return <OrderUnavailable error={error} isRetrying={isFetching} onRetry={() => void refetch()} />;
  return (
    <div className="flex flex-col gap-6">
      <OrderStatusBanner order={order} />
      <OrderTimeline order={order} />
      <OrderFulfilment order={order} />
      <OrderLines order={order} lineDetails={lineDetails} />
      <OrderPayment order={order} />
      <OrderRestaurant restaurant={order.restaurant} />
      <OrderActions order={order} onReordered={onReordered} />
    </div>
  );
}
