import { useLocation } from 'react-router';
import { GuestSessionGate } from '@/features/auth/components/guest-session-gate';
import { CartBar } from '@/features/cart/components/cart-bar';
import { CartDrawer } from '@/features/cart/components/cart-drawer';
import { CartOutletSync } from '@/features/cart/components/cart-outlet-sync';
import { RestaurantGate } from '@/features/restaurants/components/restaurant-gate';
import { SettingsGate } from '@/features/settings/components/settings-gate';
import { watchExpiredSessions } from './session-expired';

watchExpiredSessions();

/** Checkout shows the order's lines and totals itself: the cart bar would only cover its buttons. */
const isCheckoutPath = (pathname: string) => pathname === '/checkout' || pathname.startsWith('/checkout/');

/**
 * The app-wide gates and sheets: guest session, outlet selection, settings, the cart drawer, its
 * bottom bar and the cart's outlet sync. They render dialogs and a fixed bar only, never the first
 * paint, so the shell loads them as a separate chunk (the dialog library stays out of the first-load budget).
 */
export function GlobalGates() {
  const { pathname } = useLocation();
  return (
    <>
      <GuestSessionGate />
      <RestaurantGate />
      <SettingsGate />
      <CartOutletSync />
      <CartDrawer />
      {!isCheckoutPath(pathname) && <CartBar />}
    </>
  );
}
