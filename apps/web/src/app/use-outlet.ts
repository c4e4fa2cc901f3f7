import { useRestaurantDialogStore } from '@/features/restaurants/restaurant-dialog-store';
import type { OrderingState } from '@crust/contract/ordering-state';
import { currentOrderingState } from '@/lib/ordering-state';
import { useHydrated } from '@/lib/use-hydrated';
import { useSelectedRestaurantStore } from '@/lib/selected-restaurant-store';

export type Outlet = {
  /** The chosen outlet's id and name, or null before one is chosen. */
  id: number | null;
  name: string | null;
  /** Its state now (issue 18 point 7), or null while unknown. */
  state: OrderingState | null;
  /** Opens the outlet picker. */
  choose: () => void;
};

/** The chosen outlet, as the menu pages need it. */
export function useOutlet(): Outlet {
  const restaurant = useSelectedRestaurantStore((state) => state.selected?.restaurant ?? null);
  const orderingState = useSelectedRestaurantStore((state) => state.selected?.ordering_state);
  const choose = useRestaurantDialogStore((state) => state.open);
  // Judged by the browser's clock once hydrated (issue 20), as the header does.
  const isHydrated = useHydrated();
  return { id: restaurant?.id ?? null, name: restaurant?.name ?? null, state: isHydrated ? currentOrderingState(orderingState) : null, choose };
}
