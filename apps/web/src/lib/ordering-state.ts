import type { OrderingState } from '@crust/contract/ordering-state';

// Issue 18 point 7: the server tells each outlet's state and when it changes; the browser shows its
// words while they hold and asks again when they change (no clock arithmetic of its own).

/** The state while it holds, or null once its change is due (a copy kept from before a reload is never shown stale). */
export const currentOrderingState = (state: OrderingState | undefined, now = Date.now()): OrderingState | null =>
  state && (state.changes_at === null || Date.parse(state.changes_at) > now) ? state : null;
