import type { OrderableMenu, ParsedAddToCartBody } from '@crust/contract/cart';
import type { ChosenConfiguration, ChosenModifier } from '@crust/contract/cart-item-forms';
import type { DealComponent, MenuProduct } from '@crust/contract/menu';
import { dealPartConfigurationPrices } from '@crust/contract/prices';
import { badRequest } from '../../lib/http-error.ts';
import { namesList } from '../../lib/names-list.ts';
import { dealKeyOf, type OutletCatalogue } from './outlet-catalogue.ts';
import { upchargeKey, type ChosenModifierInput } from '../pricing/pricing-types.ts';

// Turns an add-to-cart body into the choices a cart line keeps, checking each against the outlet's
// catalogue: what the client sends is a wish, and only what the menu offers becomes a line. The
// choices are normalised (sorted, merged), so the same item chosen twice is recognised as one line.

export interface PortionChoices {
  portion: 'left' | 'right';
  restaurantProductId: number;
  modifiers: ChosenModifierInput[];
}

/** One item of a deal; its size, crust and toppings are its own (issue 18), none when it comes as the deal makes it. */
export interface DealChildChoice {
  componentTypeId: number;
  restaurantProductId: number;
  quantity: number;
  configurationValueIds: number[];
  modifiers: ChosenModifierInput[];
}

export type LineChoices =
  | { kind: 'normal'; restaurantProductId: number; configurationValueIds: number[]; modifiers: ChosenModifierInput[] }
  /** `modifiers` are the whole pizza's, on both halves (issue 17). */
  | { kind: 'half_and_half'; configurationValueIds: number[]; portions: [PortionChoices, PortionChoices]; modifiers: ChosenModifierInput[] }
  | { kind: 'deal'; dealKey: string; children: DealChildChoice[] };

/** The outlet products a line's choices name: the product, each half's, or each deal part's. */
export function productIdsOf(choices: LineChoices): number[] {
  switch (choices.kind) {
    case 'normal':
      return [choices.restaurantProductId];
    case 'half_and_half':
      return choices.portions.map((portion) => portion.restaurantProductId);
    case 'deal':
      return choices.children.map((child) => child.restaurantProductId);
  }
}

/** The modifiers a line's choices name: the product's, the whole pizza's and each half's, or each deal part's. */
function modifierIdsOf(choices: LineChoices): number[] {
  switch (choices.kind) {
    case 'normal':
      return choices.modifiers.map((modifier) => modifier.modifierId);
    case 'half_and_half':
      return [...choices.modifiers, ...choices.portions.flatMap((portion) => portion.modifiers)].map((modifier) => modifier.modifierId);
    case 'deal':
      return choices.children.flatMap((child) => child.modifiers.map((modifier) => modifier.modifierId));
  }
}

/** Can the catalogue still price this product with these sizes, crusts and toppings? */
function pricedAsChosen(
  catalogue: OutletCatalogue,
  restaurantProductId: number,
  valueIds: readonly number[],
  modifiers: readonly ChosenModifierInput[],
): boolean {
  const product = catalogue.pricing.products.get(restaurantProductId);
  return (
    product !== undefined &&
    valueIds.every((valueId) => product.configurationAdjustments.has(valueId)) &&
    modifiers.every((modifier) => product.modifierPrices.has(modifier.modifierId))
  );
}

/**
 * Is a line still made as stored? A size or a topping taken off the product since (issue 19), or a
 * size a deal's slot no longer allows (issue 18 point 13), cannot be priced.
 */
function madeAsChosen(choices: LineChoices, catalogue: OutletCatalogue): boolean {
  switch (choices.kind) {
    case 'normal':
      return pricedAsChosen(catalogue, choices.restaurantProductId, choices.configurationValueIds, choices.modifiers);
    case 'half_and_half':
      return choices.portions.every((portion) =>
        pricedAsChosen(catalogue, portion.restaurantProductId, choices.configurationValueIds, [...choices.modifiers, ...portion.modifiers]),
      );
    case 'deal': {
      const partPrices = catalogue.pricing.deals.get(choices.dealKey)?.partConfigurationPrices;
      return choices.children.every((child) => {
        const configurationPrices = partPrices?.get(upchargeKey(child.componentTypeId, child.restaurantProductId));
        return (
          child.configurationValueIds.every((valueId) => configurationPrices?.has(valueId) === true) &&
          pricedAsChosen(catalogue, child.restaurantProductId, [], child.modifiers)
        );
      });
    }
  }
}

