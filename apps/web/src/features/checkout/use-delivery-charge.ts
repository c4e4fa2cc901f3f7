import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { errorCodes } from '@crust/contract/error-codes';
import { formatCents } from '@crust/contract/prices';
import { ApiRequestError } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { getDeliveryCharge } from './api/get-delivery-charge';
import { useCheckoutStore, type ShippingDetails } from './checkout-store';
import { isCompleteAddress } from './checkout-validation';

/** How long an address must stay unchanged before its delivery charge is asked for. */
export const DELIVERY_CHARGE_DEBOUNCE_MS = 400;

export const DELIVERY_CHARGE_QUERY_ROOT = ['checkout', 'delivery-charge'] as const;

/** Why the charge is not known: the server's own words outside every zone (they name the outlet). */
export function deliveryChargeFailure(error: unknown): string {
  if (error instanceof ApiRequestError && error.code === errorCodes.outsideDeliveryArea) return error.message;
  return 'We could not work out the delivery charge for this address. Check it, or try again in a moment.';
}

/** The zone's minimum order is reached at exactly the minimum (decision 006). */
export const belowMinimumMessage = (minimumOrder: number, cartTotal: number): string | null =>
  cartTotal < minimumOrder ? `Delivery to this address starts at ${formatCents(minimumOrder)} of food: add a little more to your order.` : null;

const trimmed = (details: ShippingDetails): ShippingDetails => ({
  formattedAddress: details.formattedAddress.trim(),
  suburb: details.suburb.trim(),
  city: details.city.trim(),
  postcode: details.postcode.trim(),
});

type DeliveryChargeSyncOptions = {
  restaurantId: number | null;
  /** The cart's total as the server priced it: the charge (free over a threshold) and the minimum depend on it. */
  cartTotal: number | undefined;
  /** False while there is nothing to deliver (an order already placed). */
  enabled?: boolean;
};

/**
 * Keeps the store's deliveryCharge, deliveryError and deliveryChargeLoading in step with the address
 * (issue 9): once the whole address has stayed put for a moment, the server quotes it; meanwhile the
 * charge is loading and an earlier address's error no longer stands.
 */
export function useDeliveryChargeSync({ restaurantId, cartTotal, enabled = true }: DeliveryChargeSyncOptions): void {
  const isDelivery = useCheckoutStore((state) => state.deliveryMethod === 'delivery' && state.tableNumber === null);
  const details = useCheckoutStore(useShallow((state) => state.shippingDetails));
  const active = enabled && isDelivery && restaurantId !== null && cartTotal !== undefined;
  const addressKey = active && isCompleteAddress(details) ? JSON.stringify(trimmed(details)) : null;
  const settledKey = useDebouncedValue(addressKey, DELIVERY_CHARGE_DEBOUNCE_MS);
  const isSettled = addressKey !== null && settledKey === addressKey;

  const quote = useQuery({
    queryKey: [...DELIVERY_CHARGE_QUERY_ROOT, restaurantId, settledKey, cartTotal],
    queryFn: ({ signal }) => getDeliveryCharge({ restaurant_id: restaurantId!, ...(JSON.parse(settledKey!) as ShippingDetails) }, signal),
    enabled: isSettled,
    // A refusal (outside every zone) answers the same again.
    retry: false,
    staleTime: 60_000,
  });
  const isWaiting = addressKey !== null && (!isSettled || quote.isFetching);

  useEffect(() => {
    const store = useCheckoutStore.getState();
    if (!active) {
      store.setDeliveryChargeLoading(false);
      return;
    }
    store.setDeliveryChargeLoading(isWaiting);
    if (addressKey === null || isWaiting) {
      // An incomplete or changing address has no verdict yet: the last one was about another address.
      store.setDeliveryError(null);
      return;
    }
    if (quote.isError) store.setDeliveryError(deliveryChargeFailure(quote.error));
    else if (quote.data) {
      store.setDeliveryCharge(quote.data.delivery_charge);
      store.setDeliveryError(belowMinimumMessage(quote.data.minimum_order, cartTotal!));
    }
  }, [active, addressKey, isWaiting, quote.data, quote.error, quote.isError, cartTotal]);
}
