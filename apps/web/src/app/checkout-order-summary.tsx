import { useId, type ReactNode } from 'react';
import type { Cart } from '@crust/contract/cart';
import { CartLine } from '@/features/cart/components/cart-line';
import { CartSummary } from '@/features/cart/components/cart-summary';
import { CheckoutTotals } from '@/features/checkout/components/checkout-totals';
import { useCheckoutDelivery } from '@/features/checkout/use-checkout-delivery';

/** The cart's lines at checkout, as the cart drawer shows them (quantities can still change). */
function CartLines({ cart }: { cart: Cart }) {
  return (
    <ul aria-label="Items in your cart" className="divide-y divide-black/10">
      {cart.items.map((item) => (
        <li key={item.id}>
          <CartLine item={item} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The cart's figures as the server priced them, then the delivery charge and the one total to pay
 * (issue 18 point 12); "Spend $X more for free delivery" only while delivery still costs something.
 */
function OrderTotals({ cart, isUpdating }: { cart: Cart; isUpdating: boolean }) {
  const { isDelivery, isLoading, isQuoted, charge } = useCheckoutDelivery();
  const deliveryCosts = isDelivery && !isLoading && (!isQuoted || charge > 0);
  return (
    <CartSummary cart={cart} isUpdating={isUpdating || isLoading} label="Order total" showFreeDelivery={deliveryCosts}>
      <CheckoutTotals cartTotal={cart.total} />
    </CartSummary>
  );
}

/** "Your order" beside checkout's steps: the lines, then the totals, then what the step adds (its button). */
export function CheckoutOrderSummary({ cart, isUpdating, children }: { cart: Cart; isUpdating: boolean; children?: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 self-start rounded-xl border border-black/10 p-4">
      <h2 id={headingId} className="text-lg font-semibold">
        Your order
      </h2>
      <CartLines cart={cart} />
      <OrderTotals cart={cart} isUpdating={isUpdating} />
      {children}
    </section>
  );
}