/** Issue 19: why a stored line cannot be ordered now, in the diner's words. */
export const UNAVAILABLE_REASONS = {
  /** Its product, deal or a deal's item: archived, not sold at the outlet any more, or off its menus. */
  withdrawn: 'No longer on the menu',
  /** A size, crust or topping it was chosen with is no longer offered with it. */
  changed: 'No longer made as you chose it',
  /** Outside a daypart, when the menu says when it comes back ("11:00"). */
  later: (from: string | null | undefined) => (from ? `Available from ${from}` : 'Not available now'),
} as const;

/**
 * Why a stored line cannot be ordered now (issue 19), or null when it can: a cart keeps such a line
 * unpriced, so the diner sees it and removes it, and it is orderable again once the dish is back.
 * Out of stock is another matter (isOutOfStock): the line is priced, only ordering it is refused.
 */
export function unavailableReason(choices: LineChoices, catalogue: OutletCatalogue): string | null {
  const ids = productIdsOf(choices);
  const products = ids.flatMap((id) => {
    const entry = catalogue.products.get(id);
    return entry ? [entry.product] : [];
  });
  if ((choices.kind === 'deal' && !catalogue.deals.has(choices.dealKey)) || products.length < ids.length) return UNAVAILABLE_REASONS.withdrawn;
  if (!madeAsChosen(choices, catalogue)) return UNAVAILABLE_REASONS.changed;
  // The menu says `available: false` outside the product's or its category's daypart (absent: available).
  const later = products.find((product) => product.available === false);
  return later ? UNAVAILABLE_REASONS.later(later.available_from) : null;
}

/** Does a line name a product or a modifier the outlet has run out of? Such a line stays in the cart but cannot be ordered. */
export const isOutOfStock = (choices: LineChoices, catalogue: OutletCatalogue): boolean =>
  productIdsOf(choices).some((id) => !catalogue.products.get(id)?.product.in_stock) ||
  modifierIdsOf(choices).some((id) => catalogue.soldOutModifierIds.has(id));

const MENU_NAMES: Record<OrderableMenu, string> = { main: 'main menu', dinein: 'dine-in menu' };

/** Is everything a line names (its deal too) on this menu? */
export function isOnMenu(choices: LineChoices, menu: OrderableMenu, catalogue: OutletCatalogue): boolean {
  const contents = catalogue.menus[menu];
  return (choices.kind !== 'deal' || contents.deals.has(choices.dealKey)) && productIdsOf(choices).every((id) => contents.productIds.has(id));
}

/**
 * What a line names that is served only at a table (issue 17): not on the main menu, which pickup
 * and delivery are ordered from, but on the dine-in menu (the licensed drinks). Empty for most lines.
 */
export function dineInOnlyNames(choices: LineChoices, catalogue: OutletCatalogue): string[] {
  if (isOnMenu(choices, 'main', catalogue)) return [];
  const main = catalogue.menus.main;
  const deal = choices.kind === 'deal' && !main.deals.has(choices.dealKey) ? catalogue.deals.get(choices.dealKey)?.name : undefined;
  const products = productIdsOf(choices)
    .filter((id) => !main.productIds.has(id))
    .map((id) => catalogue.products.get(id)?.product.name ?? `Item ${id}`);
  return [...new Set([...(deal ? [deal] : []), ...products])];
}

function orderableProduct(catalogue: OutletCatalogue, menu: OrderableMenu, restaurantProductId: number, productId: number): MenuProduct {
  const entry = catalogue.products.get(restaurantProductId);
  if (!entry || entry.product.product_id !== productId) throw badRequest(`Item ${restaurantProductId} is not on this restaurant's menu.`);
  if (!catalogue.menus[menu].productIds.has(restaurantProductId)) throw badRequest(`${entry.product.name} is not on this restaurant's ${MENU_NAMES[menu]}.`);
  if (!entry.product.in_stock) throw badRequest(`${entry.product.name} is out of stock.`);
  return entry.product;
}

