import { useId, useState, type FormEvent } from 'react';
import type { Cart } from '@crust/contract/cart';
import { Button } from '@/components/ui/button';
import { useApplyCoupon, useRemoveCoupon } from '../api/apply-coupon';
import { useCartStore } from '../cart-store';

/** The coupon field, or the applied code with a way to remove it. */
export function CouponForm({ cart }: { cart: Cart }) {
  const couponCode = useCartStore((state) => state.couponCode);
  return (
    <section aria-label="Coupon" className="border-t border-black/10 py-4">
      {couponCode ? <AppliedCoupon code={couponCode} cart={cart} /> : <CouponEntry />}
    </section>
  );
}

function AppliedCoupon({ code, cart }: { code: string; cart: Cart }) {
  const removeCoupon = useRemoveCoupon();
  // A stored code can stop applying when the cart changes (below its minimum spend): the server
  // then prices without it and says why in `error`.
  const isApplied = cart.coupon_code !== null && !cart.error;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm">
          Coupon <strong className="font-semibold">{code}</strong> {isApplied ? 'applied' : 'not applied'}
        </p>
        <Button variant="ghost" onClick={removeCoupon} aria-label={`Remove coupon ${code}`} className="px-2 py-1.5">
          Remove
        </Button>
      </div>
      {cart.error && (
        <p role="alert" className="text-sm text-primary">
          {cart.error}
        </p>
      )}
    </div>
  );
}

function CouponEntry() {
  const [code, setCode] = useState('');
  const { apply, isPending, errorMessage, reset } = useApplyCoupon();
  const notice = useCartStore((state) => state.couponNotice);
  const message = errorMessage ?? notice;
  const inputId = useId();
  const messageId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) apply(code);
  };
  const edit = (next: string) => {
    setCode(next);
    // The message was about the code being edited: it no longer applies.
    reset();
    if (notice) useCartStore.getState().clearCoupon();
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium">
        Coupon code
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={code}
          onChange={(event) => edit(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          className="min-w-0 flex-1 rounded-md border border-secondary/30 bg-background px-3 py-2 text-sm uppercase placeholder:normal-case focus-visible:outline-2 focus-visible:outline-primary aria-invalid:border-primary"
        />
        <Button type="submit" variant="secondary" disabled={isPending || !code.trim()}>
          {isPending ? 'Applying…' : 'Apply'}
        </Button>
      </div>
      {message && (
        <p id={messageId} role="alert" className="text-sm text-primary">
          {message}
        </p>
      )}
    </form>
  );
}
