import type { Cart, CartConfiguration, CartCouponRecord, CartDealRecord, CartItem, CartModifier, OrderableMenu } from '@crust/contract/cart';
import type { MenuDeal, MenuProduct } from '@crust/contract/menu';
import { onlinePrice } from '@crust/contract/prices';
import { dealIdsOfKey, type OutletCatalogue } from '../catalogue/outlet-catalogue.ts';
import { isOnMenu, productIdsOf, type LineChoices } from '../catalogue/line-choices.ts';
import { PLACEHOLDER_IMAGE } from '../../lib/image-view.ts';
import type { WithdrawnNames } from './cart.repo.ts';
import { upchargeKey, type ChosenModifierInput, type FreeLine, type PricedCart, type PricedLine } from '../pricing/pricing-types.ts';

/** A stored cart line: its choices, the menu they were chosen from and what the diner wrote. */
export interface StoredLine {
  id: number;
  restaurantId: number;
  menu: OrderableMenu;
  quantity: number;
  notes: string;
  choices: LineChoices;
}

function productIn(catalogue: OutletCatalogue, restaurantProductId: number): MenuProduct {
  const entry = catalogue.products.get(restaurantProductId);
  // Lines whose product left the menu are described by withdrawnDescription instead.
  if (!entry) throw new Error(`Cart view: product ${restaurantProductId} is not in the catalogue`);
  return entry.product;
}

function modifiersOf(product: MenuProduct, chosen: readonly ChosenModifierInput[], share = 1): CartModifier[] {
  const all = product.modifier_groups.flatMap((group) => group.modifiers);
  return chosen.map(({ modifierId, quantity }) => {
    const modifier = all.find((candidate) => candidate.modifier_id === modifierId);
    return {
      modifier_id: modifierId,
      name: modifier?.name ?? 'Unknown Option',
      price: Math.round((modifier?.online_price ?? 0) * share),
      quantity,
      cart_modifier_configurations: [],
    };
  });
}

function configurationsOf(product: MenuProduct, valueIds: readonly number[]): CartConfiguration[] {
  return product.configurations.flatMap((configuration) =>
    configuration.values
      .filter((value) => valueIds.includes(value.attribute_value_id))
      .map((value) => ({
        attribute_id: configuration.attribute_id,
        attribute_value_id: value.attribute_value_id,
        name: configuration.name,
        value: value.name,
        price_adjustment: value.price_adjustment,
      })),
  );
}

/** What a line is, from the catalogue: its names, picture and parts. */
type Description = Pick<
  CartItem,
  | 'product_id'
  | 'restaurant_product_id'
  | 'deal_id'
  | 'combo_product_id'
  | 'name'
  | 'description'
  | 'image'
  | 'srcset'
  | 'online_price'
  | 'modifiers'
  | 'configurations'
  | 'cart_portions'
  | 'deal_component_types'
  | 'products'
  | 'restaurant_products'
  | 'deals'
  | 'combo_products'
>;

/** A normal or free line's product records (spec §3 products, restaurant_products). */
const productRecords = (product: MenuProduct, restaurantId: number): Pick<CartItem, 'products' | 'restaurant_products'> => ({
  products: { id: product.product_id, name: product.name },
  restaurant_products: {
    id: product.restaurant_product_id,
    restaurant_id: restaurantId,
    product_id: product.product_id,
    price: product.price,
    online_price: product.online_price,
    in_stock: product.in_stock,
  },
});

const dealRecord = (deal: MenuDeal, id: number | null): CartDealRecord | null => (id === null ? null : { id, name: deal.name, price: deal.price });

