import { boardOrderResponseSchema, boardResponseSchema, type BoardOrder } from '@crust/contract/console-orders';
import type { Order } from '@crust/contract/orders';
import { TEST_CARDS } from '@crust/contract/payments';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestContext } from '../../test/test-database.ts';
import { SURRY_HILLS, type Guest } from '../cart/cart-test-kit.ts';
import { orderKit, SURRY_HILLS_ADDRESS } from '../orders/order-test-kit.ts';
import { staffKit } from '../staff/staff-test-kit.ts';

type Who = { headers: Record<string, string> } | null;

/** The console's order calls in server tests: staff, diners placing orders, and the board's answers checked against the contract. */
export function consoleOrdersKit(get: () => TestContext) {
  const orders = orderKit(get);
  const staff = staffKit(get);
  const outlet = () => orders.outletId(SURRY_HILLS);
  const base = async (outletId?: number) => `/api/console/outlets/${outletId ?? (await outlet())}/orders`;

  const calls = {
    board: async (who: Who, query = '', outletId?: number) =>
      orders.inject({ method: 'GET', url: `${await base(outletId)}${query}`, headers: who?.headers ?? {} }),
    one: async (who: Who, orderId: string, outletId?: number) =>
      orders.inject({ method: 'GET', url: `${await base(outletId)}/${orderId}`, headers: who?.headers ?? {} }),
    move: async (who: Who, orderId: string, body: object, outletId?: number) =>
      orders.inject({ method: 'POST', url: `${await base(outletId)}/${orderId}/transitions`, headers: who?.headers ?? {}, payload: body }),
  };

  function cardOf(response: LightMyRequestResponse): BoardOrder {
    expect(response.statusCode, response.body).toBe(200);
    return boardOrderResponseSchema.parse(response.json()).data;
  }
  const boardOf = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(200);
    return boardResponseSchema.parse(response.json()).data;
  };

  /** A guest's cash pickup order at Surry Hills for 13:00 (or as `overrides` say), placed. */
  async function placed(overrides: object = {}, count = 1): Promise<{ guest: Guest; order: Order }> {
    const guest = await orders.guestWithCart(count);
    return { guest, order: orders.orderOf(await orders.place(guest, await orders.pickupBody(guest, overrides))) };
  }

  /** A delivery (enough Garlic Bread for the zone's minimum). */
  const delivery = (overrides: object = {}) =>
    placed({ delivery_method: 'delivery', pickup_time: '13:30', shipping_details: SURRY_HILLS_ADDRESS, ...overrides }, 8);

  /** A card order, paid with the test provider: `placed`, its payment succeeded. */
  async function paidByCard(overrides: object = {}) {
    const { guest, order } = await placed({ payment_method: 'card', ...overrides }, 2);
    const paid = await orders.inject({
      method: 'POST',
      url: '/api/test-provider/confirm',
      payload: { client_secret: order.payment!.client_secret, number: TEST_CARDS.succeeds, exp_month: 12, exp_year: 2030, cvc: '123' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    return { guest, order: orders.orderOf(await orders.read(guest, order.id), 200) };
  }

  return { ...orders, signedIn: staff.signedIn, otherTenantOutlet: staff.otherTenantOutlet, outlet, calls, cardOf, boardOf, placed, delivery, paidByCard };
}
