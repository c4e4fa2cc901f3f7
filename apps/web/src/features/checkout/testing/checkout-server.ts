import type { Address } from '@crust/contract/addresses';
import type { DeliveryCharge, DeliveryMethod, TimeSlots } from '@crust/contract/checkout';
import type { Order, PlaceOrderRequest } from '@crust/contract/orders';
import { TEST_CARDS } from '@crust/contract/payment-cards';
import type { TestProviderConfirmRequest } from '@crust/contract/payments';
import { cartItemFixture } from '@/testing/cart-item-fixture';
import { jsonResponse, stubFetch } from '@/testing/test-utils';

// A stand-in for the checkout's API behind fetch, answering as the server does: the outlet's slots,
// the delivery charge (postcode 2999 is outside every zone), the diner's saved addresses, placement once
// per Idempotency-Key (a card order waits for its payment), reading an order back, and the test
// provider's card endpoint with Stripe's test cards. Tests override the calls they are about.

export const OUTSIDE_POSTCODE = '2999';
export const OUTLET_NAME = 'Crust Central';

export type Call = { method: string; path: string; query: Record<string, string>; body: unknown; headers: Headers };
type Handler = (call: Call, standard: () => Response) => Response | Promise<Response>;

type CheckoutServerOptions = {
  slots?: (date: string, method: DeliveryMethod) => TimeSlots;
  addresses?: Address[];
  /** The cart's total, in cents, which a placed order charges (plus delivery). */
  cartTotal?: number;
  deliveryCharge?: DeliveryCharge;
  overrides?: Partial<Record<'slots' | 'deliveryCharge' | 'place' | 'getOrder' | 'confirm', Handler>>;
  /** Any other call (the cart's), or undefined for an unexpected one. */
  other?: (call: Call) => Response | undefined;
};

export const slotsFixture = (date: string): TimeSlots => ({
  date,
  timezone: 'Australia/Sydney',
  asap_available: false,
  slots: [
    { time: '17:00', available: true, next_day: false },
    { time: '17:15', available: false, next_day: false },
    { time: '17:30', available: true, next_day: false },
  ],
  closure: null,
});

const refusal = (status: number, code: string, message: string) => jsonResponse(status, { error: { code, message } });

function orderFrom(body: PlaceOrderRequest, number: number, cartTotal: number, deliveryCharge: number): Order {
  const isCard = body.payment_method === 'card';
  return {
    id: `ord_${number}`,
    number,
    status: isCard ? 'pending_payment' : 'placed',
    version: 1,
    timeline: [{ status: isCard ? 'pending_payment' : 'placed', at: '2026-03-14T07:00:00.000Z', reason: null }],
    restaurant: { id: body.restaurant_id, name: OUTLET_NAME, address: '1 Main Street, Sydney', phone: '02 9000 0001', timezone: 'Australia/Sydney' },
    delivery_method: body.delivery_method,
    table_number: body.table_number ?? null,
    asap: body.asap === true,
    pickup_date: body.asap ? null : body.pickup_date,
    pickup_time: body.pickup_time ?? null,
    estimated_at: '2026-03-14T07:30:00.000Z',
    customer: {
      name: body.guest_details?.name ?? 'Ada Lovelace',
      email: body.guest_details?.email ?? 'ada@example.test',
      phone_no: body.guest_details?.phone_no ?? '0400 000 000',
    },
    shipping_details: body.shipping_details ?? null,
    special_instructions: body.special_instructions ?? '',
    payment_method: body.payment_method,
    payment: isCard ? { provider: 'test', status: 'requires_payment', client_secret: `tp_${number}_secret_abcdef`, last_error: null, card: null } : null,
    coupon_code: body.coupon_code ?? null,
    // The cart's lines, as one line of its whole total: what the order page and a retried payment show.
    lines: [
      {
        name: 'Margherita',
        quantity: 1,
        line_total: cartTotal,
        notes: '',
        item: cartItemFixture({ id: 1, name: 'Margherita', price: cartTotal, quantity: 1 }),
      },
    ],
    totals: { subtotal: cartTotal, discount_total: 0, delivery_charge: deliveryCharge, tax: Math.round(cartTotal / 11), total: cartTotal + deliveryCharge },
    tenders: [{ method: body.payment_method, amount: cartTotal + deliveryCharge }],
    amount_due: cartTotal + deliveryCharge,
    currency: 'AUD',
    created_at: '2026-03-14T07:00:00.000Z',
  };
}

