import { GuestSessionGate } from '@/features/auth/components/guest-session-gate';
import { CartDrawer } from '@/features/cart/components/cart-drawer';
import { CartOutletSync } from '@/features/cart/components/cart-outlet-sync';
import { RestaurantGate } from '@/features/restaurants/components/restaurant-gate';
import { SettingsGate } from '@/features/settings/components/settings-gate';
import { watchExpiredSessions } from './session-expired';

watchExpiredSessions();

/**
 * The app-wide gates and sheets: guest session, outlet selection, settings, the cart drawer and the
 * cart's outlet sync. They render dialogs only, never the first paint, so the shell loads them as a
 * separate chunk (the dialog library stays out of the first-load budget).
 */
export function GlobalGates() {
  return (
    <>
      <GuestSessionGate />
      <RestaurantGate />
      <SettingsGate />
      <CartOutletSync />
      <CartDrawer />
    </>
  );
}
