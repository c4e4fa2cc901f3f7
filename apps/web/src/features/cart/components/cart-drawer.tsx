import { Link } from 'react-router';
import type { CartItem } from '@crust/contract/cart';
import { Button } from '@/components/ui/button';
import { Sheet } from '@/components/ui/sheet';
import { useClearCart } from '../api/clear-cart';
import { useCart } from '../api/get-cart';
import { useCartStore } from '../cart-store';
import { CartLine } from './cart-line';
import { CartSummary } from './cart-summary';
import { CashOnDeliveryToggle } from './cash-on-delivery-toggle';
import { CouponForm } from './coupon-form';

const linkButton =
  'inline-flex items-center justify-center rounded-md px-4 py-2.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

/**
 * The cart as a sheet opened from the header's CartButton; mounted once by the app shell. `onEditItem`
 * (issue 18 point 13): the app's item builder reopening a line; the sheet closes for it.
 */
export function CartDrawer({ onEditItem }: { onEditItem?: (item: CartItem) => void }) {
  const isOpen = useCartStore((state) => state.isDrawerOpen);
  const setDrawerOpen = useCartStore((state) => state.setDrawerOpen);
  const onEdit = onEditItem
    ? (item: CartItem) => {
        setDrawerOpen(false);
        onEditItem(item);
      }
    : undefined;
  return (
    <Sheet open={isOpen} onOpenChange={setDrawerOpen} title="Your cart" closeLabel="Close cart">
      <CartContents onNavigate={() => setDrawerOpen(false)} onEdit={onEdit} />
    </Sheet>
  );
}

// Rendered only while the sheet is open, so opening it asks the server again (spec §9: not cached).
function CartContents({ onNavigate, onEdit }: { onNavigate: () => void; onEdit?: (item: CartItem) => void }) {
  const { cart, isError, isFetching, refetch } = useCart();
  const clearCart = useClearCart();

  if (!cart) {
    return isError ? (
      <div role="alert" className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
        <p className="font-semibold">We couldn't load your cart.</p>
        <Button variant="secondary" onClick={refetch}>
          Try again
        </Button>
      </div>
    ) : (
      <p role="status" className="flex flex-1 items-center justify-center p-6 text-sm">
        Loading your cart…
      </p>
    );
  }

  if (cart.items.length === 0) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
        <p className="text-lg font-semibold">Your cart is empty</p>
        <p className="text-sm text-text/70">Pizzas, sides and deals you add will show up here.</p>
        <Link to="/menu" onClick={onNavigate} className={`${linkButton} bg-primary text-white hover:bg-dark`}>
          Browse the menu
        </Link>
      </div>
    );
  }

  return (
    <>
      <div className="min-h-0 flex-1 overflow-y-auto px-4">
        <ul aria-label="Items in your cart" className="divide-y divide-black/10">
          {cart.items.map((item) => (
            <li key={item.id}>
              <CartLine item={item} onEdit={onEdit} />
            </li>
          ))}
        </ul>
        <CouponForm cart={cart} />
        <CashOnDeliveryToggle />
      </div>
      <div className="flex flex-col gap-3 border-t border-black/10 px-4 py-4">
        <CartSummary cart={cart} isUpdating={isFetching} />
        <div className="flex gap-2">
          <Button variant="ghost" onClick={clearCart}>
            Clear cart
          </Button>
          <Link to="/checkout" onClick={onNavigate} className={`${linkButton} flex-1 bg-primary text-white hover:bg-dark`}>
            Checkout
          </Link>
        </div>
      </div>
    </>
  );
}
