import { useClearCartOnOutletChange } from '../use-clear-cart-on-outlet-change';

/** Mounted once by the app shell; renders nothing. */
export function CartOutletSync() {
  useClearCartOnOutletChange();
  return null;
}