// Each kind spells out every field (no spread of defaults), so every item has one shape: the cart
// is built on every add (issue #4's bench) and objects of one shape are cheaper to make and send.
function describe(line: StoredLine, catalogue: OutletCatalogue): Description {
  const { choices } = line;
  switch (choices.kind) {
    case 'normal': {
      const product = productIn(catalogue, choices.restaurantProductId);
      return {
        product_id: product.product_id,
        restaurant_product_id: product.restaurant_product_id,
        deal_id: null,
        combo_product_id: null,
        name: product.name,
        description: product.description,
        image: product.image,
        srcset: product.srcset ?? null,
        online_price: onlinePrice(product),
        modifiers: modifiersOf(product, choices.modifiers),
        configurations: configurationsOf(product, choices.configurationValueIds),
        cart_portions: [],
        deal_component_types: [],
        ...productRecords(product, line.restaurantId),
        deals: null,
        combo_products: null,
      };
    }
    case 'half_and_half': {
      const halves = choices.portions.map((portion) => ({ portion, product: productIn(catalogue, portion.restaurantProductId) }));
      const [left, right] = halves as [(typeof halves)[0], (typeof halves)[0]];
      return {
        product_id: null,
        restaurant_product_id: null,
        deal_id: null,
        combo_product_id: null,
        name: `Half ${left.product.name} / Half ${right.product.name}`,
        description: `Left: ${left.product.name}. Right: ${right.product.name}.`,
        image: left.product.image,
        srcset: left.product.srcset ?? null,
        online_price: Math.max(onlinePrice(left.product), onlinePrice(right.product)),
        // The whole pizza's modifiers cover all of it: at full price (a modifier's price is the tenant's, whichever half's product says it).
        modifiers: modifiersOf(left.product, choices.modifiers),
        configurations: configurationsOf(left.product, choices.configurationValueIds),
        // Each half's toppings cover half the pizza, so they show at half price.
        cart_portions: halves.map(({ portion, product }) => ({
          portion: portion.portion,
          restaurant_product_id: product.restaurant_product_id,
          product_id: product.product_id,
          name: product.name,
          modifiers: modifiersOf(product, portion.modifiers, 0.5),
        })),
        deal_component_types: [],
        products: null,
        restaurant_products: null,
        deals: null,
        combo_products: null,
      };
    }
    case 'deal': {
      const deal = catalogue.deals.get(choices.dealKey);
      if (!deal) throw new Error(`Cart view: deal ${choices.dealKey} is not in the catalogue`);
      return {
        product_id: null,
        restaurant_product_id: null,
        deal_id: deal.deal_id,
        combo_product_id: deal.combo_product_id,
        name: deal.name,
        description: deal.description,
        image: deal.image,
        srcset: deal.srcset ?? null,
        online_price: deal.price,
        modifiers: [],
        configurations: [],
        cart_portions: [],
        deal_component_types: choices.children.map((child) => {
          const component = deal.components.find((candidate) => candidate.deal_component_type_id === child.componentTypeId);
          const product = productIn(catalogue, child.restaurantProductId);
          const key = upchargeKey(child.componentTypeId, child.restaurantProductId);
          const slotPrices = catalogue.pricing.deals.get(choices.dealKey)?.partConfigurationPrices.get(key);
          return {
            deal_component_type_id: child.componentTypeId,
            component_name: component?.name ?? '',
            restaurant_product_id: product.restaurant_product_id,
            product_id: product.product_id,
            name: product.name,
            quantity: child.quantity,
            // Read from the pricing catalogue, which knows the choices of every menu the deal is on (each shows its own).
            upcharge: catalogue.pricing.deals.get(choices.dealKey)?.upcharges.get(key) ?? 0,
            // A size or crust shows what it costs in this slot, not on the item alone.
            configurations: configurationsOf(product, child.configurationValueIds).map((value) => ({
              ...value,
              price_adjustment: slotPrices?.get(value.attribute_value_id) ?? 0,
            })),
            modifiers: modifiersOf(product, child.modifiers),
          };
        }),
        products: null,
        restaurant_products: null,
        deals: dealRecord(deal, deal.deal_id),
        combo_products: dealRecord(deal, deal.combo_product_id),
      };
    }
  }
}

/** How a coupon is named on the lines it discounts: its code, or an automatic coupon's name. */
const couponLabel = (coupon: CartCouponRecord) => coupon.code ?? coupon.name;

/** What a line's item says beside its description: its price, discounts and whether it can be ordered. */
type LineTerms = Pick<
  CartItem,
  | 'price'
  | 'online_price'
  | 'coupons'
  | 'item_total'
  | 'discounted_item_total'
  | 'discount_amount'
  | 'order_level_discount'
  | 'tax'
  | 'coupon_id'
  | 'applied_coupon'
  | 'is_auto_coupon'
  | 'dine_in_only'
  | 'available'
  | 'unavailable_reason'
>;

/** A stored line's item: what it is (described) and its terms, every field spelled out so every item has one shape (see describe). */
function lineItem(line: StoredLine, described: Description, terms: LineTerms): CartItem {
  return {
    id: line.id,
    product_id: described.product_id,
    restaurant_product_id: described.restaurant_product_id,
    deal_id: described.deal_id,
    combo_product_id: described.combo_product_id,
    restaurant_id: line.restaurantId,
    name: described.name,
    description: described.description,
    price: terms.price,
    online_price: terms.online_price,
    image: described.image,
    srcset: described.srcset,
    quantity: line.quantity,
    notes: line.notes,
    is_half_and_half: line.choices.kind === 'half_and_half',
    modifiers: described.modifiers,
    configurations: described.configurations,
    cart_portions: described.cart_portions,
    deal_component_types: described.deal_component_types,
    deal_component_type_id: null,
    products: described.products,
    restaurant_products: described.restaurant_products,
    deals: described.deals,
    combo_products: described.combo_products,
    coupons: terms.coupons,
    item_total: terms.item_total,
    discounted_item_total: terms.discounted_item_total,
    discount_amount: terms.discount_amount,
    order_level_discount: terms.order_level_discount,
    tax: terms.tax,
    coupon_id: terms.coupon_id,
    applied_coupon: terms.applied_coupon,
    is_auto_coupon: terms.is_auto_coupon,
    is_free: false,
    offer_type: null,
    offer_quantity_applied: null,
    menu: line.menu,
    dine_in_only: terms.dine_in_only,
    available: terms.available,
    unavailable_reason: terms.unavailable_reason,
  };
}

