import { useEffect } from 'react';
import { onRestaurantChange } from '@/lib/selected-restaurant-store';
import { useClearCart } from './api/clear-cart';

/**
 * Spec §4: selecting a different outlet clears the cart (on the server and on screen) and its
 * coupon, without a toast. A first selection or a refresh of the same outlet keeps it.
 */
export function useClearCartOnOutletChange(): void {
  const clearCart = useClearCart({ silent: true });
  useEffect(() => onRestaurantChange(clearCart), [clearCart]);
}
