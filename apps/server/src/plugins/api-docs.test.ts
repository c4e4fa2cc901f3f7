import Ajv2020 from 'ajv/dist/2020.js';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { defaultSiteConfig } from '@crust/contract/site-config-defaults';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../test/test-database.ts';
import { createTestUser, type TestUser } from '../test/test-users.ts';
import { cartKit, normalForm, productNamed, SURRY_HILLS } from '../modules/cart/cart-test-kit.ts';
import { multipartBody } from '../modules/console-images/image-test-kit.ts';

// Issue 8: the OpenAPI document at /api/openapi.json is generated from the routes' contract schemas.
// This test fails when a route is missing from it, when a documented operation has no sample request
// below, or when a sample's answer is not one the document declares (status and body schema).

interface OpenApiDoc {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>>;
}

/** Fastify's `/a/:id` is OpenAPI's `/a/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

const docsZone = { name: 'Docs', postcodes: ['2000'], suburbs: [], fee: 500, minimum_order: 2000, free_delivery_over: null, sort_order: 0 };
const docsCoupon = { code: 'DOCS10', name: 'Docs', kind: 'percent', value: 10 };
const docsCategory = { name: 'Docs' };
const docsProduct = { name: 'Docs Pizza', category_id: 1, price: 1500 };
const docsDaypart = { name: 'Lunch', target: { category_id: 1 }, weekdays: [1, 2, 3, 4, 5], starts: '11:00', ends: '15:00' };
const docsOutlet = {
  name: 'Crust Docs',
  street_name: '1 George St',
  suburb: 'Sydney',
  city: 'Sydney',
  state: 'NSW',
  postcode: '2000',
  phone: '(02) 9000 0000',
  email: 'docs@crust.test',
  timezone: 'Australia/Sydney',
  status: 1,
  image_id: null,
};

const docsModifierGroup = { name: 'Docs dips', min_choices: 0, max_choices: 1, modifiers: [{ name: 'Aioli', online_price: 0, is_default: false }] };
const docsAttribute = { name: 'Docs size', values: [{ name: 'Large' }] };

describeEachDatabase('the OpenAPI document', (get) => {
  const kit = cartKit(get);
  let doc: OpenApiDoc;
  let user: TestUser;
  let restaurantId: number;
  let margherita: { product_id: number; restaurant_product_id: number };
  const inject = (options: InjectOptions) => get().app.inject(options);
  const docsDeal = () => ({
    kind: 'deal',
    name: 'Docs deal',
    price: 2000,
    on_main_menu: true,
    on_instore_menu: true,
    on_dinein_menu: true,
    components: [{ name: 'A pizza', quantity: 1, choices: [{ restaurant_product_id: margherita.restaurant_product_id }] }],
  });
  const asUser = (options: InjectOptions) => inject({ ...options, headers: { ...user.headers, ...options.headers } });

  beforeAll(async () => {
    const response = await inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    doc = response.json() as OpenApiDoc;
    user = await createTestUser(get().db);
    restaurantId = await kit.outletId(SURRY_HILLS);
    const product = productNamed(await kit.menuOf(SURRY_HILLS), 'Margherita');
    margherita = { product_id: product.product_id, restaurant_product_id: product.restaurant_product_id };
  });

  /**
   * One real request per documented operation. A new route needs a line here (the test below says
   * which is missing): the cheapest request that reaches the handler, with the helpers above.
   */
  const samples: Record<string, () => Promise<LightMyRequestResponse>> = {
    'GET /api/health': () => inject({ method: 'GET', url: '/api/health' }),
    'POST /api/restaurants-with-images': () => inject({ method: 'POST', url: '/api/restaurants-with-images', payload: { tenant_id: 64, status: 1 } }),
    'GET /api/v2/restaurants/app-settings': () => inject({ method: 'GET', url: `/api/v2/restaurants/app-settings?tenant_id=64&restaurant_id=${restaurantId}` }),
    'GET /api/v2/menu': () => inject({ method: 'GET', url: `/api/v2/menu?tenant_id=64&restaurant_id=${restaurantId}&menu=main` }),
    // The live menu of an unknown outlet: the documented 404 (the stream itself is menu-changes.test.ts's).
    'GET /api/v2/menu/events': () => inject({ method: 'GET', url: '/api/v2/menu/events?tenant_id=64&restaurant_id=999999' }),
    'GET /api/v2/offers': () => inject({ method: 'GET', url: `/api/v2/offers?tenant_id=64&restaurant_id=${restaurantId}` }),
    'GET /api/v2/cart': () => asUser({ method: 'GET', url: `/api/v2/cart?user_id=${user.userId}` }),
    'POST /api/v2/cart': async () =>
      asUser({
        method: 'POST',
        url: '/api/v2/cart',
        payload: { restaurant_id: restaurantId, user_id: user.userId, ...normalForm(productNamed(await kit.menuOf(SURRY_HILLS), 'Garlic Bread')) },
      }),
    'PUT /api/v2/cart/items/{id}': async () =>
      asUser({
        method: 'PUT',
        url: '/api/v2/cart/items/999999',
        payload: { restaurant_id: restaurantId, ...normalForm(productNamed(await kit.menuOf(SURRY_HILLS), 'Garlic Bread')) },
      }),
    'PUT /api/cart/update-cart': () => asUser({ method: 'PUT', url: '/api/cart/update-cart', payload: { cart_id: 999_999, quantity: 2 } }),
    'DELETE /api/v2/cart/{id}': () => asUser({ method: 'DELETE', url: '/api/v2/cart/999999' }),
    'DELETE /api/v2/cart/clear': () => asUser({ method: 'DELETE', url: '/api/v2/cart/clear', payload: { user_id: user.userId } }),
    'GET /api/v2/checkout/time-slots': () =>
      inject({
        method: 'GET',
        url: '/api/v2/checkout/time-slots',
        query: {
          restaurant_id: String(restaurantId),
          date: new Date().toLocaleDateString('en-CA', { timeZone: 'Australia/Sydney' }),
          delivery_method: 'pickup',
        },
      }),
    'POST /api/v2/checkout/delivery-charge': () =>
      asUser({
        method: 'POST',
        url: '/api/v2/checkout/delivery-charge',
        payload: {
          restaurant_id: restaurantId,
          formattedAddress: '12 Crown St, Surry Hills NSW 2010',
          suburb: 'Surry Hills',
          city: 'Sydney',
          postcode: '2010',
        },
      }),
    // Without an Idempotency-Key: the documented 400 (a real placement is orders.test.ts's business).
    'POST /api/v2/orders': () =>
      asUser({
        method: 'POST',
        url: '/api/v2/orders',
        payload: {
          restaurant_id: restaurantId,
          user_id: user.userId,
          delivery_method: 'pickup',
          pickup_date: '2026-11-24',
          asap: true,
          payment_method: 'card',
        },
      }),
    'GET /api/v2/orders': () => asUser({ method: 'GET', url: '/api/v2/orders?page=1&per_page=10' }),
    'POST /api/v2/orders/lookup': () => asUser({ method: 'POST', url: '/api/v2/orders/lookup', payload: { number: 999_999, email: 'nobody@example.test' } }),
    'GET /api/v2/orders/{order_id}': () => asUser({ method: 'GET', url: '/api/v2/orders/ord_missing' }),
    'GET /api/v2/orders/{order_id}/events': () => asUser({ method: 'GET', url: '/api/v2/orders/ord_missing/events' }),
    'POST /api/v2/orders/{order_id}/reorder': () => asUser({ method: 'POST', url: '/api/v2/orders/ord_missing/reorder' }),
    'POST /api/v2/orders/{order_id}/cancel': () => asUser({ method: 'POST', url: '/api/v2/orders/ord_missing/cancel' }),
    // Issue 21: buying a gift card without an Idempotency-Key (the documented 400; purchases are gift-card-purchases.test.ts's business).
    'POST /api/v2/gift-cards/purchases': () =>
      asUser({
        method: 'POST',
        url: '/api/v2/gift-cards/purchases',
        payload: {
          tenant_id: 64,
          amount: 5000,
          recipient_name: 'Ada',
          recipient_email: 'ada@example.test',
          send_on: '2026-11-24',
          purchaser_name: 'Grace',
          purchaser_email: 'grace@example.test',
        },
      }),
    'GET /api/v2/gift-cards/purchases': () => asUser({ method: 'GET', url: '/api/v2/gift-cards/purchases' }),
    'GET /api/v2/gift-cards/purchases/{purchase_id}': () => asUser({ method: 'GET', url: '/api/v2/gift-cards/purchases/gcp_missing' }),
    'POST /api/v2/gift-cards/purchases/{purchase_id}/resend': () => asUser({ method: 'POST', url: '/api/v2/gift-cards/purchases/gcp_missing/resend' }),
    'POST /api/console/gift-card-purchases/{purchase_id}/refund': () =>
      asUser({ method: 'POST', url: '/api/console/gift-card-purchases/gcp_missing/refund', payload: { reason: 'Docs refund' } }),
    // Issue 21: a code no card has (404 gift_card_not_found).
    'POST /api/v2/gift-cards/balance': () =>
      inject({ method: 'POST', url: '/api/v2/gift-cards/balance', payload: { tenant_id: 64, code: 'CRST-GFTC-ARD5-0000' } }),
    'POST /api/test-provider/confirm': () =>
      inject({
        method: 'POST',
        url: '/api/test-provider/confirm',
        payload: { client_secret: 'tp_unknown_secret_docs', number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
      }),
    'POST /api/v2/auth/guest': () => inject({ method: 'POST', url: '/api/v2/auth/guest', payload: { tenant_id: 64 } }),
    'GET /api/v2/auth/guest': () => asUser({ method: 'GET', url: '/api/v2/auth/guest' }),
    'POST /api/v2/auth/signup': () =>
      inject({
        method: 'POST',
        url: '/api/v2/auth/signup',
        payload: { tenant_id: 64, name: 'Ada', email: 'docs@example.test', phone_no: '0400 000 000', password: 'a fine passphrase' },
      }),
    'POST /api/v2/auth/verify-otp': () =>
      inject({
        method: 'POST',
        url: '/api/v2/auth/verify-otp',
        payload: { tenant_id: 64, email: 'docs@example.test', code: '000000', signup_token: 'docs-token' },
      }),
    'POST /api/v2/auth/resend-otp': () =>
      inject({ method: 'POST', url: '/api/v2/auth/resend-otp', payload: { tenant_id: 64, email: 'docs@example.test', signup_token: 'docs-token' } }),
    'POST /api/v2/auth/login': () =>
      inject({ method: 'POST', url: '/api/v2/auth/login', payload: { tenant_id: 64, email: 'diner@crust.test', password: 'crust-demo-2026' } }),
    'POST /api/v2/auth/forgot-password': () =>
      inject({ method: 'POST', url: '/api/v2/auth/forgot-password', payload: { tenant_id: 64, email: 'nobody@example.test' } }),
    'POST /api/v2/auth/reset-password': () =>
      inject({
        method: 'POST',
        url: '/api/v2/auth/reset-password',
        payload: { tenant_id: 64, email: 'nobody@example.test', code: '000000', password: 'a fine passphrase' },
      }),
    'POST /api/v2/auth/logout': async () => {
      const other = await createTestUser(get().db);
      return inject({ method: 'POST', url: '/api/v2/auth/logout', headers: other.headers });
    },
    'GET /api/v2/me': () => asUser({ method: 'GET', url: '/api/v2/me' }),
    'PATCH /api/v2/me': () => asUser({ method: 'PATCH', url: '/api/v2/me', payload: { name: 'Docs Diner' } }),
    'DELETE /api/v2/me': () => asUser({ method: 'DELETE', url: '/api/v2/me', payload: { password: 'not the password' } }),
    'POST /api/v2/me/password': () =>
      asUser({ method: 'POST', url: '/api/v2/me/password', payload: { current_password: 'not it', new_password: 'a fine passphrase' } }),
    'GET /api/v2/me/addresses': () => asUser({ method: 'GET', url: '/api/v2/me/addresses' }),
    'POST /api/v2/me/addresses': () =>
      asUser({
        method: 'POST',
        url: '/api/v2/me/addresses',
        payload: { formattedAddress: '1 George St, Sydney NSW 2000', street: '1 George St', suburb: 'Sydney', city: 'Sydney', state: 'NSW', postcode: '2000' },
      }),
    'PATCH /api/v2/me/addresses/{id}': () => asUser({ method: 'PATCH', url: '/api/v2/me/addresses/999999', payload: { label: 'Work' } }),
    'DELETE /api/v2/me/addresses/{id}': () => asUser({ method: 'DELETE', url: '/api/v2/me/addresses/999999' }),
    'GET /api/get-wishlist': () => asUser({ method: 'GET', url: '/api/get-wishlist' }),
    'POST /api/add-to-wishlist': () => asUser({ method: 'POST', url: '/api/add-to-wishlist', payload: { ...margherita, user_id: user.userId } }),
    'DELETE /api/wishlist/{id}': () => asUser({ method: 'DELETE', url: `/api/wishlist/${margherita.restaurant_product_id}` }),
    'GET /api/empty-wishlist': () => asUser({ method: 'GET', url: '/api/empty-wishlist' }),
    // The console's staff module (issue 10): its own tests sign people in; here a diner's token is the documented 401.
    'POST /api/console/auth/sign-in': () =>
      inject({ method: 'POST', url: '/api/console/auth/sign-in', payload: { tenant_id: 64, email: 'owner@crust.test', password: 'crust-demo-2026' } }),
    'POST /api/console/auth/sign-out': () => asUser({ method: 'POST', url: '/api/console/auth/sign-out' }),
    'GET /api/console/me': () => asUser({ method: 'GET', url: '/api/console/me' }),
    'POST /api/console/auth/totp': () => asUser({ method: 'POST', url: '/api/console/auth/totp' }),
    'POST /api/console/auth/totp/confirm': () => asUser({ method: 'POST', url: '/api/console/auth/totp/confirm', payload: { code: '000000' } }),
    'DELETE /api/console/auth/totp': () => asUser({ method: 'DELETE', url: '/api/console/auth/totp', payload: { code: '000000' } }),
    'POST /api/console/auth/password': () =>
      inject({ method: 'POST', url: '/api/console/auth/password', payload: { token: 'not-a-link-token-anyone-has', password: 'a fine passphrase' } }),
    'GET /api/console/staff': () => asUser({ method: 'GET', url: '/api/console/staff' }),
    'POST /api/console/staff': () => asUser({ method: 'POST', url: '/api/console/staff', payload: { email: 'docs@staff.test', name: 'Docs', role: 'crew' } }),
    'PATCH /api/console/staff/{staffId}': () => asUser({ method: 'PATCH', url: '/api/console/staff/1', payload: { disabled: true } }),
    'GET /api/console/audit-log': () => asUser({ method: 'GET', url: '/api/console/audit-log?page=1&per_page=10' }),
    'GET /api/console/outlets/{outletId}/ordering': () => asUser({ method: 'GET', url: `/api/console/outlets/${restaurantId}/ordering` }),
    'POST /api/console/outlets/{outletId}/pause': () => asUser({ method: 'POST', url: `/api/console/outlets/${restaurantId}/pause`, payload: { minutes: 15 } }),
    'POST /api/console/outlets/{outletId}/resume': () => asUser({ method: 'POST', url: `/api/console/outlets/${restaurantId}/resume` }),
    'GET /api/console/outlets/{outletId}/stock': () => asUser({ method: 'GET', url: `/api/console/outlets/${restaurantId}/stock?search=garlic` }),
    'PUT /api/console/outlets/{outletId}/stock/products/{restaurantProductId}': () =>
      asUser({ method: 'PUT', url: `/api/console/outlets/${restaurantId}/stock/products/${margherita.restaurant_product_id}`, payload: { in_stock: false } }),
    'PUT /api/console/outlets/{outletId}/stock/modifiers/{modifierId}': () =>
      asUser({ method: 'PUT', url: `/api/console/outlets/${restaurantId}/stock/modifiers/1`, payload: { in_stock: false } }),
    'GET /api/console/outlets/{outletId}/orders': () => asUser({ method: 'GET', url: `/api/console/outlets/${restaurantId}/orders?status=placed,accepted` }),
    'GET /api/console/outlets/{outletId}/orders/stream': () => asUser({ method: 'GET', url: `/api/console/outlets/${restaurantId}/orders/stream` }),
    'GET /api/console/outlets/{outletId}/orders/{orderId}': () => asUser({ method: 'GET', url: `/api/console/outlets/${restaurantId}/orders/ord_missing` }),
    'POST /api/console/outlets/{outletId}/orders/{orderId}/transitions': () =>
      asUser({
        method: 'POST',
        url: `/api/console/outlets/${restaurantId}/orders/ord_missing/transitions`,
        payload: { transition: 'accept', version: 1, estimated_minutes: 20 },
      }),
    'GET /api/console/outlets/{outletId}/site-config': () => asUser({ method: 'GET', url: `/api/console/outlets/${restaurantId}/site-config` }),
    'PUT /api/console/outlets/{outletId}/site-config': () =>
      asUser({ method: 'PUT', url: `/api/console/outlets/${restaurantId}/site-config`, payload: { config: defaultSiteConfig, version: 1 } }),
    'GET /api/console/outlets/{outletId}/site-config/versions': () =>
      asUser({ method: 'GET', url: `/api/console/outlets/${restaurantId}/site-config/versions` }),
    'GET /api/console/outlets/{outletId}/site-config/versions/{version}': () =>
      asUser({ method: 'GET', url: `/api/console/outlets/${restaurantId}/site-config/versions/1` }),
    'POST /api/console/outlets/{outletId}/site-config/versions/{version}/restore': () =>
      asUser({ method: 'POST', url: `/api/console/outlets/${restaurantId}/site-config/versions/1/restore` }),
    'GET /api/console/outlets/{outletId}/summary': () => asUser({ method: 'GET', url: `/api/console/outlets/${restaurantId}/summary?date=2026-11-24` }),
    // A diner's token: the documented 401 in JSON (the CSV itself is console-reports.test.ts's business).
    'GET /api/console/outlets/{outletId}/orders.csv': () =>
      asUser({ method: 'GET', url: `/api/console/outlets/${restaurantId}/orders.csv?from=2026-11-01&to=2026-11-30` }),
    // Ordering rules, zones and coupons (console-rules, console-coupons): a diner's token, the documented 401.
    'GET /api/console/outlets/{outletId}/rules': () => asUser({ method: 'GET', url: `/api/console/outlets/${restaurantId}/rules` }),
    'PATCH /api/console/outlets/{outletId}/rules': () =>
      asUser({ method: 'PATCH', url: `/api/console/outlets/${restaurantId}/rules`, payload: { slot_capacity: 8 } }),
    'PUT /api/console/outlets/{outletId}/rules/hours': () =>
      asUser({
        method: 'PUT',
        url: `/api/console/outlets/${restaurantId}/rules/hours`,
        payload: { pickup: [{ weekday: 5, opens: '17:00', closes: '01:00' }], delivery: [] },
      }),
    'POST /api/console/outlets/{outletId}/rules/closures': () =>
      asUser({ method: 'POST', url: `/api/console/outlets/${restaurantId}/rules/closures`, payload: { date: '2026-12-25', reason: 'Christmas' } }),
    'DELETE /api/console/outlets/{outletId}/rules/closures/{date}': () =>
      asUser({ method: 'DELETE', url: `/api/console/outlets/${restaurantId}/rules/closures/2026-12-25` }),
    'GET /api/console/outlets/{outletId}/zones': () => asUser({ method: 'GET', url: `/api/console/outlets/${restaurantId}/zones` }),
    'POST /api/console/outlets/{outletId}/zones': () => asUser({ method: 'POST', url: `/api/console/outlets/${restaurantId}/zones`, payload: docsZone }),
    'PUT /api/console/outlets/{outletId}/zones/{zoneId}': () =>
      asUser({ method: 'PUT', url: `/api/console/outlets/${restaurantId}/zones/1`, payload: docsZone }),
    'DELETE /api/console/outlets/{outletId}/zones/{zoneId}': () => asUser({ method: 'DELETE', url: `/api/console/outlets/${restaurantId}/zones/1` }),
    'GET /api/console/coupons': () => asUser({ method: 'GET', url: `/api/console/coupons?outlet_id=${restaurantId}` }),
    'POST /api/console/coupons': () => asUser({ method: 'POST', url: '/api/console/coupons', payload: docsCoupon }),
    'PUT /api/console/coupons/{couponId}': () => asUser({ method: 'PUT', url: '/api/console/coupons/1', payload: docsCoupon }),
    'POST /api/console/coupons/{couponId}/disable': () => asUser({ method: 'POST', url: '/api/console/coupons/1/disable' }),
    'POST /api/console/coupons/{couponId}/enable': () => asUser({ method: 'POST', url: '/api/console/coupons/1/enable' }),
    // Photos (console-images): a diner's token, the documented 401 (uploads themselves are console-images.test.ts's business).
    'POST /api/console/images': () => asUser({ method: 'POST', url: '/api/console/images', ...multipartBody([]) }),
    'GET /api/console/images': () => asUser({ method: 'GET', url: '/api/console/images?page=1' }),
    'GET /api/console/images/{imageId}': () => asUser({ method: 'GET', url: '/api/console/images/1' }),
    // Catalogue import and export (console-catalogue-io): a diner's token, the documented 401.
    'GET /api/console/catalogue/export': () => asUser({ method: 'GET', url: '/api/console/catalogue/export' }),
    'GET /api/console/catalogue/export.csv': () => asUser({ method: 'GET', url: '/api/console/catalogue/export.csv' }),
    'POST /api/console/catalogue/import': () =>
      asUser({ method: 'POST', url: '/api/console/catalogue/import?dry_run=true', payload: { format: 'crust-catalogue', version: 1, categories: [] } }),
    // Outlet profiles (console-outlet-profiles): a diner's token, the documented 401.
    'GET /api/console/outlets': () => asUser({ method: 'GET', url: '/api/console/outlets' }),
    'POST /api/console/outlets': () => asUser({ method: 'POST', url: '/api/console/outlets', payload: docsOutlet }),
    'GET /api/console/outlets/{outletId}/profile': () => asUser({ method: 'GET', url: `/api/console/outlets/${restaurantId}/profile` }),
    'PUT /api/console/outlets/{outletId}/profile': () =>
      asUser({ method: 'PUT', url: `/api/console/outlets/${restaurantId}/profile`, payload: { ...docsOutlet, version: 1 } }),
    'POST /api/console/outlets/{outletId}/archive': () => asUser({ method: 'POST', url: `/api/console/outlets/${restaurantId}/archive` }),
    'POST /api/console/outlets/{outletId}/unarchive': () => asUser({ method: 'POST', url: `/api/console/outlets/${restaurantId}/unarchive` }),
    // Modifier groups, attributes and deals (issue 19): a diner's token, the documented 401 (their rules are their modules' tests).
    'GET /api/console/modifier-groups': () => asUser({ method: 'GET', url: '/api/console/modifier-groups' }),
    'POST /api/console/modifier-groups': () => asUser({ method: 'POST', url: '/api/console/modifier-groups', payload: docsModifierGroup }),
    'GET /api/console/modifier-groups/{groupId}': () => asUser({ method: 'GET', url: '/api/console/modifier-groups/1' }),
    'PUT /api/console/modifier-groups/{groupId}': () =>
      asUser({ method: 'PUT', url: '/api/console/modifier-groups/1', payload: { ...docsModifierGroup, version: 1 } }),
    'DELETE /api/console/modifier-groups/{groupId}': () => asUser({ method: 'DELETE', url: '/api/console/modifier-groups/1' }),
    'GET /api/console/attributes': () => asUser({ method: 'GET', url: '/api/console/attributes' }),
    'POST /api/console/attributes': () => asUser({ method: 'POST', url: '/api/console/attributes', payload: docsAttribute }),
    'GET /api/console/attributes/{attributeId}': () => asUser({ method: 'GET', url: '/api/console/attributes/1' }),
    'PUT /api/console/attributes/{attributeId}': () => asUser({ method: 'PUT', url: '/api/console/attributes/1', payload: { ...docsAttribute, version: 1 } }),
    'GET /api/console/outlets/{outletId}/deals': () => asUser({ method: 'GET', url: `/api/console/outlets/${restaurantId}/deals` }),
    'POST /api/console/outlets/{outletId}/deals': () => asUser({ method: 'POST', url: `/api/console/outlets/${restaurantId}/deals`, payload: docsDeal() }),
    'GET /api/console/outlets/{outletId}/deals/{dealId}': () => asUser({ method: 'GET', url: `/api/console/outlets/${restaurantId}/deals/1` }),
    'PUT /api/console/outlets/{outletId}/deals/{dealId}': () =>
      asUser({ method: 'PUT', url: `/api/console/outlets/${restaurantId}/deals/1`, payload: { ...docsDeal(), version: 1 } }),
    'POST /api/console/outlets/{outletId}/deals/{dealId}/archive': () =>
      asUser({ method: 'POST', url: `/api/console/outlets/${restaurantId}/deals/1/archive` }),
    'POST /api/console/outlets/{outletId}/deals/{dealId}/unarchive': () =>
      asUser({ method: 'POST', url: `/api/console/outlets/${restaurantId}/deals/1/unarchive` }),
    // An outlet's products, prices and dayparts (console-outlet-menu): a diner's token, the documented 401.
    'GET /api/console/outlets/{outletId}/menu-items': () => asUser({ method: 'GET', url: `/api/console/outlets/${restaurantId}/menu-items` }),
    'PUT /api/console/outlets/{outletId}/menu-items/{productId}': () =>
      asUser({
        method: 'PUT',
        url: `/api/console/outlets/${restaurantId}/menu-items/1`,
        payload: { sold: true, on_main_menu: true, on_instore_menu: true, on_dinein_menu: true, price_override: null, version: 1 },
      }),
    'GET /api/console/outlets/{outletId}/dayparts': () => asUser({ method: 'GET', url: `/api/console/outlets/${restaurantId}/dayparts` }),
    'POST /api/console/outlets/{outletId}/dayparts': () =>
      asUser({ method: 'POST', url: `/api/console/outlets/${restaurantId}/dayparts`, payload: docsDaypart }),
    'PUT /api/console/outlets/{outletId}/dayparts/{daypartId}': () =>
      asUser({ method: 'PUT', url: `/api/console/outlets/${restaurantId}/dayparts/1`, payload: { ...docsDaypart, version: 1 } }),
    'DELETE /api/console/outlets/{outletId}/dayparts/{daypartId}': () => asUser({ method: 'DELETE', url: `/api/console/outlets/${restaurantId}/dayparts/1` }),
    // The setup checklist (console-setup-checklist): a diner's token, the documented 401.
    'GET /api/console/setup-checklist': () => asUser({ method: 'GET', url: '/api/console/setup-checklist' }),
    'GET /api/console/coupons/{couponId}/uses': () => asUser({ method: 'GET', url: '/api/console/coupons/1/uses?page=1' }),
    // Gift cards and their liability report (console-gift-cards): a diner's token, the documented 401.
    'GET /api/console/gift-cards': () => asUser({ method: 'GET', url: '/api/console/gift-cards?search=ABCD' }),
    'POST /api/console/gift-cards': () => asUser({ method: 'POST', url: '/api/console/gift-cards', payload: { amount: 2000, reason: 'Goodwill gesture' } }),
    'GET /api/console/gift-cards/{id}': () => asUser({ method: 'GET', url: '/api/console/gift-cards/1' }),
    'POST /api/console/gift-cards/{id}/adjust': () =>
      asUser({ method: 'POST', url: '/api/console/gift-cards/1/adjust', payload: { delta: 500, reason: 'Goodwill gesture' } }),
    'POST /api/console/gift-cards/{id}/void': () => asUser({ method: 'POST', url: '/api/console/gift-cards/1/void', payload: { reason: 'Reported stolen' } }),
    'GET /api/console/reports/gift-cards': () => asUser({ method: 'GET', url: '/api/console/reports/gift-cards?from=2026-11-01&to=2026-11-30' }),
    'GET /api/console/reports/gift-cards.csv': () => asUser({ method: 'GET', url: '/api/console/reports/gift-cards.csv?from=2026-11-01&to=2026-11-30' }),
    // The catalogue (console-categories, console-products, console-menu-settings): a diner's token, the documented 401.
    'GET /api/console/categories': () => asUser({ method: 'GET', url: '/api/console/categories' }),
    'POST /api/console/categories': () => asUser({ method: 'POST', url: '/api/console/categories', payload: docsCategory }),
    'POST /api/console/categories/reorder': () => asUser({ method: 'POST', url: '/api/console/categories/reorder', payload: { ids: [1, 2] } }),
    'GET /api/console/categories/{categoryId}': () => asUser({ method: 'GET', url: '/api/console/categories/1' }),
    'PUT /api/console/categories/{categoryId}': () => asUser({ method: 'PUT', url: '/api/console/categories/1', payload: { ...docsCategory, version: 1 } }),
    'DELETE /api/console/categories/{categoryId}': () => asUser({ method: 'DELETE', url: '/api/console/categories/1' }),
    'GET /api/console/products': () => asUser({ method: 'GET', url: '/api/console/products?category_id=1&include_archived=true&search=pizza' }),
    'POST /api/console/products': () => asUser({ method: 'POST', url: '/api/console/products', payload: docsProduct }),
    'POST /api/console/products/reorder': () => asUser({ method: 'POST', url: '/api/console/products/reorder', payload: { category_id: 1, ids: [1, 2] } }),
    'GET /api/console/products/{productId}': () => asUser({ method: 'GET', url: `/api/console/products/${margherita.product_id}` }),
    'PUT /api/console/products/{productId}': () =>
      asUser({ method: 'PUT', url: `/api/console/products/${margherita.product_id}`, payload: { ...docsProduct, version: 1 } }),
    'POST /api/console/products/{productId}/archive': () => asUser({ method: 'POST', url: `/api/console/products/${margherita.product_id}/archive` }),
    'POST /api/console/products/{productId}/unarchive': () => asUser({ method: 'POST', url: `/api/console/products/${margherita.product_id}/unarchive` }),
    'GET /api/console/menu-settings': () => asUser({ method: 'GET', url: '/api/console/menu-settings' }),
    'PUT /api/console/menu-settings': () => asUser({ method: 'PUT', url: '/api/console/menu-settings', payload: { half_and_half_pricing: 'average' } }),
  };

  it('is OpenAPI 3.1 with the API’s title', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Crust API');
  });

  it('documents every API route', () => {
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`)),
    );
    const registered = get().app.apiRoutes.map((route) => `${route.method} ${openApiPath(route.url)}`);
    expect(registered.length).toBeGreaterThan(20);
    expect(registered.filter((route) => !documented.has(route))).toEqual([]);
  });

  it('has a sample request for every documented operation', () => {
    const operations = Object.entries(doc.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));
    expect(operations.filter((operation) => !(operation in samples))).toEqual([]);
  });

  it('answers each sample with a documented status and a body of the documented schema', async () => {
    const ajv = new Ajv2020({ strict: false, validateSchema: false, allErrors: true });
    ajv.addSchema(doc as object, 'openapi');
    const problems: string[] = [];
    for (const [operation, send] of Object.entries(samples)) {
      const [method, path] = operation.split(' ') as [string, string];
      const response = await send();
      const documented = doc.paths[path]?.[method.toLowerCase()]?.responses[String(response.statusCode)];
      if (!documented) {
        problems.push(`${operation}: answered ${response.statusCode}, which is not documented`);
        continue;
      }
      const schemaPointer = ['paths', path, method.toLowerCase(), 'responses', String(response.statusCode), 'content', 'application/json', 'schema']
        .map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1'))
        .join('/');
      if (!documented.content?.['application/json']) {
        if (response.body !== '') problems.push(`${operation}: answered a body where none is documented`);
        continue;
      }
      const validate = ajv.getSchema(`openapi#/${schemaPointer}`);
      if (!validate) throw new Error(`No schema at ${schemaPointer}`);
      if (!validate(response.json())) problems.push(`${operation} ${response.statusCode}: ${ajv.errorsText(validate.errors)}`);
    }
    expect(problems).toEqual([]);
  });

  it('serves the reference page at /api/docs under a CSP that lets its own files run', async () => {
    const page = await inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/swagger-ui/i);
    expect(String(page.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
    expect(String(page.headers['content-security-policy'])).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});
