import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/test-database.ts';
import { clockAt, ORDER_DAY, orderKit } from './order-test-kit.ts';

// Issue 9: GET /api/v2/orders/{id}/events streams the order's status to its owner over a real HTTP
// connection; a change made through the state machine (on PostgreSQL: a notification through the
// server) arrives within a second, and the stream ends with the order.

const clock = clockAt(ORDER_DAY, '12:00');
const WITHIN_MS = 1000;

interface StatusEvent {
  status: string;
  version: number;
}

/** Reads a text/event-stream: each `event: status` as it comes, or 'closed' when the server ends it. */
async function openStream(url: string, headers: Record<string, string>) {
  const response = await fetch(url, { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  async function next(timeoutMs = WITHIN_MS): Promise<StatusEvent | 'closed'> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        if (block.includes('event: status') && data) return JSON.parse(data.slice(6)) as StatusEvent;
        continue;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No event within ${timeoutMs} ms`);
      const read = await Promise.race([reader.read(), new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), left))]);
      if (read === 'late') continue;
      if (read.done) return 'closed';
      buffer += read.value;
    }
  }
  return { next, cancel: () => reader.cancel() };
}

describeEachDatabase(
  'order status streams',
  (get) => {
    const kit = orderKit(get);
    let base = '';
    beforeAll(async () => {
      await kit.setSlotCapacity(10_000);
      base = await get().app.listen({ port: 0, host: '127.0.0.1' });
    });

    it('streams the status now, then each change within a second, and ends with the order', async () => {
      const guest = await kit.guestWithCart();
      const order = kit.orderOf(await kit.place(guest, await kit.pickupBody(guest)));
      const stream = await openStream(`${base}/api/v2/orders/${order.id}/events`, guest.headers);
      expect(await stream.next()).toEqual({ status: 'placed', version: 1 });
      const { orders } = get().app;
      for (const [transition, status, version] of [
        ['accept', 'accepted', 2],
        ['mark_ready', 'ready', 3],
      ] as const) {
        const changedAt = Date.now();
        await orders.changeStatus(order.id, transition);
        expect(await stream.next()).toEqual({ status, version });
        expect(Date.now() - changedAt).toBeLessThan(WITHIN_MS);
      }
      await orders.changeStatus(order.id, 'complete');
      expect(await stream.next()).toEqual({ status: 'completed', version: 4 });
      expect(await stream.next()).toBe('closed');
    });

    it('a diner’s cancel reaches the stream too; an ended order’s stream says so and closes', async () => {
      const guest = await kit.guestWithCart();
      const order = kit.orderOf(await kit.place(guest, await kit.pickupBody(guest)));
      const stream = await openStream(`${base}/api/v2/orders/${order.id}/events`, guest.headers);
      expect(await stream.next()).toEqual({ status: 'placed', version: 1 });
      await kit.inject({ method: 'POST', url: `/api/v2/orders/${order.id}/cancel`, headers: guest.headers });
      expect(await stream.next()).toEqual({ status: 'cancelled', version: 2 });
      expect(await stream.next()).toBe('closed');

      const again = await openStream(`${base}/api/v2/orders/${order.id}/events`, guest.headers);
      expect(await again.next()).toEqual({ status: 'cancelled', version: 2 });
      expect(await again.next()).toBe('closed');
    });

    it('is its owner’s only: another guest 404, no token 401', async () => {
      const guest = await kit.guestWithCart();
      const order = kit.orderOf(await kit.place(guest, await kit.pickupBody(guest)));
      const url = `/api/v2/orders/${order.id}/events`;
      expect(kit.errorOf(await kit.inject({ method: 'GET', url, headers: (await kit.guest()).headers }), 404).code).toBe('not_found');
      expect(kit.errorOf(await kit.inject({ method: 'GET', url }), 401).code).toBe('unauthorized');
    });
  },
  {},
  { now: () => clock },
);

describeEachDatabase(
  'order status streams when the server stops',
  (get) => {
    const kit = orderKit(get);

    it('ends every open stream, so the server stops at once and the diner’s page reconnects to another instance', async () => {
      await kit.setSlotCapacity(10_000);
      const base = await get().app.listen({ port: 0, host: '127.0.0.1' });
      const guest = await kit.guestWithCart();
      const order = kit.orderOf(await kit.place(guest, await kit.pickupBody(guest)));
      const stream = await openStream(`${base}/api/v2/orders/${order.id}/events`, guest.headers);
      expect(await stream.next()).toEqual({ status: 'placed', version: 1 });
      const closing = Date.now();
      await get().app.close();
      expect(Date.now() - closing).toBeLessThan(WITHIN_MS);
      expect(await stream.next()).toBe('closed');
    });
  },
  {},
  { now: () => clock },
);
