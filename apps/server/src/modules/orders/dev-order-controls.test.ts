import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../env.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { clockAt, ORDER_DAY, orderKit } from './order-test-kit.ts';

// Until the staff console (issue 10) exists, a developer (and the browser journeys) move an order as
// the restaurant would through a development-only call that goes through the one state machine.

const clock = clockAt(ORDER_DAY, '12:00');
const move = (orderId: string, transition: string) => ({ method: 'POST' as const, url: `/api/dev/orders/${orderId}/transitions`, payload: { transition } });

describeEachDatabase(
  'development order controls (DEV_ORDER_CONTROLS=true)',
  (get) => {
    const kit = orderKit(get);

    it('moves an order through the state machine as the restaurant would, and the diner reads each status', async () => {
      const guest = await kit.guestWithCart();
      const order = kit.orderOf(await kit.place(guest, await kit.pickupBody(guest)));
      for (const [transition, status] of [
        ['accept', 'accepted'],
        ['start_preparing', 'preparing'],
        ['mark_ready', 'ready'],
        ['complete', 'completed'],
      ] as const) {
        const response = await kit.inject(move(order.id, transition));
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().data.status).toBe(status);
        expect(kit.orderOf(await kit.read(guest, order.id), 200).status).toBe(status);
      }
    });

    it('answers 409 outside the machine, 404 for no such order, 400 for a transition that is not the restaurant’s', async () => {
      const guest = await kit.guestWithCart();
      const order = kit.orderOf(await kit.place(guest, await kit.pickupBody(guest)));
      expect(kit.errorOf(await kit.inject(move(order.id, 'mark_ready')), 409).code).toBe('invalid_transition');
      expect(kit.errorOf(await kit.inject(move('no-such-order', 'accept')), 404).code).toBe('not_found');
      expect((await kit.inject(move(order.id, 'pay'))).statusCode).toBe(400);
      expect(kit.orderOf(await kit.read(guest, order.id), 200).status).toBe('placed');
    });
  },
  { DEV_ORDER_CONTROLS: 'true' },
  { now: () => clock },
);

describeEachDatabase(
  'development order controls, off by default',
  (get) => {
    it('does not exist unless a developer turns it on', async () => {
      const response = await get().app.inject({ method: 'POST', url: '/api/dev/orders/any/transitions', payload: { transition: 'accept' } });
      expect(response.statusCode).toBe(404);
    });
  },
  {},
  { now: () => clock },
);

describe('DEV_ORDER_CONTROLS', () => {
  it('is refused with PAYMENT_MODE=live', () => {
    expect(() => parseConfig({ DEV_ORDER_CONTROLS: 'true', PAYMENT_MODE: 'live' })).toThrow(/DEV_ORDER_CONTROLS/);
  });
});
