import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Order } from '@crust/contract/orders';
import { getOrder } from '@/lib/get-order';
import { useCheckoutStore } from './checkout-store';
import { OrderEndedError, placementFailure, type PlacementFailure } from './placement-errors';
import { successPath } from './success-hand-over';

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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const hasEnded = (order: Order) => order.status === 'cancelled' || order.status === 'rejected';

/** Reads an order placed earlier to pay for it: one cancelled meanwhile has nothing left to pay. */
export async function readOrderToPay(orderId: string): Promise<Order> {
  const order = await getOrder(orderId);
  if (hasEnded(order)) throw new OrderEndedError();
  return order;
}

/**
 * Reads the order until it is no longer waiting for its payment: the test provider settles before it
 * answers, Stripe's webhook may arrive a moment later. Still waiting after the last try, it is paid at
 * the provider all the same: the confirmation page follows its status live.
 */
async function waitUntilPaid(orderId: string): Promise<Order> {
  for (let attempt = 1; ; attempt++) {
    const order = await getOrder(orderId);
    if (hasEnded(order)) throw new OrderEndedError();
    if (order.status !== 'pending_payment' || attempt >= PAYMENT_POLL.attempts) return order;
    await sleep(PAYMENT_POLL.intervalMs);
  }
}

type Attempt = {
  steps: PlaceOrderSteps;
  /** The order to pay for: placed now, or read back. */
  orderToPay: () => Promise<Order>;
  /** The order is paid (or needed no card), before the thank-you page. */
  onPaid?: (order: Order) => void;
  /** What a failure calls for besides saying so. */
  onFailure: (failure: PlacementFailure) => void;
};

/**
 * One try at paying for an order (issue 9), shared by checkout's step 2 and a link to an order that
 * waits for its payment: the card form's own checks, the order, the provider's part, then the
 * thank-you page. One try at a time (the checkout's isProcessing); a failure is said in words a diner
 * can act on.
 */
export function usePaymentAttempt() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  const attempt = useCallback(
    async ({ steps: { prepare, pay }, orderToPay, onPaid, onFailure }: Attempt) => {
      const store = useCheckoutStore.getState();
      if (store.isProcessing) return;
      store.setProcessing(true);
      setError(null);
      try {
        await prepare?.();
        let order = await orderToPay();
        if (order.status === 'pending_payment') {
          if (!pay) throw new Error('A card order needs the card form to pay for it.');
          if (order.payment?.client_secret) await pay(order);
          order = await waitUntilPaid(order.id);
        }
        useCheckoutStore.getState().setProcessing(false);
        onPaid?.(order);
        navigate(successPath(order.id));
      } catch (failure) {
        const result = placementFailure(failure);
        setError(result.message);
        onFailure(result);
      } finally {
        useCheckoutStore.getState().setProcessing(false);
      }
    },
    [navigate],
  );

  return { attempt, error };
}
