import { useRestaurantDialogStore } from '@/features/restaurants/restaurant-dialog-store';
import { useSelectedRestaurantStore } from '@/lib/selected-restaurant-store';

export type Outlet = {
  /** The chosen outlet's id and name, or null before one is chosen. */
  id: number | null;
  name: string | null;
  /** Opens the outlet picker. */
  choose: () => void;
};

/** The chosen outlet, as the menu pages need it. */
export function useOutlet(): Outlet {
  const restaurant = useSelectedRestaurantStore((state) => state.selected?.restaurant ?? null);
  const choose = useRestaurantDialogStore((state) => state.open);
  return { id: restaurant?.id ?? null, name: restaurant?.name ?? null, choose };
}
