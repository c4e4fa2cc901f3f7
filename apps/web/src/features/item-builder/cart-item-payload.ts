import type { DealCartItem, DealChild, HalfAndHalfCartItem, NormalCartItem } from '@crust/contract/cart-item-forms';
import type { MenuDeal, MenuProduct } from '@crust/contract/menu';
import { chosenConfigurationValues, type ConfigurationChoice } from './configuration-choice';
import { dealItems, isCustomisable, type DealChoice, type DealItemChoices } from './deal-choice';
import type { Half } from './half-and-half';
import type { ProductIndex } from './menu-lookup';
import { chosenModifiers, type ModifierChoice } from './modifier-choice';

// The bodies of POST /v2/cart (spec §7) the builder hands to `onAdd`, without outlet and owner,
// which the cart adds. They carry choices only: the server prices them.

type Common = { quantity: number; notes: string };

const modifiersPayload = (product: MenuProduct, modifiers: ModifierChoice) =>
  chosenModifiers(product.modifier_groups, modifiers).map((modifier) => ({ modifier_id: modifier.modifier_id, quantity: 1, configurations: [] }));

export function normalCartItem(input: Common & { product: MenuProduct; configuration: ConfigurationChoice; modifiers: ModifierChoice }): NormalCartItem {
  const { product } = input;
  return {
    restaurant_product_id: product.restaurant_product_id,
    product_id: product.product_id,
    quantity: input.quantity,
    is_half_and_half: false,
    notes: input.notes.trim(),
    modifiers: modifiersPayload(product, input.modifiers),
    // The spec's normal form carries price_adjustment; the server reads its own and ignores this one.
    configurations: chosenConfigurationValues(product, input.configuration).map((value) => ({
      attribute_id: value.attribute_id,
      attribute_value_id: value.attribute_value_id,
      price_adjustment: value.price_adjustment,
    })),
  };
}

/** Chosen values without a price: what one costs is the server's to say (a half's own product, a deal's slot). */
const configurationsPayload = (product: MenuProduct, choice: ConfigurationChoice) =>
  chosenConfigurationValues(product, choice).map((value) => ({ attribute_id: value.attribute_id, attribute_value_id: value.attribute_value_id }));

export function halfAndHalfCartItem(input: Common & { left: Half; right: Half; configuration: ConfigurationChoice }): HalfAndHalfCartItem {
  const portion = (side: 'left' | 'right', half: Half) => ({
    portion: side,
    restaurant_product_id: half.product.restaurant_product_id,
    product_id: half.product.product_id,
    modifiers: modifiersPayload(half.product, half.modifiers),
  });
  return {
    is_half_and_half: true,
    quantity: input.quantity,
    notes: input.notes.trim(),
    // No price_adjustment: each half prices the chosen size on its own product, so no single value is right.
    configurations: configurationsPayload(input.left.product, input.configuration),
    cart_portions: [portion('left', input.left), portion('right', input.right)],
  };
}

/**
 * A deal's children: per slot and product, its items (per deal; the deal's own quantity multiplies
 * them). Items made alike are one child with their number; an item with something to choose (a
 * pizza) carries its size, crust and toppings (issue 18), one without (a drink) none.
 */
export function dealCartItem(input: Common & { deal: MenuDeal; choice: DealChoice; products: ProductIndex; items?: DealItemChoices }): DealCartItem {
  const children = new Map<string, DealChild & { quantity: number }>();
  for (const { component, product, item } of dealItems(input.deal, input.choice, input.products, input.items ?? {})) {
    const custom = isCustomisable(product);
    const configurations = custom ? configurationsPayload(product, item.configuration) : [];
    const modifiers = custom ? modifiersPayload(product, item.modifiers) : [];
    const key = JSON.stringify([component.deal_component_type_id, product.restaurant_product_id, configurations, modifiers]);
    const child = children.get(key);
    if (child) child.quantity += 1;
    else
      children.set(key, {
        deal_component_type_id: component.deal_component_type_id,
        restaurant_product_id: product.restaurant_product_id,
        product_id: product.product_id,
        quantity: 1,
        ...(custom ? { configurations, modifiers } : {}),
      });
  }
  return { ...dealIdentity(input.deal), quantity: input.quantity, notes: input.notes.trim(), children: [...children.values()] };
}

/** The menu contract guarantees exactly one of the two ids; the cart form wants that one alone. */
function dealIdentity(deal: MenuDeal): { deal_id: number } | { combo_product_id: number } {
  if (deal.deal_id !== null) return { deal_id: deal.deal_id };
  if (deal.combo_product_id !== null) return { combo_product_id: deal.combo_product_id };
  throw new Error(`Deal "${deal.name}" has neither a deal_id nor a combo_product_id`);
}
