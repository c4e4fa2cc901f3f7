import { Link } from 'react-router';
import type { OrderSummary } from '@crust/contract/orders';
import { formatCents } from '@crust/contract/prices';
import { orderStatusLabel } from '../order-status-display';
import { formatDate } from '@/lib/zoned-time';
import { ReorderButton } from './reorder-button';

type OrderSummaryCardProps = {
  order: OrderSummary;
  onReordered: () => void;
};

/**
 * One past order in /order-history. The summary carries no time zone, so its date reads in the
 * device's zone (the order's own page uses the restaurant's).
 */
export function OrderSummaryCard({ order, onReordered }: OrderSummaryCardProps) {
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-black/10 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold">
          <Link to={`/order-confirmation/${encodeURIComponent(order.id)}`} className="text-primary underline underline-offset-4">
            Order {order.number}
          </Link>
        </h2>
        <p className="font-medium">{orderStatusLabel(order.status, order.delivery_method)}</p>
        <p className="text-sm text-text/80">
          <time dateTime={order.created_at}>{formatDate(order.created_at, order.timezone)}</time> · {order.restaurant_name}
        </p>
        <p className="text-sm text-text/80">
          {order.item_count} {order.item_count === 1 ? 'item' : 'items'} ·{' '}
          <span className="font-semibold tabular-nums text-text">{formatCents(order.total)}</span>
        </p>
      </div>
      <ReorderButton orderId={order.id} orderNumber={order.number} onReordered={onReordered} />
    </article>
  );
}