export function serveCheckout({
  slots = slotsFixture,
  addresses = [],
  cartTotal = 11250,
  deliveryCharge = { delivery_charge: 500, minimum_order: 2000, free_delivery_over: 3000, spend_for_free_delivery: null },
  overrides = {},
  other,
}: CheckoutServerOptions = {}) {
  const orders = new Map<string, Order>();
  const byKey = new Map<string, Order>();
  const calls: Call[] = [];
  let nextNumber = 1042;

  const standard: Record<keyof NonNullable<CheckoutServerOptions['overrides']>, (call: Call) => Response> = {
    slots: ({ query }) => jsonResponse(200, { data: slots(query.date!, query.delivery_method as DeliveryMethod) }),
    deliveryCharge: ({ body }) => {
      const { postcode, suburb } = body as { postcode: string; suburb: string };
      if (postcode === OUTSIDE_POSTCODE) return refusal(422, 'outside_delivery_area', `${OUTLET_NAME} does not deliver to ${suburb} ${postcode}.`);
      return jsonResponse(200, { data: deliveryCharge });
    },
    place: ({ body, headers }) => {
      const key = headers.get('Idempotency-Key');
      if (!key) return refusal(400, 'bad_request', 'Send an Idempotency-Key header.');
      const replay = byKey.get(key);
      if (replay) return jsonResponse(201, { data: replay });
      const request = body as PlaceOrderRequest;
      const order = orderFrom(request, nextNumber++, cartTotal, request.delivery_method === 'delivery' ? deliveryCharge.delivery_charge : 0);
      orders.set(order.id, order);
      byKey.set(key, order);
      return jsonResponse(201, { data: order });
    },
    getOrder: ({ path }) => {
      const order = orders.get(decodeURIComponent(path.split('/').pop()!));
      return order ? jsonResponse(200, { data: order }) : refusal(404, 'not_found', 'There is no such order.');
    },
    confirm: ({ body }) => {
      const card = body as TestProviderConfirmRequest;
      const order = [...orders.values()].find((entry) => entry.payment?.client_secret === card.client_secret);
      if (!order?.payment) return refusal(404, 'not_found', 'There is no such payment.');
      if (card.number === TEST_CARDS.declined) {
        order.payment = { ...order.payment, last_error: 'Your card was declined.' };
        return refusal(402, 'card_declined', 'Your card was declined.');
      }
      if (card.number === TEST_CARDS.insufficientFunds) return refusal(402, 'insufficient_funds', 'Your card has insufficient funds.');
      orders.set(order.id, {
        ...order,
        status: 'placed',
        payment: { ...order.payment, status: 'succeeded', client_secret: null, card: { brand: 'visa', last4: card.number.slice(-4) } },
      });
      return jsonResponse(200, { status: 'succeeded' });
    },
  };

  const callOf = (call: Call): keyof typeof standard | null => {
    if (call.path === '/api/v2/checkout/time-slots') return 'slots';
    if (call.path === '/api/v2/checkout/delivery-charge') return 'deliveryCharge';
    if (call.path === '/api/v2/orders' && call.method === 'POST') return 'place';
    if (call.path.startsWith('/api/v2/orders/') && call.method === 'GET') return 'getOrder';
    if (call.path === '/api/test-provider/confirm') return 'confirm';
    return null;
  };

  const fetchMock = stubFetch((url, init) => {
    const call: Call = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: init.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
      headers: new Headers(init.headers),
    };
    calls.push(call);
    if (call.path === '/api/v2/me/addresses') return jsonResponse(200, { data: addresses });
    const name = callOf(call);
    if (name) {
      const answer = () => standard[name](call);
      return overrides[name] ? overrides[name](call, answer) : answer();
    }
    const answer = other?.(call);
    if (!answer) throw new Error(`Unexpected call: ${call.method} ${call.path}`);
    return answer;
  });

  return {
    fetchMock,
    orders,
    calls: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
    placements: () => calls.filter((call) => call.method === 'POST' && call.path === '/api/v2/orders'),
  };
}

/** Holds a call until the test lets it through, to look at the page while it is in flight. */
export function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, hold: <T>(answer: () => T) => opened.then(answer) };
}
