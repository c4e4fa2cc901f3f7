import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Order } from '@crust/contract/orders';
import { getOrder, placeOrder } from './api/orders-api';
import { useCheckoutStore, type PlacedOrder } from './checkout-store';
import { orderRequest, type OrderContext } from './order-request';
import { OrderEndedError, placementFailure, type Remedy } from './placement-errors';
import { DELIVERY_CHARGE_QUERY_ROOT } from './use-delivery-charge';

/** How often, and how many times, a paid order is read until the provider's word has reached the server. */
const PAYMENT_POLL = { intervalMs: 1000, attempts: 30 };

/** The provider's part of a card payment, given the order's payment (its client secret). */
export type PayForOrder = (order: Order) => Promise<void>;

export type PlaceOrderSteps = {
  /** Runs before anything is placed, e.g. Stripe checking its form (elements.submit()). */
  prepare?: () => Promise<void>;
  /** Pays a card order; not needed for cash or the counter, which are placed at once. */
  pay?: PayForOrder;
};

/** What /checkout/success shows, passed with the navigation. */
export type SuccessState = PlacedOrder;

/** Why payment sent the diner back to step 1, passed with the navigation. */
export type CheckoutNotice = { notice: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reads the order until it is no longer waiting for its payment: the test provider settles before it
 * answers, Stripe's webhook may arrive a moment later. Still waiting after the last try, it is paid at
 * the provider all the same: the confirmation page follows its status live.
 */
async function waitUntilPaid(orderId: string): Promise<Order> {
  for (let attempt = 1; ; attempt++) {
    const order = await getOrder(orderId);
    if (order.status === 'cancelled' || order.status === 'rejected') throw new OrderEndedError();
    if (order.status !== 'pending_payment' || attempt >= PAYMENT_POLL.attempts) return order;
    await sleep(PAYMENT_POLL.intervalMs);
  }
}

type PlacementOptions = {
  /** Null until the outlet and the diner's session are known: nothing can be placed yet. */
  context: OrderContext | null;
  /** The server emptied the cart into the order: the cart shown elsewhere is out of date. */
  onOrderPlaced?: () => void;
};

/**
 * Places the order exactly once and pays for it (issue 9). The attempt's Idempotency-Key is made on
 * the first try and sent with every retry, so a retry after a lost answer or a reload replays the
 * first placement. Once the server has the order, a further try (another card after a decline) pays
 * for that same order rather than placing a second.
 */
export function usePlaceOrder({ context, onOrderPlaced }: PlacementOptions) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);

  const orderToPay = useCallback(
    async (context: OrderContext): Promise<Order> => {
      const kept = useCheckoutStore.getState().order;
      if (kept) {
        const order = await getOrder(kept.id);
        if (order.status === 'cancelled' || order.status === 'rejected') throw new OrderEndedError();
        return order;
      }
      const state = useCheckoutStore.getState();
      const order = await placeOrder(orderRequest(state, context), state.attemptKey());
      useCheckoutStore.getState().setOrder({ id: order.id, number: order.number });
      onOrderPlaced?.();
      return order;
    },
    [onOrderPlaced],
  );

  const remedy = useCallback(
    (action: Remedy | undefined, message: string) => {
      const store = useCheckoutStore.getState();
      // Step 1 is where these are put right: it shows why the diner was sent back.
      const backToStep1 = () => navigate('/checkout', { state: { notice: message } satisfies CheckoutNotice });
      if (action === 'choose-another-time') {
        store.setPickupTime(null);
        void backToStep1();
      } else if (action === 'fix-delivery') {
        // Asked for again there, the charge brings the server's verdict to the address as its delivery error.
        void queryClient.invalidateQueries({ queryKey: DELIVERY_CHARGE_QUERY_ROOT });
        void backToStep1();
      } else if (action === 'pay-by-card') store.setPaymentMethod('card');
      else if (action === 'new-attempt') store.forgetAttemptKey();
      else if (action === 'order-ended') store.forgetOrder();
    },
    [navigate, queryClient],
  );

  const place = useCallback(
    async ({ prepare, pay }: PlaceOrderSteps = {}) => {
      const store = useCheckoutStore.getState();
      if (!context || store.isProcessing) return;
      store.setProcessing(true);
      setError(null);
      try {
        await prepare?.();
        let order = await orderToPay(context);
        if (order.status === 'pending_payment') {
          if (!pay) throw new Error('A card order needs the card form to pay for it.');
          if (order.payment?.client_secret) await pay(order);
          order = await waitUntilPaid(order.id);
        }
        const done = useCheckoutStore.getState();
        done.setProcessing(false);
        done.completeStep2();
        navigate('/checkout/success', { state: { id: order.id, number: order.number } satisfies SuccessState });
      } catch (failure) {
        const { message, remedy: action } = placementFailure(failure);
        setError(message);
        remedy(action, message);
      } finally {
        useCheckoutStore.getState().setProcessing(false);
      }
    },
    [context, navigate, orderToPay, remedy],
  );

  return { place, error };
}
