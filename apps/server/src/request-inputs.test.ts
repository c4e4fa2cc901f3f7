import { addressResponseSchema } from '@crust/contract/addresses';
import { defaultSiteConfig } from '@crust/contract/site-config-defaults';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { productNamed, SURRY_HILLS } from './modules/cart/cart-test-kit.ts';
import { consoleOrdersKit } from './modules/console-orders/console-orders-test-kit.ts';
import { clockAt, GUEST_DETAILS, ORDER_DAY, SURRY_HILLS_ADDRESS } from './modules/orders/order-test-kit.ts';
import { describeEachDatabase } from './test/test-database.ts';
import { createTestUser, type TestUser } from './test/test-users.ts';

// Issue 17 point 6: every text field of every request refuses control characters, and every date
// one outside 2000–2100, with 400 naming the field (a NUL or the year 0001 reached the database and
// answered 500). One row per endpoint family and field; each request is otherwise one the server
// accepts, so nothing but the bad value can be refused.

const NUL = 'Grace\u0000Hopper';

interface Context {
  outletId: number;
  guest: { guestId: number; headers: { authorization: string } };
  user: TestUser;
  addressId: number;
  owner: { headers: { authorization: string } };
  orderId: string;
  clientSecret: string;
  /** A cart line's body (outlet and owner included) the server accepts: one Garlic Bread. */
  cartLine: object;
}

/** A request carrying `bad` in one field, the field the 400's message must name, and what it must say when not the text rule's. */
interface Row {
  field: string;
  request: (context: Context, bad: string) => InjectOptions;
  says?: RegExp;
}

const KEY_RULE = /letters, digits, _ or -/;

const outletPath = (context: Context, path: string) => `/api/console/outlets/${context.outletId}${path}`;
const asOwner = (context: Context) => context.owner.headers;
const site = (section: keyof typeof defaultSiteConfig, values: object) => ({ ...defaultSiteConfig, [section]: { ...defaultSiteConfig[section], ...values } });
const coupon = (values: object) => ({ code: null, name: 'Inputs test', kind: 'percent', value: 10, ...values });
const zone = (values: object) => ({
  name: 'Inputs zone',
  postcodes: ['2999'],
  suburbs: [],
  fee: 500,
  minimum_order: 0,
  free_delivery_over: null,
  sort_order: 0,
  ...values,
});
const address = {
  label: 'Home',
  formattedAddress: '12 Crown St',
  street: '12 Crown St',
  suburb: 'Surry Hills',
  city: 'Sydney',
  postcode: '2010',
  state: 'NSW',
};
const placement = (context: Context, values: object): InjectOptions => ({
  method: 'POST',
  url: '/api/v2/orders',
  headers: { ...context.guest.headers, 'idempotency-key': `inputs-${Math.random().toString(36).slice(2)}` },
  payload: {
    restaurant_id: context.outletId,
    guest_id: context.guest.guestId,
    delivery_method: 'pickup',
    pickup_date: ORDER_DAY,
    pickup_time: '13:00',
    guest_details: GUEST_DETAILS,
    payment_method: 'cash_on_delivery',
    ...values,
  },
});

