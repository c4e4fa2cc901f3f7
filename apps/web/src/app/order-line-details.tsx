import type { CartItem } from '@crust/contract/cart';
import { CartLineDetails } from '@/features/cart/components/cart-line-details';

/** An order's line reads like the cart's (the cart feature's line details): the orders feature knows no cart. */
export const orderLineDetails = (item: CartItem) => <CartLineDetails item={item} />;