function pricedItem(line: StoredLine, priced: PricedLine, catalogue: OutletCatalogue, coupons: ReadonlyMap<number, CartCouponRecord>): CartItem {
  const coupon = priced.couponId === null ? undefined : coupons.get(priced.couponId);
  const described = describe(line, catalogue);
  return lineItem(line, described, {
    price: priced.unitPrice,
    online_price: described.online_price,
    coupons: coupon ?? null,
    item_total: priced.itemTotal,
    discounted_item_total: priced.discountedItemTotal,
    discount_amount: priced.discountAmount,
    order_level_discount: priced.orderLevelDiscount,
    tax: priced.tax,
    coupon_id: coupon?.id ?? null,
    applied_coupon: coupon ? couponLabel(coupon) : null,
    is_auto_coupon: coupon?.is_automatic ?? false,
    dine_in_only: !isOnMenu(line.choices, 'main', catalogue),
    available: true,
    unavailable_reason: null,
  });
}

/** What a line is called when the menu no longer shows it: a name read from its row, else these. */
const UNNAMED = { item: 'An item', deal: 'A deal' } as const;

/** The products and deals unavailable lines name that the menu no longer shows: their names are read from the rows. */
export function withdrawnIds(lines: readonly StoredLine[], catalogue: OutletCatalogue): { restaurantProductIds: number[]; dealIds: number[] } {
  const restaurantProductIds = lines.flatMap((line) => productIdsOf(line.choices)).filter((id) => !catalogue.products.has(id));
  const dealIds = lines.flatMap(({ choices }) => {
    if (choices.kind !== 'deal' || catalogue.deals.has(choices.dealKey)) return [];
    const ids = dealIdsOfKey(choices.dealKey);
    return [ids.deal_id ?? ids.combo_product_id!];
  });
  return { restaurantProductIds: [...new Set(restaurantProductIds)], dealIds: [...new Set(dealIds)] };
}

/** A line naming what the menu no longer shows: its name (from the catalogue or its row) and the picture the menu still has, nothing more. */
function withdrawnDescription(line: StoredLine, catalogue: OutletCatalogue, names: WithdrawnNames): Description {
  const { choices } = line;
  const shown = (id: number) => catalogue.products.get(id)?.product;
  const nameOf = (id: number) => shown(id)?.name ?? names.products.get(id)?.name ?? UNNAMED.item;
  const bare = { description: '', online_price: 0, srcset: null, modifiers: [], configurations: [], cart_portions: [], deal_component_types: [] };
  const none = { products: null, restaurant_products: null, deals: null, combo_products: null };
  switch (choices.kind) {
    case 'normal': {
      const id = choices.restaurantProductId;
      const productId = shown(id)?.product_id ?? names.products.get(id)?.productId ?? null;
      return {
        product_id: productId,
        restaurant_product_id: id,
        deal_id: null,
        combo_product_id: null,
        name: nameOf(id),
        image: PLACEHOLDER_IMAGE,
        ...bare,
        ...none,
      };
    }
    case 'half_and_half': {
      const [left, right] = choices.portions.map((portion) => nameOf(portion.restaurantProductId)) as [string, string];
      return {
        product_id: null,
        restaurant_product_id: null,
        deal_id: null,
        combo_product_id: null,
        name: `Half ${left} / Half ${right}`,
        image: PLACEHOLDER_IMAGE,
        ...bare,
        ...none,
      };
    }
    case 'deal': {
      const ids = dealIdsOfKey(choices.dealKey);
      const deal = catalogue.deals.get(choices.dealKey);
      const name = deal?.name ?? names.deals.get(ids.deal_id ?? ids.combo_product_id!) ?? UNNAMED.deal;
      return {
        product_id: null,
        restaurant_product_id: null,
        ...ids,
        name,
        image: deal?.image ?? PLACEHOLDER_IMAGE,
        ...bare,
        srcset: deal?.srcset ?? null,
        ...none,
      };
    }
  }
}