const TEXT_ROWS: Record<string, Row> = {
  'a guest’s name': { field: 'body.name', request: (_, bad) => ({ method: 'POST', url: '/api/v2/auth/guest', payload: { tenant_id: 64, name: bad } }) },
  'a guest’s phone': {
    field: 'body.phone_no',
    request: (_, bad) => ({ method: 'POST', url: '/api/v2/auth/guest', payload: { tenant_id: 64, phone_no: `0412${bad}` } }),
  },
  'a signup’s name': {
    field: 'body.name',
    request: (_, bad) => ({
      method: 'POST',
      url: '/api/v2/auth/signup',
      payload: { tenant_id: 64, name: bad, email: `inputs-${Date.now()}@example.test`, phone_no: '0412 345 678', password: 'a long passphrase' },
    }),
  },
  'a diner’s new name': {
    field: 'body.name',
    request: (context, bad) => ({ method: 'PATCH', url: '/api/v2/me', headers: context.user.headers, payload: { name: bad } }),
  },
  'a new address’s street': {
    field: 'body.street',
    request: (context, bad) => ({ method: 'POST', url: '/api/v2/me/addresses', headers: context.user.headers, payload: { ...address, street: bad } }),
  },
  'a new address’s delivery instructions': {
    field: 'body.instructions',
    request: (context, bad) => ({ method: 'POST', url: '/api/v2/me/addresses', headers: context.user.headers, payload: { ...address, instructions: bad } }),
  },
  'an address’s new label': {
    field: 'body.label',
    request: (context, bad) => ({ method: 'PATCH', url: `/api/v2/me/addresses/${context.addressId}`, headers: context.user.headers, payload: { label: bad } }),
  },
  'a cart line’s notes': {
    field: 'body.notes',
    request: (context, bad) => ({ method: 'POST', url: '/api/v2/cart', headers: context.guest.headers, payload: { ...context.cartLine, notes: bad } }),
  },
  'a delivery charge’s suburb': {
    field: 'body.suburb',
    request: (context, bad) => ({
      method: 'POST',
      url: '/api/v2/checkout/delivery-charge',
      headers: context.guest.headers,
      payload: { ...SURRY_HILLS_ADDRESS, suburb: bad, restaurant_id: context.outletId },
    }),
  },
  'an order’s special instructions': { field: 'body.special_instructions', request: (context, bad) => placement(context, { special_instructions: bad }) },
  'an order’s guest name': {
    field: 'body.guest_details.name',
    request: (context, bad) => placement(context, { guest_details: { ...GUEST_DETAILS, name: bad } }),
  },
  'an order’s delivery address': {
    field: 'body.shipping_details.formattedAddress',
    request: (context, bad) =>
      placement(context, { delivery_method: 'delivery', pickup_time: '13:30', shipping_details: { ...SURRY_HILLS_ADDRESS, formattedAddress: bad } }),
  },
  'an order id in a diner’s path': {
    field: 'params.order_id',
    says: KEY_RULE,
    request: (context, bad) => ({ method: 'GET', url: `/api/v2/orders/${encodeURIComponent(bad)}`, headers: context.guest.headers }),
  },
  'a payment’s client secret': {
    field: 'body.client_secret',
    says: KEY_RULE,
    request: (context, bad) => ({
      method: 'POST',
      url: '/api/test-provider/confirm',
      payload: { client_secret: `${context.clientSecret}${bad}`, number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
    }),
  },
  'a site configuration’s hero title': {
    field: 'body.config.hero.title',
    request: (context, bad) => ({
      method: 'PUT',
      url: outletPath(context, '/site-config'),
      headers: asOwner(context),
      payload: { config: site('hero', { title: bad }), version: 1 },
    }),
  },
  'a site configuration’s footer link label': {
    field: 'body.config.footer.links.0.label',
    request: (context, bad) => ({
      method: 'PUT',
      url: outletPath(context, '/site-config'),
      headers: asOwner(context),
      payload: { config: site('footer', { links: [{ label: bad, url: '/menu' }] }), version: 1 },
    }),
  },
  'a coupon’s name': {
    field: 'body.name',
    request: (context, bad) => ({ method: 'POST', url: '/api/console/coupons', headers: asOwner(context), payload: coupon({ name: bad }) }),
  },
  'a gift card’s reason (issue 21)': {
    field: 'body.reason',
    request: (context, bad) => ({ method: 'POST', url: '/api/console/gift-cards', headers: asOwner(context), payload: { amount: 2000, reason: bad } }),
  },
  'a gift-card search': {
    field: 'querystring.search',
    request: (context, bad) => ({ method: 'GET', url: '/api/console/gift-cards', headers: asOwner(context), query: { search: bad } }),
  },
  'a delivery zone’s name': {
    field: 'body.name',
    request: (context, bad) => ({ method: 'POST', url: outletPath(context, '/zones'), headers: asOwner(context), payload: zone({ name: bad }) }),
  },
  'a delivery zone’s suburb': {
    field: 'body.suburbs.0',
    request: (context, bad) => ({ method: 'POST', url: outletPath(context, '/zones'), headers: asOwner(context), payload: zone({ suburbs: [bad] }) }),
  },
  'a closure’s reason': {
    field: 'body.reason',
    request: (context, bad) => ({
      method: 'POST',
      url: outletPath(context, '/rules/closures'),
      headers: asOwner(context),
      payload: { date: '2027-01-26', reason: bad },
    }),
  },
  'a stock search': {
    field: 'querystring.search',
    request: (context, bad) => ({ method: 'GET', url: outletPath(context, '/stock'), headers: asOwner(context), query: { search: bad } }),
  },
  'a rejection’s reason': {
    field: 'body.reason',
    request: (context, bad) => ({
      method: 'POST',
      url: outletPath(context, `/orders/${context.orderId}/transitions`),
      headers: asOwner(context),
      payload: { transition: 'reject', version: 1, reason: bad },
    }),
  },
  'an order id in the console’s path': {
    field: 'params.orderId',
    says: KEY_RULE,
    request: (context, bad) => ({ method: 'GET', url: outletPath(context, `/orders/${encodeURIComponent(bad)}`), headers: asOwner(context) }),
  },
  'a new staff member’s name': {
    field: 'body.name',
    request: (context, bad) => ({
      method: 'POST',
      url: '/api/console/staff',
      headers: asOwner(context),
      payload: { email: `inputs-${Date.now()}@staff.test`, name: bad, role: 'crew' },
    }),
  },
  'a password link’s token': {
    field: 'body.token',
    says: KEY_RULE,
    request: (_, bad) => ({ method: 'POST', url: '/api/console/auth/password', payload: { token: `${'a'.repeat(30)}${bad}`, password: 'a long passphrase' } }),
  },
};

const DATE_ROWS: Record<string, Row> = {
  'time slots': {
    field: 'querystring.date',
    request: (context, date) => ({
      method: 'GET',
      url: '/api/v2/checkout/time-slots',
      query: { restaurant_id: String(context.outletId), date, delivery_method: 'pickup' },
    }),
  },
  'order placement': { field: 'body.pickup_date', request: (context, date) => placement(context, { pickup_date: date }) },
  'the board': {
    field: 'querystring.date',
    request: (context, date) => ({ method: 'GET', url: outletPath(context, '/orders'), headers: asOwner(context), query: { date } }),
  },
  'the day summary': {
    field: 'querystring.date',
    request: (context, date) => ({ method: 'GET', url: outletPath(context, '/summary'), headers: asOwner(context), query: { date } }),
  },
  'the CSV export': {
    field: 'querystring.from',
    request: (context, date) => ({ method: 'GET', url: outletPath(context, '/orders.csv'), headers: asOwner(context), query: { from: date, to: date } }),
  },
  'the gift-card report': {
    field: 'querystring.from',
    request: (context, date) => ({ method: 'GET', url: '/api/console/reports/gift-cards', headers: asOwner(context), query: { from: date, to: '2026-11-30' } }),
  },
  'a new closure': {
    field: 'body.date',
    request: (context, date) => ({ method: 'POST', url: outletPath(context, '/rules/closures'), headers: asOwner(context), payload: { date } }),
  },
  'a closure removed': {
    field: 'params.date',
    request: (context, date) => ({ method: 'DELETE', url: outletPath(context, `/rules/closures/${date}`), headers: asOwner(context) }),
  },
  'a coupon’s start': {
    field: 'body.valid_from',
    request: (context, date) => ({
      method: 'POST',
      url: '/api/console/coupons',
      headers: asOwner(context),
      payload: coupon({ valid_from: `${date}T00:00:00Z` }),
    }),
  },
};

describeEachDatabase(
  'request inputs: text without control characters, dates within 2000–2100',
  (get) => {
    const kit = consoleOrdersKit(get);
    let context: Context;

    beforeAll(async () => {
      const outletId = await kit.outlet();
      const user = await createTestUser(get().db);
      const created = await kit.inject({ method: 'POST', url: '/api/v2/me/addresses', headers: user.headers, payload: address });
      expect(created.statusCode, created.body).toBe(201);
      const { order } = await kit.placed({ payment_method: 'card' }, 2);
      const { order: placed } = await kit.placed();
      const owner = await kit.signedIn('owner');
      // Enough for a delivery's minimum order, so a delivery placement is refused for its bad field alone.
      const guest = await kit.guestWithCart(8);
      const garlicBread = productNamed(await kit.menuOf(SURRY_HILLS), 'Garlic Bread');
      context = {
        outletId,
        guest,
        user,
        addressId: addressResponseSchema.parse(created.json()).data.id,
        owner,
        orderId: placed.id,
        clientSecret: order.payment!.client_secret!,
        cartLine: {
          restaurant_id: outletId,
          guest_id: guest.guestId,
          restaurant_product_id: garlicBread.restaurant_product_id,
          product_id: garlicBread.product_id,
        },
      };
    });

    async function refused(row: Row, bad: string) {
      const response = await kit.inject(row.request(context, bad));
      const error = kit.errorOf(response, 400);
      expect(error.code).toBe('bad_request');
      expect(error.message).toContain(`${row.field}:`);
      return error.message;
    }

    describe('a NUL in a text field', () => {
      it.each(Object.entries(TEXT_ROWS))('is refused in %s (400 naming the field)', async (_name, row) => {
        expect(await refused(row, NUL)).toMatch(row.says ?? /control character U\+0000/);
      });
    });

    describe('a date outside 2000–2100', () => {
      it.each(Object.entries(DATE_ROWS))('is refused by %s (400 naming the field)', async (_name, row) => {
        for (const date of ['0001-01-01', '1999-12-31', '2101-01-01']) expect(await refused(row, date)).toMatch(/2000 and 2100/);
      });
    });

    it('the same requests with ordinary values are accepted, so only the bad value is refused', async () => {
      const fine: [Row, string][] = [
        [TEXT_ROWS['a guest’s name']!, 'Grace Hopper'],
        [TEXT_ROWS['a cart line’s notes']!, 'No garlic,\nplease'],
        [TEXT_ROWS['a stock search']!, 'garlic'],
        [TEXT_ROWS['a gift-card search']!, 'grace@example.test'],
        [DATE_ROWS['the gift-card report']!, '2026-11-01'],
        [DATE_ROWS['time slots']!, ORDER_DAY],
        [DATE_ROWS['the day summary']!, '2000-01-01'],
        [DATE_ROWS['the board']!, '2100-12-31'],
      ];
      for (const [row, value] of fine) {
        const response = await kit.inject(row.request(context, value));
        expect(response.statusCode, response.body).toBeLessThan(300);
      }
    });
  },
  {},
  { now: () => clockAt(ORDER_DAY, '12:00') },
);
