import type { OrderingHold } from '@/features/item-builder/use-add-item';
import { useCheckoutStore } from '@/features/checkout/checkout-store';
import { useOutlet } from './use-outlet';

/**
 * Issue 18 point 7: while the chosen outlet takes no order now, the item builder says so and offers
 * the first later slot the server gave (of the way of ordering checkout holds, else the other);
 * choosing it makes that slot checkout's chosen time, so checkout never refuses the filled cart.
 */
export function useOrderingHold(): OrderingHold | null {
  const { name, state } = useOutlet();
  const method = useCheckoutStore((checkout) => checkout.deliveryMethod);
  if (!name || !state || state.state === 'open') return null;
  const slot = state.later_slots.find((each) => each.delivery_method === method) ?? state.later_slots[0];
  return {
    notice: `${name} is not taking orders now. ${state.label}.`,
    laterSlot: slot
      ? {
          label: slot.label,
          choose: () => {
            const checkout = useCheckoutStore.getState();
            if (checkout.deliveryMethod !== slot.delivery_method) checkout.setDeliveryMethod(slot.delivery_method);
            checkout.setPickupDate(slot.date);
            checkout.setPickupTime(slot.time);
          },
        }
      : null,
  };
}
