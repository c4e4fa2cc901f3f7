import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useCheckoutStore } from '../checkout-store';

/**
 * Step 2's guard (issue 9): arriving without a completed step 1 (and no order waiting for payment)
 * sends the diner back to /checkout. Checked on arrival only: a step 1 that reopens while the diner
 * pays (a placement refused for its slot or address) is handled where it happens, which sends them
 * back with the reason.
 */
export function RequireStep1({ children }: { children: ReactNode }) {
  const [arrivedWithoutStep1] = useState(() => {
    const { step1Completed, order } = useCheckoutStore.getState();
    return !step1Completed && !order;
  });
  return arrivedWithoutStep1 ? <Navigate to="/checkout" replace /> : children;
}
