import { OUTLET_COOKIE } from '@crust/contract/storefront-view';
import { useSelectedRestaurantStore } from './selected-restaurant-store';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

function writeOutletCookie(outletId: number | null): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const value = outletId === null ? '; Max-Age=0' : `${outletId}; Max-Age=${YEAR_SECONDS}`;
  document.cookie = `${OUTLET_COOKIE}=${value}; Path=/; SameSite=Lax${secure}`;
}

/**
 * Issue 20: the chosen outlet also goes in a cookie, beside its copy in local storage, so the server
 * renders that outlet's menu on the diner's next visit. Written now (a choice made before this
 * existed) and on every change; the stored choice stays the one the browser goes by.
 */
export function followSelectionInCookie(): void {
  let written = useSelectedRestaurantStore.getState().selected?.restaurant.id ?? null;
  writeOutletCookie(written);
  useSelectedRestaurantStore.subscribe(({ selected }) => {
    const outletId = selected?.restaurant.id ?? null;
    if (outletId === written) return;
    written = outletId;
    writeOutletCookie(outletId);
  });
}
