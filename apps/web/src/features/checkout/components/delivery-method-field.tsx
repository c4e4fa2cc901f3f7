import { useEffect } from 'react';
import type { DeliveryMethod } from '@crust/contract/checkout';
import { useCheckoutStore } from '../checkout-store';
import { ChoiceRadio } from './choice-radio';

type DeliveryMethodFieldProps = {
  /** app settings is_pickup_enabled / is_delivery_enabled. */
  isPickupEnabled: boolean;
  isDeliveryEnabled: boolean;
  /** The dine-in table the diner came from (/dine-in-menu?table=N), or null. */
  table: number | null;
  /** Today in the outlet's zone: a table's order is for now. */
  today: string;
};

/** Pickup, delivery, or (from a dine-in table) serve to the table; only what the outlet offers. */
export function DeliveryMethodField({ isPickupEnabled, isDeliveryEnabled, table, today }: DeliveryMethodFieldProps) {
  const deliveryMethod = useCheckoutStore((state) => state.deliveryMethod);
  const tableNumber = useCheckoutStore((state) => state.tableNumber);
  const setDeliveryMethod = useCheckoutStore((state) => state.setDeliveryMethod);
  const serveToTable = useCheckoutStore((state) => state.serveToTable);
  const isTableOrder = table !== null && tableNumber === table;

  useEffect(() => {
    const enabled: Record<DeliveryMethod, boolean> = { pickup: isPickupEnabled, delivery: isDeliveryEnabled };
    const offered = (['pickup', 'delivery'] as const).find((method) => enabled[method]);
    // A table the diner has left, or a way the outlet no longer offers, falls back to one it does.
    if (tableNumber !== null && tableNumber !== table) setDeliveryMethod(offered ?? 'pickup');
    else if (tableNumber === null && !enabled[deliveryMethod] && offered) setDeliveryMethod(offered);
  }, [table, tableNumber, deliveryMethod, isPickupEnabled, isDeliveryEnabled, setDeliveryMethod]);

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-lg font-semibold">How would you like your order?</legend>
      {table !== null && (
        <ChoiceRadio
          name="delivery-method"
          value="table"
          checked={isTableOrder}
          onChange={() => serveToTable(table, today)}
          label={`Serve to table ${table}`}
          detail="We bring it to your table as soon as it is ready."
        />
      )}
      {isPickupEnabled && (
        <ChoiceRadio
          name="delivery-method"
          value="pickup"
          checked={!isTableOrder && deliveryMethod === 'pickup'}
          onChange={() => setDeliveryMethod('pickup')}
          label="Pickup"
          detail="Collect it from the restaurant."
        />
      )}
      {isDeliveryEnabled && (
        <ChoiceRadio
          name="delivery-method"
          value="delivery"
          checked={!isTableOrder && deliveryMethod === 'delivery'}
          onChange={() => setDeliveryMethod('delivery')}
          label="Delivery"
          detail="We bring it to your door."
        />
      )}
    </fieldset>
  );
}
