import { useRestaurantSync } from '../use-restaurant-sync';
import { RestaurantSelectionDialog } from './restaurant-selection-dialog';

/** Mounted once by the app shell: keeps the outlet selection in sync and hosts the picker. */
export function RestaurantGate() {
  useRestaurantSync();
  return <RestaurantSelectionDialog />;
}
