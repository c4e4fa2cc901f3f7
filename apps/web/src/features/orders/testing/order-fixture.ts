import type { CartItem } from '@crust/contract/cart';
import { cartItemFixture } from '@/testing/cart-item-fixture';
import type { Order, OrderSummary } from '@crust/contract/orders';

// A card order for pickup at Crust Central (Sydney), placed on Tuesday 25 November 2025 at 6:05 pm
// local time and paid at once; the kitchen is making it. Money in cents, GST included.

export const ORDER_ID = 'ord_7Hq2xK9pLm4Vb3Nc';

/** A line as the order keeps it: the cart item as sold, with only what a test names set. */
export function soldItem(overrides: Partial<CartItem> & Pick<CartItem, 'name' | 'price' | 'quantity'>): CartItem {
  return cartItemFixture({ id: 1, product_id: 101, restaurant_product_id: 1101, image: '/uploads/products/1.svg', ...overrides });
}

export const lineOf = (item: CartItem): Order['lines'][number] => ({
  name: item.name,
  quantity: item.quantity,
  line_total: item.discounted_item_total,
  notes: item.notes,
  item,
});

const margherita = soldItem({ name: 'Margherita', price: 2650, quantity: 2, notes: 'Well done, please' });
const garlicBread = soldItem({ id: 2, name: 'Garlic Bread', price: 650, quantity: 1 });

export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: ORDER_ID,
    number: 1042,
    status: 'preparing',
    version: 4,
    timeline: [
      { status: 'pending_payment', at: '2025-11-25T07:05:00.000Z', reason: null },
      { status: 'placed', at: '2025-11-25T07:05:40.000Z', reason: null },
      { status: 'accepted', at: '2025-11-25T07:07:00.000Z', reason: null },
      { status: 'preparing', at: '2025-11-25T07:12:00.000Z', reason: null },
    ],
    restaurant: { id: 1, name: 'Crust Central', address: '1 George St, Sydney', phone: '02 9000 0001', timezone: 'Australia/Sydney' },
    delivery_method: 'pickup',
    table_number: null,
    asap: false,
    pickup_date: '2025-11-25',
    pickup_time: '18:45',
    estimated_at: '2025-11-25T07:45:00.000Z',
    customer: { name: 'Ada Lovelace', email: 'ada@example.test', phone_no: '0400 000 000' },
    shipping_details: null,
    special_instructions: 'Ring the bell twice',
    payment_method: 'card',
    payment: { provider: 'test', status: 'succeeded', client_secret: null, last_error: null, card: { brand: 'visa', last4: '4242' } },
    coupon_code: null,
    lines: [lineOf(margherita), lineOf(garlicBread)],
    totals: { subtotal: 5950, discount_total: 0, delivery_charge: 0, tax: 541, total: 5950 },
    tenders: [{ method: 'card', amount: 5950 }],
    amount_due: 5950,
    currency: 'AUD',
    created_at: '2025-11-25T07:05:00.000Z',
    ...overrides,
  };
}

export function makeSummary(number: number, overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id: `ord_${number}`,
    number,
    status: 'completed',
    delivery_method: 'pickup',
    currency: 'AUD',
    created_at: '2025-11-25T07:05:00.000Z',
    restaurant_name: 'Crust Central',
    timezone: 'Australia/Sydney',
    total: 5950,
    item_count: 3,
    ...overrides,
  };
}
