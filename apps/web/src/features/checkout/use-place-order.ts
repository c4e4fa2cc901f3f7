import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Order } from '@crust/contract/orders';
import { placeOrder } from './api/place-order';
import { useCheckoutStore } from './checkout-store';
import { orderRequest, type OrderContext } from './order-request';
import type { Remedy } from './placement-errors';
import { DELIVERY_CHARGE_QUERY_ROOT } from './use-delivery-charge';
import { readOrderToPay, usePaymentAttempt, type PlaceOrderSteps } from './use-payment-attempt';

/** Why payment sent the diner back to step 1, passed with the navigation. */
export type CheckoutNotice = { notice: string };

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
  const { attempt, error } = usePaymentAttempt();

  const orderToPay = useCallback(
    async (context: OrderContext): Promise<Order> => {
      const kept = useCheckoutStore.getState().order;
      if (kept) return readOrderToPay(kept.id);
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
    async (steps: PlaceOrderSteps = {}) => {
      if (!context) return;
      await attempt({
        steps,
        orderToPay: () => orderToPay(context),
        onPaid: () => void useCheckoutStore.getState().completeStep2(),
        onFailure: ({ message, remedy: action }) => remedy(action, message),
      });
    },
    [attempt, context, orderToPay, remedy],
  );

  return { place, error };
}