/** Exactly one value per attribute the products offer, each a value all of them offer. */
function configurationValues(products: MenuProduct[], chosen: ChosenConfiguration[]): number[] {
  const [first] = products;
  const byAttribute = new Map<number, number>();
  for (const { attribute_id, attribute_value_id } of chosen) {
    if (byAttribute.has(attribute_id)) throw badRequest('Choose one value per option.');
    byAttribute.set(attribute_id, attribute_value_id);
  }
  for (const product of products) {
    for (const attributeId of byAttribute.keys()) {
      if (!product.configurations.some((configuration) => configuration.attribute_id === attributeId)) {
        throw badRequest(`${product.name} has no option ${attributeId}.`);
      }
    }
    for (const configuration of product.configurations) {
      const valueId = byAttribute.get(configuration.attribute_id);
      if (valueId === undefined) throw badRequest(`Choose a ${configuration.name} for ${first?.name ?? product.name}.`);
      if (!configuration.values.some((value) => value.attribute_value_id === valueId)) {
        throw badRequest(`${product.name} does not come in that ${configuration.name}.`);
      }
    }
  }
  return [...byAttribute.values()].sort((a, b) => a - b);
}

/** The chosen modifiers merged (quantities add up), in id order: the same choice twice is one line. */
function modifierQuantities(chosen: readonly ChosenModifier[], itemName: string): ChosenModifierInput[] {
  const quantities = new Map<number, number>();
  for (const { modifier_id, quantity, configurations } of chosen) {
    // The form allows a modifier's own configurations (spec §7), but no modifier on a menu has any:
    // refused rather than dropped, so nothing a diner chose silently disappears.
    if (configurations.length > 0) throw badRequest(`Option ${modifier_id} of ${itemName} has no options of its own.`);
    quantities.set(modifier_id, (quantities.get(modifier_id) ?? 0) + quantity);
  }
  return [...quantities].map(([modifierId, quantity]) => ({ modifierId, quantity })).sort((a, b) => a.modifierId - b.modifierId);
}

/** Modifiers of the product's groups only, in stock, each group within its min and max (quantities count). */
function checkModifiers(product: MenuProduct, chosen: readonly ChosenModifierInput[], soldOut: ReadonlySet<number>): void {
  const quantities = new Map<number, number>();
  for (const { modifierId, quantity } of chosen) quantities.set(modifierId, (quantities.get(modifierId) ?? 0) + quantity);
  const known = new Map(product.modifier_groups.flatMap((group) => group.modifiers.map((modifier) => [modifier.modifier_id, modifier.name] as const)));
  for (const modifierId of quantities.keys()) {
    const name = known.get(modifierId);
    if (name === undefined) throw badRequest(`${product.name} has no option ${modifierId}.`);
    if (soldOut.has(modifierId)) throw badRequest(`${name} is out of stock.`);
  }
  for (const group of product.modifier_groups) {
    const count = group.modifiers.reduce((sum, modifier) => sum + (quantities.get(modifier.modifier_id) ?? 0), 0);
    if (count < group.min) throw badRequest(`Choose at least ${group.min} from ${group.name} for ${product.name}.`);
    if (count > group.max) throw badRequest(`Choose at most ${group.max} from ${group.name} for ${product.name}.`);
  }
}

/** The product's modifiers, checked and normalised. */
function modifierChoices(product: MenuProduct, chosen: readonly ChosenModifier[], soldOut: ReadonlySet<number>): ChosenModifierInput[] {
  const modifiers = modifierQuantities(chosen, product.name);
  checkModifiers(product, modifiers, soldOut);
  return modifiers;
}

/** A deal item's size and crust: one value per attribute it offers, each one its slot allows (issue 18 point 13). */
function dealPartConfiguration(product: MenuProduct, component: DealComponent, chosen: ChosenConfiguration[], dealName: string): number[] {
  const valueIds = configurationValues([product], chosen);
  const allowed = dealPartConfigurationPrices(product, component.configuration_value_ids);
  const refused = product.configurations.flatMap((configuration) =>
    configuration.values.filter((value) => valueIds.includes(value.attribute_value_id) && !allowed.has(value.attribute_value_id)),
  );
  if (refused.length > 0) throw badRequest(`${component.name} in ${dealName} does not come as ${namesList(refused.map((value) => value.name))}.`);
  return valueIds;
}

