import type { ReactNode } from 'react';
import type { CartItem } from '@crust/contract/cart';
import type { Order } from '@crust/contract/orders';
import { formatCents } from '@crust/contract/prices';
import { OrderSection } from './order-section';

type OrderLinesProps = {
  order: Pick<Order, 'lines' | 'totals' | 'delivery_method'>;
  /** How a line's choices read (size, crust, extras, halves, deal parts, notes): the app supplies the cart's own. */
  lineDetails: (item: CartItem) => ReactNode;
};

function Row({ term, value, isTotal = false }: { term: string; value: string; isTotal?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${isTotal ? 'border-t border-black/10 pt-2 text-base font-bold' : ''}`}>
      <dt>{term}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** The lines as sold (the server's snapshot, not today's menu) and the totals the diner was charged. */
export function OrderLines({ order: { lines, totals, delivery_method }, lineDetails }: OrderLinesProps) {
  const isDelivery = delivery_method === 'delivery';
  return (
    <OrderSection title="Your order">
      <ul className="flex flex-col divide-y divide-black/10">
        {lines.map((line, index) => (
          // Lines have no id of their own; their order is fixed once placed.
          <li key={index} className="flex items-start justify-between gap-4 py-3">
            <div className="min-w-0">
              <h3 className="font-semibold">
                <span className="tabular-nums">{line.quantity} ×</span> {line.name}
              </h3>
              {lineDetails(line.item)}
            </div>
            <p className="shrink-0 font-semibold tabular-nums">{line.item.is_free ? 'Free' : formatCents(line.line_total)}</p>
          </li>
        ))}
      </ul>
      <dl aria-label="Order totals" className="flex flex-col gap-1 text-sm">
        {/* One total (issue 18 point 12): the items' sum only where something comes off it or is added to it. */}
        {(totals.discount_total > 0 || isDelivery) && <Row term="Items" value={formatCents(totals.subtotal)} />}
        {totals.discount_total > 0 && <Row term="Discounts" value={formatCents(-totals.discount_total)} />}
        {isDelivery && <Row term="Delivery charge" value={totals.delivery_charge > 0 ? formatCents(totals.delivery_charge) : 'Free'} />}
        <Row term="GST included" value={formatCents(totals.tax)} />
        <Row term={isDelivery ? 'Total (incl. GST and delivery)' : 'Total (incl. GST)'} value={formatCents(totals.total)} isTotal />
      </dl>
    </OrderSection>
  );
}
