import { useId } from 'react';
import { useCartStore } from '../cart-store';

/** Spec §7: cash on delivery is part of the cart query, so ticking it reprices the cart. */
export function CashOnDeliveryToggle() {
  const isCashOnDelivery = useCartStore((state) => state.isCashOnDelivery);
  const setCashOnDelivery = useCartStore((state) => state.setCashOnDelivery);
  const inputId = useId();
  const hintId = useId();
  return (
    <div className="flex items-start gap-3 border-t border-black/10 py-4">
      <input
        id={inputId}
        type="checkbox"
        checked={isCashOnDelivery}
        onChange={(event) => setCashOnDelivery(event.target.checked)}
        aria-describedby={hintId}
        className="mt-1 size-4 shrink-0 accent-primary"
      />
      <div className="flex flex-col">
        <label htmlFor={inputId} className="cursor-pointer text-sm font-medium">
          Pay cash on delivery
        </label>
        <p id={hintId} className="text-sm text-text/70">
          Some offers depend on how you pay, so prices may change.
        </p>
      </div>
    </div>
  );
}
