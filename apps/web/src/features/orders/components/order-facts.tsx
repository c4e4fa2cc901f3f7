import type { ReactNode } from 'react';
import type { Order } from '@crust/contract/orders';
import type { PaymentStatus } from '@crust/contract/payments';
import { paymentMethodLabel } from '@/lib/payment-method-label';
import { formatWallDayAndClock } from '@/lib/zoned-time';
import { fulfilmentOf, type Fulfilment } from '../order-status-display';
import { OrderSection } from './order-section';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
      <dt className="font-medium sm:w-44 sm:shrink-0">{term}</dt>
      <dd className="text-text/85">{children}</dd>
    </div>
  );
}

const fulfilmentTitles: Record<Fulfilment, string> = { pickup: 'Pickup', delivery: 'Delivery', table: 'Dine-in' };

/** How and when the food reaches the diner: pickup, delivery (with the address) or a dine-in table. */
export function OrderFulfilment({ order }: { order: Order }) {
  const fulfilment = fulfilmentOf(order);
  const when =
    order.asap || order.pickup_date === null || order.pickup_time === null
      ? 'As soon as possible'
      : formatWallDayAndClock(order.pickup_date, order.pickup_time);
  return (
    <OrderSection title={fulfilmentTitles[fulfilment]}>
      <dl className="flex flex-col gap-2">
        {order.table_number !== null && <Fact term="Table">{order.table_number}</Fact>}
        <Fact term={fulfilment === 'delivery' ? 'Delivery time' : 'Requested time'}>{when}</Fact>
        {order.shipping_details && <Fact term="Delivery address">{order.shipping_details.formattedAddress}</Fact>}
        {order.special_instructions && <Fact term="Special instructions">{order.special_instructions}</Fact>}
      </dl>
    </OrderSection>
  );
}

/** The outlet that makes the order, and how to reach it. */
export function OrderRestaurant({ restaurant }: { restaurant: Order['restaurant'] }) {
  return (
    <OrderSection title="Restaurant">
      <address className="flex flex-col gap-1 not-italic">
        <span className="font-semibold">{restaurant.name}</span>
        <span>{restaurant.address}</span>
        {restaurant.phone && (
          <a href={`tel:${restaurant.phone.replace(/[^\d+]/g, '')}`} className="self-start font-medium text-primary underline underline-offset-4">
            {restaurant.phone}
          </a>
        )}
      </address>
    </OrderSection>
  );
}

const paymentStatusLabels: Record<PaymentStatus, string> = {
  requires_payment: 'Waiting for payment',
  succeeded: 'Paid',
  failed: 'Not paid',
  refunded: 'Refunded',
  partially_refunded: 'Partly refunded',
};

const brandNames: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' };

/** How the order is paid: the method and, for a card, its brand, last four digits and where the payment stands. */
export function OrderPayment({ order }: { order: Pick<Order, 'payment_method' | 'payment' | 'delivery_method'> }) {
  const { payment } = order;
  return (
    <OrderSection title="Payment">
      <dl className="flex flex-col gap-2">
        <Fact term="Method">{paymentMethodLabel(order.payment_method, order.delivery_method)}</Fact>
        {payment?.card && (
          <Fact term="Card">
            {brandNames[payment.card.brand] ?? 'Card'} ending in {payment.card.last4}
          </Fact>
        )}
        {payment && <Fact term="Payment status">{paymentStatusLabels[payment.status]}</Fact>}
      </dl>
    </OrderSection>
  );
}
