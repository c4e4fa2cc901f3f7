import { HomePage } from '@/features/home/components/home-page';
import { useRestaurantDialogStore } from '@/features/restaurants/restaurant-dialog-store';
import { useConfigStore } from '@/lib/config-store';
import { useSelectedRestaurantStore } from '@/lib/selected-restaurant-store';

export function Component() {
  const theme = useConfigStore((state) => state.theme);
  const outletName = useSelectedRestaurantStore((state) => state.selected?.restaurant.name ?? null);
  const openOutletDialog = useRestaurantDialogStore((state) => state.open);
  return <HomePage theme={theme} outletName={outletName} onChooseOutlet={openOutletDialog} />;
}
