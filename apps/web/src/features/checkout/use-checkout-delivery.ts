import { useShallow } from 'zustand/react/shallow';
import { useCheckoutStore } from './checkout-store';
import { isCompleteAddress } from './checkout-validation';

/** The way the order comes to the diner, as its totals need it. */
export function useCheckoutDelivery() {
  return useCheckoutStore(
    useShallow((state) => {
      const isDelivery = state.deliveryMethod === 'delivery' && state.tableNumber === null;
      const isLoading = state.deliveryChargeLoading;
      return {
        isDelivery,
        charge: state.deliveryCharge,
        isLoading,
        /** The server has quoted the charge for a whole address (and refused nothing). */
        isQuoted: isDelivery && isCompleteAddress(state.shippingDetails) && !isLoading && !state.deliveryError,
      };
    }),
  );
}
