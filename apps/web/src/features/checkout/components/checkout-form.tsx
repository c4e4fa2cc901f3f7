import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { FormAlert } from '@/components/ui/form-alert';
import { useConfigStore } from '@/lib/config-store';
import { useDineInTableStore } from '@/lib/dine-in-table-store';
import { isLoggedIn, useIdentityStore } from '@/lib/identity-store';
import { outletToday } from '../checkout-dates';
import { useCheckoutStore } from '../checkout-store';
import { slotProblems } from '../checkout-validation';
import { useDeliveryChargeSync } from '../use-delivery-charge';
import type { CheckoutNotice } from '../use-place-order';
import { useStep1Sync } from '../use-step1-sync';
import { DeliveryAddressFields } from './delivery-address-fields';
import { DeliveryMethodField } from './delivery-method-field';
import { GuestDetailsFields } from './guest-details-fields';
import { PickupTimeField } from './pickup-time-field';
import { SpecialInstructionsField } from './special-instructions-field';

type CheckoutFormProps = {
  restaurantId: number;
  /** The cart's total as the server priced it: a delivery's charge and minimum order depend on it. */
  cartTotal: number;
};

/**
 * Checkout's step 1 (spec §2, §4, §5): how and when, who (a guest), where (a delivery) and any
 * instructions. Everything typed goes straight to the checkout store, so it survives leaving and
 * reloading; step 1 completes itself once valid.
 */
export function CheckoutForm({ restaurantId, cartTotal }: CheckoutFormProps) {
  const user = useIdentityStore((state) => (isLoggedIn(state) ? state.user : null));
  const webSettings = useConfigStore((state) => state.webSettings);
  const table = useDineInTableStore((state) => state.table);
  const tableNumber = useCheckoutStore((state) => state.tableNumber);
  const pickupDate = useCheckoutStore((state) => state.pickupDate);
  const pickupTime = useCheckoutStore((state) => state.pickupTime);
  const isDelivery = useCheckoutStore((state) => state.deliveryMethod === 'delivery' && state.tableNumber === null);
  const notice = (useLocation().state as CheckoutNotice | null)?.notice;
  const today = outletToday(webSettings?.timezone);
  const isTableOrder = table !== null && tableNumber === table;

  useStep1Sync();
  useDeliveryChargeSync({ restaurantId, cartTotal });

  useEffect(() => {
    // A table's order is for now: a day that has passed since it was chosen is today again.
    if (isTableOrder && pickupDate !== today) useCheckoutStore.getState().serveToTable(table, today);
  }, [isTableOrder, pickupDate, today, table]);

  const isPickupEnabled = webSettings?.is_pickup_enabled ?? true;
  const isDeliveryEnabled = webSettings?.is_delivery_enabled ?? true;
  if (!isPickupEnabled && !isDeliveryEnabled && table === null) {
    return <FormAlert tone="info">This outlet is not taking pickup or delivery orders online right now.</FormAlert>;
  }

  return (
    <form aria-label="Checkout details" noValidate onSubmit={(event) => event.preventDefault()} className="flex flex-col gap-8">
      {notice && <FormAlert>{notice}</FormAlert>}
      <DeliveryMethodField isPickupEnabled={isPickupEnabled} isDeliveryEnabled={isDeliveryEnabled} table={table} today={today} />
      {isTableOrder ? (
        <p className="rounded-lg bg-light px-4 py-3">Your order goes to the kitchen as soon as it is placed and is served to table {table}.</p>
      ) : (
        <PickupTimeField restaurantId={restaurantId} today={today} timeError={slotProblems({ pickupDate, pickupTime }).pickupTime} />
      )}
      {!user && <GuestDetailsFields />}
      {user && (
        <p className="text-sm text-text/80">
          Ordering as <strong className="font-semibold">{user.name}</strong> ({user.email}).
        </p>
      )}
      {isDelivery && <DeliveryAddressFields userId={user?.id ?? null} />}
      <SpecialInstructionsField />
    </form>
  );
}