function dealChoices(body: Extract<ParsedAddToCartBody, { children: unknown }>, catalogue: OutletCatalogue): LineChoices {
  const dealKey = dealKeyOf(body);
  // Each menu shows a deal with only its own dishes in the slots: the menu ordered from decides.
  const deal = catalogue.menus[body.menu].deals.get(dealKey);
  if (!deal) {
    const elsewhere = catalogue.deals.get(dealKey);
    throw badRequest(elsewhere ? `${elsewhere.name} is not on this restaurant's ${MENU_NAMES[body.menu]}.` : "This deal is not on this restaurant's menu.");
  }
  const merged = new Map<string, DealChildChoice>();
  for (const child of body.children) {
    const component = deal.components.find((candidate) => candidate.deal_component_type_id === child.deal_component_type_id);
    if (!component) throw badRequest(`${deal.name} has no part ${child.deal_component_type_id}.`);
    if (!component.choices.includes(child.restaurant_product_id)) throw badRequest(`That item cannot be chosen for ${component.name} in ${deal.name}.`);
    const product = orderableProduct(catalogue, body.menu, child.restaurant_product_id, child.product_id);
    const configurationValueIds = child.configurations.length > 0 ? dealPartConfiguration(product, component, child.configurations, deal.name) : [];
    // No toppings chosen: the item comes as the deal makes it, so its groups' minimums are the kitchen's.
    const modifiers = child.modifiers.length > 0 ? modifierChoices(product, child.modifiers, catalogue.soldOutModifierIds) : [];
    // The same item with the same choices in one slot is one child; other choices make another.
    const key = JSON.stringify([child.deal_component_type_id, child.restaurant_product_id, configurationValueIds, modifiers]);
    const previous = merged.get(key);
    merged.set(key, {
      componentTypeId: child.deal_component_type_id,
      restaurantProductId: child.restaurant_product_id,
      quantity: (previous?.quantity ?? 0) + child.quantity,
      configurationValueIds,
      modifiers,
    });
  }
  const children = [...merged.values()];
  for (const component of deal.components) {
    const filled = children.filter((child) => child.componentTypeId === component.deal_component_type_id).reduce((sum, child) => sum + child.quantity, 0);
    if (filled !== component.quantity) throw badRequest(`Choose ${component.quantity} for ${component.name} in ${deal.name}.`);
  }
  children.sort(
    (a, b) =>
      a.componentTypeId - b.componentTypeId ||
      a.restaurantProductId - b.restaurantProductId ||
      JSON.stringify([a.configurationValueIds, a.modifiers]).localeCompare(JSON.stringify([b.configurationValueIds, b.modifiers])),
  );
  return { kind: 'deal', dealKey, children };
}

/**
 * A half-and-half's choices. The whole pizza's modifiers (issue 17) must be offered by both halves,
 * and a half's groups count them with its own: five extra toppings at most on the left half means
 * the whole pizza's and the left half's together.
 */
function halfAndHalfChoices(body: Extract<ParsedAddToCartBody, { is_half_and_half: true }>, catalogue: OutletCatalogue): LineChoices {
  // The contract guarantees one left and one right half; keep them in that order.
  const portions = [...body.cart_portions].sort((a, b) => a.portion.localeCompare(b.portion));
  const products = portions.map((portion) => {
    const product = orderableProduct(catalogue, body.menu, portion.restaurant_product_id, portion.product_id);
    if (!product.allow_half_and_half) throw badRequest(`${product.name} cannot be ordered half and half.`);
    return product;
  });
  const whole = modifierQuantities(body.modifiers, products.map((product) => `Half ${product.name}`).join(' / '));
  const halves = portions.map((portion, index) => {
    const product = products[index]!;
    const modifiers = modifierQuantities(portion.modifiers, product.name);
    checkModifiers(product, [...whole, ...modifiers], catalogue.soldOutModifierIds);
    return { portion: portion.portion, restaurantProductId: portion.restaurant_product_id, modifiers };
  });
  return {
    kind: 'half_and_half',
    configurationValueIds: configurationValues(products, body.configurations),
    portions: halves as [PortionChoices, PortionChoices],
    modifiers: whole,
  };
}

/** The line an add makes: its choices, each checked against the menu it is ordered from (`body.menu`). */
export function lineChoicesOf(body: ParsedAddToCartBody, catalogue: OutletCatalogue): LineChoices {
  if ('children' in body) return dealChoices(body, catalogue);
  if (body.is_half_and_half) return halfAndHalfChoices(body, catalogue);
  const product = orderableProduct(catalogue, body.menu, body.restaurant_product_id, body.product_id);
  return {
    kind: 'normal',
    restaurantProductId: product.restaurant_product_id,
    configurationValueIds: configurationValues([product], body.configurations),
    modifiers: modifierChoices(product, body.modifiers, catalogue.soldOutModifierIds),
  };
}
