import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import type { CartItem } from '@crust/contract/cart';
import { FullScreenSpinner } from '@/components/ui/full-screen-spinner';
import { GuestSessionGate } from '@/features/auth/components/guest-session-gate';
import { CartBar } from '@/features/cart/components/cart-bar';
import { CartDrawer } from '@/features/cart/components/cart-drawer';
import { CartOutletSync } from '@/features/cart/components/cart-outlet-sync';
import { useCartStore } from '@/features/cart/cart-store';
import { RestaurantGate } from '@/features/restaurants/components/restaurant-gate';
import { SettingsGate } from '@/features/settings/components/settings-gate';
import { followSelectionInCookie } from '@/lib/outlet-cookie';
import { watchExpiredSessions } from './session-expired';

watchExpiredSessions();
// Issue 20: from here on, the outlet the diner chooses is the one the server renders on their next visit.
followSelectionInCookie();

// The builder a cart line reopens in (issue 18 point 13) downloads when a diner first edits a line.
const CartLineEditor = lazy(() => import('./cart-line-editor').then((module) => ({ default: module.CartLineEditor })));

/** Checkout shows the order's lines and totals itself: the cart bar would only cover its buttons. */
const isCheckoutPath = (pathname: string) => pathname === '/checkout' || pathname.startsWith('/checkout/');

/**
 * The app-wide gates and sheets: guest session, outlet selection, settings, the cart drawer, its
 * bottom bar and the cart's outlet sync. They render dialogs and a fixed bar only, never the first
 * paint, so the shell loads them as a separate chunk (the dialog library stays out of the first-load budget).
 */
export function GlobalGates() {
  const { pathname } = useLocation();
  const [editing, setEditing] = useState<CartItem | null>(null);
  // Saved or not, the diner goes back to the cart they were editing.
  const stopEditing = () => {
    setEditing(null);
    useCartStore.getState().openDrawer();
  };
  return (
    <>
      <GuestSessionGate />
      <RestaurantGate />
      <SettingsGate />
      <CartOutletSync />
      <CartDrawer onEditItem={setEditing} />
      {editing && (
        <Suspense fallback={<FullScreenSpinner />}>
          <CartLineEditor key={editing.id} item={editing} onClose={stopEditing} />
        </Suspense>
      )}
      {!isCheckoutPath(pathname) && <CartBar />}
    </>
  );
}
