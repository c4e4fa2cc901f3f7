import type { CartConfiguration, CartItem, CartModifier } from '@crust/contract/cart';
import type { Menu, MenuDeal, MenuProduct } from '@crust/contract/menu';
import type { ConfigurationChoice } from './configuration-choice';
import { dealItemKey, defaultDealItem, setSlotCount, type DealChoice, type DealItemChoice, type DealItemChoices } from './deal-choice';
import { indexProducts } from './menu-lookup';
import { modifierChoiceOf, type ModifierChoice } from './modifier-choice';

// Issue 18 point 13: a cart line reopened in the builder, with the choices it was added with. The
// builder then replaces the line instead of adding one.

type Common = { quantity: number; notes: string };
export type ProductStart = Common & { configuration: ConfigurationChoice; modifiers: ModifierChoice };
export type HalfAndHalfStart = Common & {
  right: MenuProduct;
  leftModifiers: ModifierChoice;
  rightModifiers: ModifierChoice;
  configuration: ConfigurationChoice;
};
export type DealStart = Common & { choice: DealChoice; items: DealItemChoices };

/** The choices a builder opens with, of the kind its target is. */
export type ItemStart = ({ kind: 'product' } & ProductStart) | ({ kind: 'half_and_half' } & HalfAndHalfStart) | ({ kind: 'deal' } & DealStart);

type Target = { kind: 'product'; product: MenuProduct } | { kind: 'half_and_half'; product: MenuProduct } | { kind: 'deal'; deal: MenuDeal };

/** What a cart line reopens as, or why it cannot be changed any more (its dish or deal left the menu). */
export type CartItemStart = { target: Target; start: ItemStart } | { unavailable: string };

const configurationOf = (configurations: readonly CartConfiguration[]): ConfigurationChoice =>
  Object.fromEntries(configurations.map((value) => [value.attribute_id, value.attribute_value_id]));

const modifiersOf = (product: MenuProduct, modifiers: readonly CartModifier[]) =>
  modifierChoiceOf(
    product.modifier_groups,
    modifiers.map((modifier) => modifier.modifier_id),
  );

const gone = (name: string) => ({ unavailable: `${name} is no longer on the menu, so it cannot be changed. You can remove it from your cart.` });

/** The builder's target and starting choices for a cart line, read against the outlet's menu now. */
export function cartItemStart(item: CartItem, menu: Menu): CartItemStart {
  const products = indexProducts(menu);
  const common = { quantity: item.quantity, notes: item.notes };
  if (item.deal_id !== null || item.combo_product_id !== null) {
    const deal = menu.deals.find((candidate) =>
      item.deal_id !== null ? candidate.deal_id === item.deal_id : candidate.combo_product_id === item.combo_product_id,
    );
    if (!deal) return gone(item.name);
    let choice: DealChoice = {};
    const items: Record<string, DealItemChoice[]> = {};
    for (const part of item.deal_component_types) {
      const component = deal.components.find((candidate) => candidate.deal_component_type_id === part.deal_component_type_id);
      const product = products.get(part.restaurant_product_id);
      if (!component || !product) return gone(part.name);
      const key = dealItemKey(component, product.restaurant_product_id);
      const count = (choice[component.deal_component_type_id]?.[product.restaurant_product_id] ?? 0) + part.quantity;
      choice = setSlotCount(choice, component, product.restaurant_product_id, count);
      // An item as the deal makes it (no choices stored) opens on the deal's defaults.
      const made = part.configurations.length > 0 || part.modifiers.length > 0;
      const itemChoice = made
        ? { configuration: configurationOf(part.configurations), modifiers: modifiersOf(product, part.modifiers) }
        : defaultDealItem(product, component);
      items[key] = [...(items[key] ?? []), ...Array.from({ length: part.quantity }, () => itemChoice)];
    }
    return { target: { kind: 'deal', deal }, start: { kind: 'deal', ...common, choice, items } };
  }
  if (item.is_half_and_half) {
    const [left, right] = item.cart_portions.map((portion) => ({ portion, product: products.get(portion.restaurant_product_id) }));
    if (!left?.product || !right?.product) return gone(item.name);
    return {
      target: { kind: 'half_and_half', product: left.product },
      start: {
        kind: 'half_and_half',
        ...common,
        right: right.product,
        leftModifiers: modifiersOf(left.product, left.portion.modifiers),
        rightModifiers: modifiersOf(right.product, right.portion.modifiers),
        configuration: configurationOf(item.configurations),
      },
    };
  }
  const product = item.restaurant_product_id === null ? undefined : products.get(item.restaurant_product_id);
  if (!product) return gone(item.name);
  return {
    target: { kind: 'product', product },
    start: { kind: 'product', ...common, configuration: configurationOf(item.configurations), modifiers: modifiersOf(product, item.modifiers) },
  };
}