/**
 * Issue 19: a line that cannot be ordered now, kept in the cart so the diner sees why and removes it.
 * Described as fully as the menu still can (a dish outside its daypart, in full), it costs nothing and
 * takes no offer; the service leaves it out of the totals.
 */
export function unavailableItem(line: StoredLine, reason: string, catalogue: OutletCatalogue, names: WithdrawnNames): CartItem {
  const { choices } = line;
  const describable = (choices.kind !== 'deal' || catalogue.deals.has(choices.dealKey)) && productIdsOf(choices).every((id) => catalogue.products.has(id));
  const described = describable ? describe(line, catalogue) : withdrawnDescription(line, catalogue, names);
  return lineItem(line, described, {
    price: 0,
    online_price: 0,
    coupons: null,
    item_total: 0,
    discounted_item_total: 0,
    discount_amount: 0,
    order_level_discount: 0,
    tax: 0,
    coupon_id: null,
    applied_coupon: null,
    is_auto_coupon: false,
    // Whatever the menus say of it, it cannot be ordered at all: the reason says so.
    dine_in_only: false,
    available: false,
    unavailable_reason: reason,
  });
}

/** A free item's id is the negative of its coupon's: it is not a stored line and cannot be changed. */
function freeItem(free: FreeLine, restaurantId: number, catalogue: OutletCatalogue, coupons: ReadonlyMap<number, CartCouponRecord>): CartItem {
  const product = productIn(catalogue, free.restaurantProductId);
  const coupon = coupons.get(free.couponId);
  const itemTotal = free.unitPrice * free.quantity;
  return {
    id: -free.couponId,
    product_id: product.product_id,
    restaurant_product_id: product.restaurant_product_id,
    deal_id: null,
    combo_product_id: null,
    restaurant_id: restaurantId,
    name: product.name,
    description: product.description,
    price: free.unitPrice,
    online_price: onlinePrice(product),
    image: product.image,
    srcset: product.srcset ?? null,
    quantity: free.quantity,
    notes: '',
    is_half_and_half: false,
    modifiers: [],
    configurations: [],
    cart_portions: [],
    deal_component_types: [],
    deal_component_type_id: null,
    ...productRecords(product, restaurantId),
    deals: null,
    combo_products: null,
    coupons: coupon ?? null,
    item_total: itemTotal,
    discounted_item_total: 0,
    discount_amount: itemTotal,
    order_level_discount: 0,
    tax: 0,
    coupon_id: free.couponId,
    applied_coupon: coupon ? couponLabel(coupon) : null,
    is_auto_coupon: coupon?.is_automatic ?? false,
    is_free: true,
    offer_type: 'buy_x_get_y',
    offer_quantity_applied: free.offerQuantityApplied,
    menu: 'main',
    dine_in_only: !catalogue.menus.main.productIds.has(product.restaurant_product_id),
    available: true,
    unavailable_reason: null,
  };
}

/** The cart's words for an entered code that did not apply, naming the way of paying when that alone was why. */
function rejectionOf({ reason, message, payment }: NonNullable<PricedCart['codeCouponRejection']>): Pick<Cart, 'error' | 'coupon_payment'> {
  return reason === 'payment' && payment !== 'any' ? { error: message, coupon_payment: payment } : { error: message };
}

/**
 * The cart response's data: the lines in their order, then the free items. `priced` prices the lines
 * that can be ordered; the others are `unavailable` (issue 19), items already made, outside every total.
 */
export function cartView(
  lines: readonly StoredLine[],
  priced: PricedCart,
  unavailable: ReadonlyMap<number, CartItem>,
  catalogue: OutletCatalogue,
  coupons: ReadonlyMap<number, CartCouponRecord>,
  couponCode: string | null,
): Cart {
  const restaurantId = lines[0]?.restaurantId ?? 0;
  const pricedLines = new Map(priced.lines.map((line) => [line.id, line]));
  const items = [
    ...lines.map((line) => unavailable.get(line.id) ?? pricedItem(line, pricedLines.get(line.id)!, catalogue, coupons)),
    ...priced.freeLines.map((free) => freeItem(free, restaurantId, catalogue, coupons)),
  ];
  return {
    items,
    item_count: items.reduce((sum, item) => sum + item.quantity, 0),
    subtotal: priced.subtotal,
    discount_total: priced.discountTotal,
    tax: priced.tax,
    total: priced.total,
    discounts: priced.discounts.map((discount) => ({
      coupon_id: discount.couponId,
      code: discount.code,
      name: discount.name,
      amount: discount.amount,
      free_quantity: discount.freeQuantity,
    })),
    spend_for_free_delivery: null,
    coupon_code: couponCode,
    ...(priced.codeCouponRejection ? rejectionOf(priced.codeCouponRejection) : {}),
  };
}
