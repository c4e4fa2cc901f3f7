import { get as httpGet } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, expect, it, vi } from 'vitest';
import { HEARTBEAT_MS } from '../../lib/event-stream.ts';
import { readEventStream } from '../../test/event-stream-reader.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { clockAt, ORDER_DAY, orderKit } from './order-test-kit.ts';

// Issue 9: GET /api/v2/orders/{id}/events streams the order's status to its owner over a real HTTP
// connection; a change made through the state machine (on PostgreSQL: a notification through the
// server) arrives within a second, and the stream ends with the order.

const clock = clockAt(ORDER_DAY, '12:00');
/** The clock of the streams that end with their session: moved past a session's expiry. */
let sessionClock = clock;
const WITHIN_MS = 1000;

interface StatusEvent {
  status: string;
  version: number;
}

/** Reads the order's text/event-stream: each `event: status` as it comes (within the reader's second, WITHIN_MS), or 'closed' when the server ends it. */
const openStream = (url: string, headers: Record<string, string>) =>
  readEventStream(url, headers, ({ event, data }) => (event === 'status' ? (data as StatusEvent) : undefined));

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

/** Opens GET `url` from `localAddress` (another client IP on the loopback) and keeps it open: its status, its body unless 200, and a way to close it. */
function openFrom(url: string, headers: Record<string, string>, localAddress = '127.0.0.1') {
  return new Promise<{ status: number; error: string | null; close: () => void }>((resolve, reject) => {
    const request = httpGet(url, { headers, localAddress }, (response) => {
      const close = () => request.destroy();
      if (response.statusCode === 200) return resolve({ status: 200, error: null, close });
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, error: (JSON.parse(body) as { error: { code: string } }).error.code, close }));
    });
    request.on('error', reject);
  });
}

describeEachDatabase(
  'order status streams: how many one session and one IP may hold open (issue 17 point 5)',
  (get) => {
    const kit = orderKit(get);
    let base = '';
    beforeAll(async () => {
      await kit.setSlotCapacity(10_000);
      base = await get().app.listen({ port: 0, host: '127.0.0.1' });
    });
    const ordered = async () => {
      const guest = await kit.guestWithCart();
      const order = kit.orderOf(await kit.place(guest, await kit.pickupBody(guest)));
      return { headers: guest.headers, url: `${base}/api/v2/orders/${order.id}/events` };
    };
    /** Opens until one is let in: a closed stream's place is given back when the server sees the connection go. */
    async function openOnceFreed(url: string, headers: Record<string, string>, localAddress?: string) {
      const deadline = Date.now() + WITHIN_MS;
      for (;;) {
        const stream = await openFrom(url, headers, localAddress);
        if (stream.status === 200 || Date.now() > deadline) return stream;
        await sleep(20);
      }
    }

    it('a session opens 5 at most (STREAMS_PER_SESSION_MAX’s default): the 6th is 429 too_many_streams; closing one frees its place', async () => {
      const { url, headers } = await ordered();
      const open = [];
      for (let index = 0; index < 5; index++) open.push(await openFrom(url, headers));
      expect(open.map((stream) => stream.status)).toEqual([200, 200, 200, 200, 200]);
      expect(await openFrom(url, headers)).toMatchObject({ status: 429, error: 'too_many_streams' });
      open.shift()!.close();
      const again = await openOnceFreed(url, headers);
      expect(again.status).toBe(200);
      for (const stream of [...open, again]) stream.close();
    });

    it('an IP opens STREAMS_PER_IP_MAX at most across its sessions; another IP is not held back by it', async () => {
      const [first, second] = [await ordered(), await ordered()];
      const open = [];
      for (const { url, headers } of [first, first, first, first, second, second, second]) open.push(await openOnceFreed(url, headers)); // the last test's streams may still be closing
      expect(open.map((stream) => stream.status)).toEqual([200, 200, 200, 200, 200, 200, 200]);
      expect(await openFrom(second.url, second.headers)).toMatchObject({ status: 429, error: 'too_many_streams' });
      const elsewhere = await openFrom(second.url, second.headers, '127.0.0.2');
      expect(elsewhere.status).toBe(200);
      open.pop()!.close();
      const again = await openOnceFreed(second.url, second.headers);
      expect(again.status).toBe(200);
      for (const stream of [...open, again, elsewhere]) stream.close();
    });
  },
  { STREAMS_PER_SESSION_MAX: undefined, STREAMS_PER_IP_MAX: '7' },
  { now: () => clock },
);

describeEachDatabase(
  'order status streams end with the session (issue 17 point 5)',
  (get) => {
    const kit = orderKit(get);
    let base = '';
    beforeAll(async () => {
      await kit.setSlotCapacity(10_000);
      base = await get().app.listen({ port: 0, host: '127.0.0.1' });
    });

    it('a diner’s logout ends their open order stream at once; opening it again is 401', async () => {
      const guest = await kit.guestWithCart();
      const order = kit.orderOf(await kit.place(guest, await kit.pickupBody(guest)));
      const url = `${base}/api/v2/orders/${order.id}/events`;
      const stream = await openStream(url, guest.headers);
      expect(await stream.next()).toEqual({ status: 'placed', version: 1 });
      expect((await kit.inject({ method: 'POST', url: '/api/v2/auth/logout', headers: guest.headers })).statusCode).toBe(204);
      expect(await stream.next()).toBe('closed');
      expect((await fetch(url, { headers: guest.headers })).status).toBe(401);
    });

    it('a stream whose session has expired ends at its next heartbeat; until then a heartbeat keeps it', async () => {
      // Only intervals are faked, so the stream's heartbeat can be brought forward; the database and HTTP run as ever.
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      try {
        const guest = await kit.guestWithCart();
        const order = kit.orderOf(await kit.place(guest, await kit.pickupBody(guest)));
        const url = `${base}/api/v2/orders/${order.id}/events`;
        const stream = await openStream(url, guest.headers);
        expect(await stream.next()).toEqual({ status: 'placed', version: 1 });
        await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
        await expect(stream.next(300)).rejects.toThrow('No event');

        // Past any session's expiry (SESSION_TTL_DAYS is at most 365).
        sessionClock = new Date(clock.getTime() + 400 * 86_400_000);
        await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
        expect(await stream.next()).toBe('closed');
      } finally {
        vi.useRealTimers();
        sessionClock = clock;
      }
    });
  },
  {},
  { now: () => sessionClock },
);
