import type { DealComponent, MenuConfiguration, MenuDeal, MenuProduct } from '@crust/contract/menu';
import { dealPartConfigurationPrices } from '@crust/contract/prices';
import { chosenConfigurationValues, defaultConfigurationChoice, type ConfigurationChoice } from './configuration-choice';
import type { ProductIndex } from './menu-lookup';
import { chosenModifiers, modifierProblem, NO_MODIFIERS, type ModifierChoice } from './modifier-choice';

/** deal_component_type_id → restaurant_product_id → how many of it fill that slot. */
export type DealChoice = Readonly<Record<number, Readonly<Record<number, number>>>>;

export type SlotOption = { product: MenuProduct; upcharge: number };

/** A slot's choices that this outlet's menu offers, in the deal's order; a choice the menu lacks cannot be ordered. */
export function slotOptions(component: DealComponent, products: ProductIndex): SlotOption[] {
  return [...new Set(component.choices)].flatMap((restaurantProductId) => {
    const product = products.get(restaurantProductId);
    if (!product) return [];
    const upcharge = component.upcharges.find((entry) => entry.restaurant_product_id === restaurantProductId)?.amount ?? 0;
    return [{ product, upcharge }];
  });
}

export const countOf = (choice: DealChoice, component: DealComponent, restaurantProductId: number) =>
  choice[component.deal_component_type_id]?.[restaurantProductId] ?? 0;

export const slotCount = (choice: DealChoice, component: DealComponent) =>
  Object.values(choice[component.deal_component_type_id] ?? {}).reduce((sum, count) => sum + count, 0);

/** Sets how many of one product fill a slot, never letting the slot hold more than its quantity. */
export function setSlotCount(choice: DealChoice, component: DealComponent, restaurantProductId: number, count: number): DealChoice {
  const others = slotCount(choice, component) - countOf(choice, component, restaurantProductId);
  const clamped = Math.max(0, Math.min(count, component.quantity - others));
  const slot = { ...choice[component.deal_component_type_id], [restaurantProductId]: clamped };
  if (clamped === 0) delete slot[restaurantProductId];
  return { ...choice, [component.deal_component_type_id]: slot };
}

/** A one-item slot is a plain choice: picking a product replaces the previous pick. */
export function pickOnly(choice: DealChoice, component: DealComponent, restaurantProductId: number): DealChoice {
  return { ...choice, [component.deal_component_type_id]: { [restaurantProductId]: component.quantity } };
}

/** The first slot that is not full, or an item whose toppings fall short, in words; null when the deal can be added. */
export function dealProblem(deal: MenuDeal, choice: DealChoice, products: ProductIndex, items: DealItemChoices = {}): string | null {
  for (const component of deal.components) {
    const chosen = slotCount(choice, component);
    if (chosen >= component.quantity) continue;
    const available = slotOptions(component, products).some((option) => option.product.in_stock);
    if (!available) return `${component.name} is not available right now`;
    return chosen === 0 ? `Choose ${component.quantity} from ${component.name}` : `Choose ${component.quantity - chosen} more from ${component.name}`;
  }
  for (const { component, product, item } of dealItems(deal, choice, products, items)) {
    // An item without toppings comes as the deal makes it; once some are chosen, its groups' rules hold (as the server's).
    const problem =
      chosenModifiers(product.modifier_groups, item.modifiers).length > 0
        ? modifierProblem(product.modifier_groups, item.modifiers, ` for ${product.name} in ${component.name}`)
        : null;
    if (problem) return problem;
  }
  return null;
}

// Issue 18 point 13: each item of a deal is made like the item on its own (size where the slot
// allows more than one, crust, toppings), at what that costs in the deal (contract prices.ts).

/** One item of a deal slot as the diner makes it: its size, crust and toppings. */
export type DealItemChoice = { configuration: ConfigurationChoice; modifiers: ModifierChoice };

/** `${deal_component_type_id}:${restaurant_product_id}` → one choice per item of that product in that slot, in order. */
export type DealItemChoices = Readonly<Record<string, readonly DealItemChoice[]>>;

export const dealItemKey = (component: DealComponent, restaurantProductId: number) => `${component.deal_component_type_id}:${restaurantProductId}`;

/** Whether an item has anything to choose (a pizza does, a can of drink does not). */
export const isCustomisable = (product: MenuProduct) => product.configurations.length > 0 || product.modifier_groups.length > 0;

/** The product's configurations in a slot: only the values it may take there, each at what it costs in the deal. */
export function slotConfigurations(product: MenuProduct, component: DealComponent): MenuConfiguration[] {
  const prices = dealPartConfigurationPrices(product, component.configuration_value_ids);
  return product.configurations.map((configuration) => ({
    ...configuration,
    values: configuration.values.flatMap((value) => {
      const price = prices.get(value.attribute_value_id);
      return price === undefined ? [] : [{ ...value, price_adjustment: price }];
    }),
  }));
}

/** An item as the deal makes it: the product's usual value where the slot includes it, else the first value in the price. */
export function defaultDealItem(product: MenuProduct, component: DealComponent): DealItemChoice {
  const usual = defaultConfigurationChoice(product.configurations);
  const configuration: Record<number, number> = {};
  for (const { attribute_id, values } of slotConfigurations(product, component)) {
    const included = values.filter((value) => value.price_adjustment === 0);
    const pick = included.find((value) => value.attribute_value_id === usual[attribute_id]) ?? included[0] ?? values[0];
    if (pick) configuration[attribute_id] = pick.attribute_value_id;
  }
  return { configuration, modifiers: NO_MODIFIERS };
}

/** The items of one product in a slot: as many as it fills, each with its choices (kept, else as the deal makes it). */
export function itemsOf(items: DealItemChoices, component: DealComponent, product: MenuProduct, count: number): DealItemChoice[] {
  const kept = items[dealItemKey(component, product.restaurant_product_id)] ?? [];
  return Array.from({ length: count }, (_, index) => kept[index] ?? defaultDealItem(product, component));
}

/** Changes the `index`th item of a product in a slot. */
export function setDealItem(
  items: DealItemChoices,
  component: DealComponent,
  product: MenuProduct,
  count: number,
  index: number,
  item: DealItemChoice,
): DealItemChoices {
  const list = itemsOf(items, component, product, count);
  list[index] = item;
  return { ...items, [dealItemKey(component, product.restaurant_product_id)]: list };
}

/** Every chosen item of the deal, slot by slot, with its choices. */
export function dealItems(deal: MenuDeal, choice: DealChoice, products: ProductIndex, items: DealItemChoices) {
  return deal.components.flatMap((component) =>
    slotOptions(component, products).flatMap(({ product, upcharge }) =>
      itemsOf(items, component, product, countOf(choice, component, product.restaurant_product_id)).map((item, index) => ({
        component,
        product,
        upcharge,
        item,
        index,
      })),
    ),
  );
}

/** What an item's own choices cost on top of the deal: its size and crust in the slot, its toppings at their price. */
export function dealItemExtras(product: MenuProduct, component: DealComponent, item: DealItemChoice): number {
  const configuration = chosenConfigurationValues({ ...product, configurations: slotConfigurations(product, component) }, item.configuration);
  return (
    configuration.reduce((sum, value) => sum + value.price_adjustment, 0) +
    chosenModifiers(product.modifier_groups, item.modifiers).reduce((sum, modifier) => sum + modifier.online_price, 0)
  );
}
