import { useCallback } from 'react';
import type { Order } from '@crust/contract/orders';
import type { OrderPayment } from '@crust/contract/payments';
import { readOrderToPay, usePaymentAttempt, type PlaceOrderSteps } from './use-payment-attempt';

/** A card order the restaurant has not got yet: its payment is still to be made. */
export type OrderAwaitingPayment = Order & { status: 'pending_payment'; payment: OrderPayment };

export const awaitsPayment = (order: Order): order is OrderAwaitingPayment => order.status === 'pending_payment' && order.payment !== null;

/**
 * Pays for an order that waits for its payment, named by a link (/checkout/payment?order=…), whichever
 * checkout placed it and on whichever device (issue 9). It never places an order: a declined card
 * leaves this one waiting for another card.
 */
export function usePayOrder(orderId: string, onOrderEnded: () => void) {
  const { attempt, error } = usePaymentAttempt();

  const pay = useCallback(
    (steps: PlaceOrderSteps) =>
      attempt({
        steps,
        orderToPay: () => readOrderToPay(orderId),
        onFailure: ({ remedy }) => {
          if (remedy === 'order-ended') onOrderEnded();
        },
      }),
    [attempt, orderId, onOrderEnded],
  );

  return { pay, error };
}
