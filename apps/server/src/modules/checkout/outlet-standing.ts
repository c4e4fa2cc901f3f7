import type { OrderingState, OutletHours } from '@crust/contract/ordering-state';

/** What the storefront shows of an outlet before the cart (issue 18 point 7): its state now and its weekly hours. */
export interface OutletStanding {
  ordering_state: OrderingState;
  hours: OutletHours;
}

/** Each outlet's standing now, by id (checkout's `standings`, given to the outlet list and the app settings). */
export type OutletStandings = (restaurantIds: readonly number[]) => Promise<Map<number, OutletStanding>>;

/** An outlet with no ordering rules (no settings row) takes no orders and has no hours. */
const NO_STANDING: OutletStanding = {
  ordering_state: { state: 'closed_today', label: 'Closed today', changes_at: null, later_slots: [] },
  hours: { pickup: [], delivery: [] },
};

export const standingOrNone = (standings: ReadonlyMap<number, OutletStanding>, restaurantId: number): OutletStanding =>
  standings.get(restaurantId) ?? NO_STANDING;
