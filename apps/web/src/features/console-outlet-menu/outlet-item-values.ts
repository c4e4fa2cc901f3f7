import { saveOutletMenuItemRequestSchema, type OutletMenuItem, type SaveOutletMenuItemRequest } from '@crust/contract/console-outlet-menu';
import { centsOf, centsToDollarsText, moneyWording } from '@/lib/money-input';
import { checkWithSchema } from '@/lib/schema-check';
import type { Checked } from '@/lib/use-checked-form';

/** A product's row as the outlet's staff edit it: the outlet's own prices typed in dollars, blank for the house's. */
export type ItemFormValues = {
  sold: boolean;
  on_main_menu: boolean;
  on_instore_menu: boolean;
  on_dinein_menu: boolean;
  price: string;
  online_price: string;
};

export const itemFormValuesOf = (item: OutletMenuItem): ItemFormValues => ({
  sold: item.sold,
  // A product not sold here yet starts on the main menu once ticked: most outlets sell online.
  on_main_menu: item.sold ? item.on_main_menu : true,
  on_instore_menu: item.on_instore_menu,
  on_dinein_menu: item.on_dinein_menu,
  price: item.price_override ? centsToDollarsText(item.price_override.price) : '',
  online_price: item.price_override?.online_price != null ? centsToDollarsText(item.price_override.online_price) : '',
});

/** The row's field for a path of the request, ours or the server's: the price pair's two prices are two fields. */
export function itemFieldOf(path: readonly PropertyKey[]): keyof ItemFormValues {
  const [first, second] = path.map(String);
  if (first === 'price_override') return second === 'online_price' ? 'online_price' : 'price';
  return (first ?? 'sold') as keyof ItemFormValues;
}

/** The request a row saves, checked by the contract: both prices blank is the house's; an online price alone needs the price too. */
export function itemRequest(values: ItemFormValues, version: number): Checked<ItemFormValues, SaveOutletMenuItemRequest> {
  const { price, online_price, ...flags } = values;
  const ownPrices = price.trim() !== '' || online_price.trim() !== '';
  const request = {
    ...flags,
    price_override: ownPrices ? { price: centsOf(price), online_price: online_price.trim() === '' ? null : centsOf(online_price) } : null,
    version,
  };
  return checkWithSchema<ItemFormValues, SaveOutletMenuItemRequest>(
    saveOutletMenuItemRequestSchema,
    request,
    { price: moneyWording('12.50'), online_price: moneyWording('11.90') },
    itemFieldOf,
  );
}
