import { dealFieldsSchema, type ConsoleDeal, type DealFields } from '@crust/contract/console-deals';
import { newRowKey } from '@/lib/list-edits';
import { centsOf, centsToDollarsText, moneyWording } from '@/lib/money-input';
import { checkWithSchema, wholeNumberOf, type IssueWording } from '@/lib/schema-check';
import type { Checked } from '@/lib/use-checked-form';

/** A product a slot may allow: the outlet's offer of it (restaurant_product_id) and its name. */
export type DealProduct = { id: number; name: string };
/** A configuration value a slot's items may come in ('Size: Large'). */
export type DealSize = { id: number; label: string };

/** A slot's allowed product and its upcharge in dollars. */
export type ChoiceRow = { restaurant_product_id: number; upcharge: string };
export type SlotRow = { key: string; id?: number; name: string; quantity: string; attribute_value_ids: number[]; choices: ChoiceRow[] };
export type DealFormValues = {
  kind: 'deal' | 'combo';
  name: string;
  description: string;
  image_id: number | null;
  price: string;
  on_main_menu: boolean;
  on_instore_menu: boolean;
  on_dinein_menu: boolean;
  components: SlotRow[];
};
/** Messages by place: the deal's fields by name, a slot's as `components.<i>.<field>`, an upcharge as `components.<i>.choices.<j>.upcharge`. */
export type DealErrors = Record<string, string>;

export const newSlotRow = (): SlotRow => ({ key: newRowKey(), name: '', quantity: '1', attribute_value_ids: [], choices: [] });

export const NEW_DEAL: DealFormValues = {
  kind: 'deal',
  name: '',
  description: '',
  image_id: null,
  price: '',
  on_main_menu: true,
  on_instore_menu: false,
  on_dinein_menu: false,
  components: [newSlotRow()],
};

export const dealFormValuesOf = (deal: ConsoleDeal): DealFormValues => ({
  kind: deal.kind,
  name: deal.name,
  description: deal.description,
  image_id: deal.image_id,
  price: centsToDollarsText(deal.price),
  on_main_menu: deal.on_main_menu,
  on_instore_menu: deal.on_instore_menu,
  on_dinein_menu: deal.on_dinein_menu,
  components: deal.components.map((slot) => ({
    key: `id-${slot.id}`,
    id: slot.id,
    name: slot.name,
    quantity: String(slot.quantity),
    attribute_value_ids: slot.attribute_value_ids,
    choices: slot.choices.map((choice) => ({ restaurant_product_id: choice.restaurant_product_id, upcharge: centsToDollarsText(choice.upcharge) })),
  })),
});

/** A path of the request (ours or the server's 400) as the form's place for its message. */
export function dealFieldOf(path: readonly PropertyKey[]): string {
  if (path[0] !== 'components' || path.length < 3) return String(path[0] ?? 'name');
  return path
    .slice(0, path[2] === 'choices' && path.length >= 5 ? 5 : 3)
    .map(String)
    .join('.');
}

export function dealRequest(values: DealFormValues): Checked<DealErrors, DealFields> {
  const request = {
    ...values,
    price: centsOf(values.price),
    components: values.components.map(({ key: _key, id, quantity, choices, ...slot }) => ({
      ...(id !== undefined && { id }),
      ...slot,
      quantity: wholeNumberOf(quantity),
      choices: choices.map((choice) => ({ restaurant_product_id: choice.restaurant_product_id, upcharge: centsOf(choice.upcharge) })),
    })),
  };
  const upcharge = moneyWording('2.00');
  const wording: Record<string, IssueWording> = { price: moneyWording('29.90') };
  values.components.forEach((slot, index) => slot.choices.forEach((_, at) => (wording[`components.${index}.choices.${at}.upcharge`] = upcharge)));
  return checkWithSchema<DealErrors, DealFields>(dealFieldsSchema, request, wording, dealFieldOf);
}
