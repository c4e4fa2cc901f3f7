import type { Cart, CartConfiguration, CartCouponRecord, CartDealRecord, CartItem, CartModifier, OrderableMenu } from '@crust/contract/cart';
import type { MenuDeal, MenuProduct } from '@crust/contract/menu';
import { onlinePrice } from '@crust/contract/prices';
import type { OutletCatalogue } from '../catalogue/outlet-catalogue.ts';
import { isOnMenu, type LineChoices } from '../catalogue/line-choices.ts';
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
  // The service drops lines whose product left the menu before it prices them.
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

function pricedItem(line: StoredLine, priced: PricedLine, catalogue: OutletCatalogue, coupons: ReadonlyMap<number, CartCouponRecord>): CartItem {
  const coupon = priced.couponId === null ? undefined : coupons.get(priced.couponId);
  const described = describe(line, catalogue);
  return {
    id: line.id,
    product_id: described.product_id,
    restaurant_product_id: described.restaurant_product_id,
    deal_id: described.deal_id,
    combo_product_id: described.combo_product_id,
    restaurant_id: line.restaurantId,
    name: described.name,
    description: described.description,
    price: priced.unitPrice,
    online_price: described.online_price,
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
    coupons: coupon ?? null,
    item_total: priced.itemTotal,
    discounted_item_total: priced.discountedItemTotal,
    discount_amount: priced.discountAmount,
    order_level_discount: priced.orderLevelDiscount,
    tax: priced.tax,
    coupon_id: coupon?.id ?? null,
    applied_coupon: coupon ? couponLabel(coupon) : null,
    is_auto_coupon: coupon?.is_automatic ?? false,
    is_free: false,
    offer_type: null,
    offer_quantity_applied: null,
    menu: line.menu,
    dine_in_only: !isOnMenu(line.choices, 'main', catalogue),
  };
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
  };
}

/** The cart's words for an entered code that did not apply, naming the way of paying when that alone was why. */
function rejectionOf({ reason, message, payment }: NonNullable<PricedCart['codeCouponRejection']>): Pick<Cart, 'error' | 'coupon_payment'> {
  return reason === 'payment' && payment !== 'any' ? { error: message, coupon_payment: payment } : { error: message };
}

/** The cart response's data: the priced lines in their order, then the free items. */
export function cartView(
  lines: readonly StoredLine[],
  priced: PricedCart,
  catalogue: OutletCatalogue,
  coupons: ReadonlyMap<number, CartCouponRecord>,
  couponCode: string | null,
): Cart {
  const restaurantId = lines[0]?.restaurantId ?? 0;
  const items = [
    ...lines.map((line, index) => pricedItem(line, priced.lines[index]!, catalogue, coupons)),
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
