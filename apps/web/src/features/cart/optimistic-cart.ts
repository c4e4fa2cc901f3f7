import type { Cart, CartItem } from '@crust/contract/cart';

// The server is the only price authority: coupons, free items and GST are its rules. The figures
// below are provisional, shown only between a tap and the refetch that replaces them (spec §4:
// changes appear at once). They scale or drop a line's own money and move the cart totals by the
// same amounts, so nothing here decides a price.

type LineMoney = 'item_total' | 'discounted_item_total' | 'discount_amount' | 'order_level_discount' | 'tax';

function withQuantity(line: CartItem, quantity: number): CartItem {
  const scale = (cents: number) => Math.round((cents * quantity) / line.quantity);
  return {
    ...line,
    quantity,
    item_total: scale(line.item_total),
    discounted_item_total: scale(line.discounted_item_total),
    discount_amount: scale(line.discount_amount),
    order_level_discount: scale(line.order_level_discount),
    tax: scale(line.tax),
  };
}

function replaceLine(cart: Cart, lineId: number, next: (line: CartItem) => CartItem | null): Cart {
  const line = cart.items.find((item) => item.id === lineId);
  if (!line) return cart;
  const replacement = next(line);
  const change = (field: LineMoney | 'quantity') => (replacement?.[field] ?? 0) - line[field];
  const items = replacement ? cart.items.map((item) => (item.id === lineId ? replacement : item)) : cart.items.filter((item) => item.id !== lineId);
  return {
    ...cart,
    items,
    item_count: Math.max(0, cart.item_count + change('quantity')),
    subtotal: cart.subtotal + change('item_total'),
    discount_total: cart.discount_total + change('item_total') - change('discounted_item_total'),
    tax: cart.tax + change('tax'),
    total: cart.total + change('discounted_item_total'),
  };
}

export const withLineQuantity = (cart: Cart, lineId: number, quantity: number): Cart => replaceLine(cart, lineId, (line) => withQuantity(line, quantity));

export const withoutLine = (cart: Cart, lineId: number): Cart => replaceLine(cart, lineId, () => null);
