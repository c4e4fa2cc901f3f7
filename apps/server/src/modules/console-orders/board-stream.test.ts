import { setTimeout as sleep } from 'node:timers/promises';
import { boardChangeEventSchema, boardSnapshotEventSchema, type BoardChangeEvent, type BoardSnapshotEvent } from '@crust/contract/console-orders';
import type { Order } from '@crust/contract/orders';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createApp } from '../../app.ts';
import type { StaffSession } from '../../plugins/staff-authenticate.ts';
import { HEARTBEAT_MS, openEventStream } from '../../lib/event-stream.ts';
import { readEventStream } from '../../test/event-stream-reader.ts';
import { describeEachDatabase, openTestDatabase, type TestContext } from '../../test/test-database.ts';
import { testConfig } from '../../test/test-config.ts';
import { SURRY_HILLS } from '../cart/cart-test-kit.ts';
import { clockAt, ORDER_DAY } from '../orders/order-test-kit.ts';
import { createOrderChanges, RECENT_CHANGES_KEPT, type OrderChange } from '../orders/order-changes.ts';
import { createTestProvider } from '../payments/payment-provider.ts';
import { ACCESS_RECHECK_MS, sharedAccessChecks, streamBoard } from './board-stream.ts';
import { consoleOrdersKit } from './console-orders-test-kit.ts';
import { createConsoleOrdersService } from './console-orders.service.ts';

// Issue 10: the board's live stream over a real HTTP connection. A snapshot on open, then every new
// or changed order of the outlet within a second (on PostgreSQL through a notification from the
// database), a reconnect starts from a full snapshot, and the stream ends when the server closes or
// when its watcher loses access.

const clock = clockAt(ORDER_DAY, '12:00');
const WITHIN_MS = 1000;
const NEWTOWN = 'Crust Newtown';
const TOMORROW = '2026-11-25';

/** A crew member's session at one outlet, as the console's gate hands it to the service. */
const staffSession = (crew: { tenantId: number; staffId: number; role: StaffSession['role'] }, outletId: number): StaffSession => ({
  tenantId: crew.tenantId,
  staffId: crew.staffId,
  name: 'crew',
  email: 'crew@staff.test',
  role: crew.role,
  outletIds: [outletId],
  tokenHash: '',
  expiresAt: new Date(Date.now() + 60_000),
});

type BoardEvent = { event: 'snapshot'; data: BoardSnapshotEvent } | { event: 'change'; data: BoardChangeEvent };

/** Reads the board's text/event-stream: each event, checked against the contract, or 'closed' when the server ends it. */
async function openBoard(url: string, headers: Record<string, string>) {
  // Waits the reader's second (WITHIN_MS) for each event.
  const stream = await readEventStream<BoardEvent>(url, headers, ({ event, data }) => {
    if (event === 'snapshot') return { event, data: boardSnapshotEventSchema.parse(data) };
    if (event === 'change') return { event, data: boardChangeEventSchema.parse(data) };
    return undefined;
  });
  async function nextOf(event: BoardEvent['event']): Promise<BoardEvent> {
    const got = await stream.next();
    if (got === 'closed' || got.event !== event) throw new Error(`Expected ${event}, got ${got === 'closed' ? 'the end' : got.event}`);
    return got;
  }
  const snapshot = async () => (await nextOf('snapshot')).data as BoardSnapshotEvent;
  const change = async () => (await nextOf('change')).data as BoardChangeEvent;
  return { ...stream, snapshot, change };
}

describe('sharedAccessChecks', () => {
  it('one check serves every board of a watcher for ACCESS_RECHECK_MS; another watcher, a fresh check or a later one looks again', async () => {
    let lookups = 0;
    const lookup = async () => {
      lookups++;
      return true;
    };
    const checks = sharedAccessChecks();
    const [board, sameWatchersBoard, othersBoard] = [checks('session-a 1', lookup), checks('session-a 1', lookup), checks('session-b 1', lookup)];
    expect(await board(false)).toBe(true);
    await sameWatchersBoard(false);
    expect(lookups).toBe(1);
    await othersBoard(false);
    expect(lookups).toBe(2);
    await sameWatchersBoard(true);
    expect(lookups).toBe(3);
    await sleep(ACCESS_RECHECK_MS);
    await board(false);
    expect(lookups).toBe(4);
  });
});

describeEachDatabase(
  'console board stream',
  (get) => {
    const kit = consoleOrdersKit(get);
    let url = '';
    beforeAll(async () => {
      await kit.setSlotCapacity(10_000);
      url = `${await get().app.listen({ port: 0, host: '127.0.0.1' })}/api/console/outlets/${await kit.outlet()}/orders/stream`;
    });

    it('opens with the board, then each new order and each change within a second; a reconnect gets a full snapshot', async () => {
      const crew = await kit.signedIn('crew', [SURRY_HILLS]);
      const { order: earlier } = await kit.placed();
      const board = await openBoard(url, crew.headers);
      const snapshot = await board.snapshot();
      expect(snapshot.date).toBe(ORDER_DAY);
      expect(snapshot.orders.find((order) => order.id === earlier.id)).toMatchObject({ status: 'placed', version: 1 });

      let placedAt = Date.now();
      const { order } = await kit.placed();
      const arrived = await board.change();
      expect(Date.now() - placedAt).toBeLessThan(WITHIN_MS);
      expect(arrived.order).toMatchObject({ id: order.id, status: 'placed', version: 1, lines: [{ name: 'Garlic Bread' }] });
      expect(arrived.version).toBeGreaterThan(snapshot.version);

      for (const [step, status] of [
        [{ transition: 'accept', estimated_minutes: 15 }, 'accepted'],
        [{ transition: 'mark_ready' }, 'ready'],
      ] as const) {
        const version = (await kit.calls.one(crew, order.id)).json().data.version as number;
        placedAt = Date.now();
        kit.cardOf(await kit.calls.move(crew, order.id, { ...step, version }));
        const change = await board.change();
        expect(Date.now() - placedAt).toBeLessThan(WITHIN_MS);
        expect(change.order).toMatchObject({ id: order.id, status, version: version + 1 });
      }
      await board.cancel();

      const again = await openBoard(url, crew.headers);
      const fresh = await again.snapshot();
      expect(fresh.version).toBe(1);
      expect(fresh.orders.find((entry) => entry.id === order.id)).toMatchObject({ status: 'ready', version: 3 });
      expect(fresh.orders.find((entry) => entry.id === earlier.id)).toMatchObject({ status: 'placed' });
      await again.cancel();
    });

    it('a diner’s cancel and a rejection arrive as changes, so every board drops the order; unpaid card orders stay off until paid', async () => {
      const crew = await kit.signedIn('crew', [SURRY_HILLS]);
      const board = await openBoard(url, crew.headers);
      await board.snapshot();
      const { guest, order } = await kit.placed();
      expect((await board.change()).order.id).toBe(order.id);
      await kit.inject({ method: 'POST', url: `/api/v2/orders/${order.id}/cancel`, headers: guest.headers });
      expect((await board.change()).order).toMatchObject({ id: order.id, status: 'cancelled', version: 2 });

      const { order: paid } = await kit.paidByCard();
      // Placed as pending_payment (not sent), then paid: its first change is as `placed`.
      expect((await board.change()).order).toMatchObject({ id: paid.id, status: 'placed', version: 2, payment_status: 'succeeded' });
      kit.cardOf(await kit.calls.move(crew, paid.id, { transition: 'reject', version: 2, reason: 'Oven broke' }));
      expect((await board.change()).order).toMatchObject({ id: paid.id, status: 'rejected', payment_status: 'refunded' });
      await board.cancel();
    });

    it('an order for tomorrow is in the snapshot, and a new one and its changes arrive like today’s', async () => {
      const crew = await kit.signedIn('crew', [SURRY_HILLS]);
      const { order: earlier } = await kit.placed({ pickup_date: TOMORROW, pickup_time: '12:00' });
      const board = await openBoard(url, crew.headers);
      const snapshot = await board.snapshot();
      expect(snapshot.date).toBe(ORDER_DAY);
      expect(snapshot.orders.find((order) => order.id === earlier.id)).toMatchObject({ status: 'placed', requested_date: TOMORROW, requested_time: '12:00' });

      const { order } = await kit.placed({ pickup_date: TOMORROW });
      expect((await board.change()).order).toMatchObject({ id: order.id, status: 'placed', requested_date: TOMORROW });
      kit.cardOf(await kit.calls.move(crew, earlier.id, { transition: 'accept', version: 1, estimated_minutes: 20 }));
      expect((await board.change()).order).toMatchObject({ id: earlier.id, status: 'accepted', version: 2 });
      await board.cancel();
    });

    it('boards opening together each get the whole board, and a board opened after a new order was heard gets it too', async () => {
      const crew = await kit.signedIn('crew', [SURRY_HILLS]);
      const { order: earlier } = await kit.placed();
      const boards = await Promise.all(Array.from({ length: 10 }, () => openBoard(url, crew.headers)));
      const snapshots = await Promise.all(boards.map((board) => board.snapshot()));
      for (const snapshot of snapshots) expect(snapshot.orders.map((order) => order.id)).toContain(earlier.id);
      expect(new Set(snapshots.map((snapshot) => JSON.stringify(snapshot.orders))).size).toBe(1);

      const { order } = await kit.placed();
      for (const board of boards) expect((await board.change()).order.id).toBe(order.id);
      const later = await openBoard(url, crew.headers);
      expect((await later.snapshot()).orders.map((entry) => entry.id)).toContain(order.id);
      await Promise.all([...boards, later].map((board) => board.cancel()));
    });

    it('boards opening while orders arrive each get every order, in their snapshot or as a change after it', async () => {
      const crew = await kit.signedIn('crew', [SURRY_HILLS]);
      // Staggered, so later boards join reads that began before some of the orders were heard.
      const opening = Array.from({ length: 10 }, (_, index) => sleep(index * 5).then(() => openBoard(url, crew.headers)));
      const placing = Array.from({ length: 5 }, (_, index) => sleep(index * 10).then(() => kit.placed()));
      const [boards, placed] = await Promise.all([Promise.all(opening), Promise.all(placing)]);
      const ids = placed.map(({ order }) => order.id);
      for (const board of boards) {
        const seen = new Set((await board.snapshot()).orders.map((order) => order.id));
        while (ids.some((id) => !seen.has(id))) seen.add((await board.change()).order.id);
      }
      await Promise.all(boards.map((board) => board.cancel()));
    });

    it('a board that joined an earlier read gets, after that snapshot, the cards of the changes the read may lack, newer ones only', async () => {
      const crew = await kit.signedIn('crew', [SURRY_HILLS]);
      const outletId = await kit.outlet();
      const { order: inRead } = await kit.placed();
      const { order: afterRead } = await kit.placed();
      const cards = new Map(kit.boardOf(await kit.calls.board(crew)).orders.map((card) => [card.id, card]));
      const changeOf = (order: Order): OrderChange => ({ orderId: order.id, restaurantId: outletId, version: order.version, status: 'placed' });
      const changes = await createOrderChanges(get().listen, get().app.log);
      const app = Fastify();
      // The shared read ends after the missed changes' cards are read: the snapshot still goes first.
      const read = sleep(100).then(() => ({ date: ORDER_DAY, orders: [cards.get(inRead.id)!] }));
      app.get('/board', (request, reply) =>
        streamBoard((onEnd, onHeartbeat) => openEventStream(request, reply, onEnd, onHeartbeat), app.log, changes, {
          restaurantId: outletId,
          snapshot: () => ({ read, missed: [changeOf(inRead), changeOf(afterRead)] }),
          card: async (change) => cards.get(change.orderId)!,
          stillAllowed: async () => true,
        }),
      );
      try {
        const board = await openBoard(`${await app.listen({ port: 0, host: '127.0.0.1' })}/board`, {});
        expect((await board.snapshot()).orders.map((order) => order.id)).toEqual([inRead.id]);
        expect((await board.change()).order.id).toBe(afterRead.id);
        // inRead's change is no newer than the snapshot's card: not sent again.
        await expect(board.next(300)).rejects.toThrow(/No event/);
        await board.cancel();
      } finally {
        await app.close();
        await changes.close();
      }
    });

    it('OrderChanges tells the changes heard of an outlet since a mark, that outlet’s only, and none it may have missed', async () => {
      const changes = await createOrderChanges(get().listen, get().app.log);
      try {
        const [surryHills, newtown] = [await kit.outlet(), await kit.outletId(NEWTOWN)];
        const marks = { surryHills: changes.mark(surryHills), newtown: changes.mark(newtown) };
        expect(changes.heardSince(surryHills, marks.surryHills)).toEqual([]);
        const { order } = await kit.placed();
        const deadline = Date.now() + WITHIN_MS;
        while (changes.heardSince(surryHills, marks.surryHills)?.length === 0 && Date.now() < deadline) await sleep(10);
        expect(changes.heardSince(surryHills, marks.surryHills)).toEqual([
          { orderId: order.id, restaurantId: surryHills, version: order.version, status: 'placed' },
        ]);
        expect(changes.heardSince(newtown, marks.newtown)).toEqual([]);
        expect(changes.mark(surryHills).heard).toBe(marks.surryHills.heard + 1);
        // A mark from before listening last (re)started, or further back than the changes kept.
        expect(changes.heardSince(surryHills, { ...marks.surryHills, listenings: marks.surryHills.listenings - 1 })).toBeNull();
        expect(changes.heardSince(surryHills, { ...marks.surryHills, heard: marks.surryHills.heard - RECENT_CHANGES_KEPT })).toBeNull();
      } finally {
        await changes.close();
      }
    });

    it('a board joins a snapshot read in progress with the changes heard since it began, else reads its own; a finished read is never served', async () => {
      const crew = await kit.signedIn('crew', [SURRY_HILLS]);
      const outletId = await kit.outlet();
      const session = staffSession(crew, outletId);
      const service = createConsoleOrdersService({ db: get().db, provider: createTestProvider(), now: () => clock, readReuseMs: 0 });
      // What OrderChanges would answer: the changes heard since the read began, or null when untold.
      let heardSinceRead: OrderChange[] | null = [];
      const heard = { mark: () => ({ listenings: 1, heard: 0 }), heardSince: () => heardSinceRead };
      const first = service.boardSnapshot(session, outletId, heard);
      expect(first.missed).toEqual([]);
      const change: OrderChange = { orderId: 'an-order', restaurantId: outletId, version: 2, status: 'accepted' };
      heardSinceRead = [change];
      const joined = service.boardSnapshot(session, outletId, heard);
      expect(joined.read).toBe(first.read);
      expect(joined.missed).toEqual([change]);
      heardSinceRead = null;
      const own = service.boardSnapshot(session, outletId, heard);
      expect(own.read).not.toBe(first.read);
      expect(own.missed).toEqual([]);
      heardSinceRead = [];
      expect(service.boardSnapshot(session, outletId, heard).read).toBe(own.read);
      await Promise.all([first.read, own.read]);
      // Once read, never served again: a board opening later reads the board as it is then.
      const again = service.boardSnapshot(session, outletId, heard);
      expect(again.read).not.toBe(own.read);
      expect((await again.read).orders).toEqual((await own.read).orders);
    });

    it('with BOARD_READ_REUSE_MS, a board opening just after a read finished starts from it, with the changes heard since; later, from its own', async () => {
      const crew = await kit.signedIn('crew', [SURRY_HILLS]);
      const outletId = await kit.outlet();
      const session = staffSession(crew, outletId);
      const reuseMs = 1000;
      const service = createConsoleOrdersService({ db: get().db, provider: createTestProvider(), now: () => clock, readReuseMs: reuseMs });
      let heardSinceRead: OrderChange[] | null = [];
      const heard = { mark: () => ({ listenings: 1, heard: 0 }), heardSince: () => heardSinceRead };
      const first = service.boardSnapshot(session, outletId, heard);
      await first.read;
      const change: OrderChange = { orderId: 'an-order', restaurantId: outletId, version: 1, status: 'placed' };
      heardSinceRead = [change];
      expect(service.boardSnapshot(session, outletId, heard)).toEqual({ read: first.read, missed: [change] });
      heardSinceRead = null;
      const own = service.boardSnapshot(session, outletId, heard);
      expect(own.read).not.toBe(first.read);
      heardSinceRead = [];
      await own.read;
      await sleep(reuseMs + 100);
      expect(service.boardSnapshot(session, outletId, heard).read).not.toBe(own.read);
    });

    it('another outlet’s orders do not reach the board', async () => {
      const crew = await kit.signedIn('crew', [SURRY_HILLS]);
      const board = await openBoard(url, crew.headers);
      await board.snapshot();
      const guest = await kit.guestWithCart(1, NEWTOWN);
      kit.orderOf(await kit.place(guest, await kit.pickupBody(guest, { restaurant_id: await kit.outletId(NEWTOWN) })));
      await expect(board.next(300)).rejects.toThrow(/No event/);
      const { order } = await kit.placed();
      expect((await board.change()).order.id).toBe(order.id);
      await board.cancel();
    });

    /** What an owner changes of a staff member on the console. */
    async function ownerChanges(person: { staffId: number }, change: object) {
      const owner = await kit.signedIn('owner');
      const response = await kit.inject({ method: 'PATCH', url: `/api/console/staff/${person.staffId}`, headers: owner.headers, payload: change });
      expect(response.statusCode, response.body).toBe(200);
    }

    it('ends the boards of whoever loses access (disabled, taken off the outlet, signed out) before the next order reaches them', async () => {
      const crew = () => kit.signedIn('crew', [SURRY_HILLS]);
      const watching = async (who: { headers: Record<string, string> }) => {
        const board = await openBoard(url, who.headers);
        await board.snapshot();
        return board;
      };
      const [disabled, movedAway, signedOut, stays] = [await crew(), await crew(), await crew(), await crew()] as const;
      const [disabledBoard, movedAwayBoard, signedOutBoard, staysBoard] = [
        await watching(disabled),
        await watching(movedAway),
        await watching(signedOut),
        await watching(stays),
      ] as const;

      await ownerChanges(disabled, { disabled: true });
      await ownerChanges(movedAway, { outlet_ids: [await kit.outletId(NEWTOWN)] });
      expect((await kit.inject({ method: 'POST', url: '/api/console/auth/sign-out', headers: signedOut.headers })).statusCode).toBe(204);
      await sleep(ACCESS_RECHECK_MS); // the checks made for the snapshots no longer serve
      const { order } = await kit.placed();

      expect((await staysBoard.change()).order.id).toBe(order.id);
      for (const board of [disabledBoard, movedAwayBoard, signedOutBoard]) expect(await board.next()).toBe('closed');
      const again = await kit.inject({ method: 'GET', url: `/api/console/outlets/${await kit.outlet()}/orders/stream`, headers: disabled.headers });
      expect(kit.errorOf(again, 401).code).toBe('unauthorized');
      await staysBoard.cancel();
    });

    it('ends a quiet board at its next heartbeat once its watcher is disabled', async () => {
      // Only intervals are faked, so the board's heartbeat can be brought forward; the database and HTTP run as ever.
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      try {
        const crew = await kit.signedIn('crew', [SURRY_HILLS]);
        const board = await openBoard(url, crew.headers);
        await board.snapshot();
        await ownerChanges(crew, { disabled: true });
        await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
        expect(await board.next()).toBe('closed');
      } finally {
        vi.useRealTimers();
      }
    });

    it('refuses who may not watch: crew of another outlet 403, another tenant’s outlet 404, a diner or no token 401', async () => {
      const outletId = await kit.outlet();
      const stream = (id: number, headers: Record<string, string> = {}) =>
        kit.inject({ method: 'GET', url: `/api/console/outlets/${id}/orders/stream`, headers });
      expect(kit.errorOf(await stream(outletId, (await kit.signedIn('crew', [NEWTOWN])).headers), 403).code).toBe('forbidden');
      expect(kit.errorOf(await stream(await kit.otherTenantOutlet(), (await kit.signedIn('owner')).headers), 404).code).toBe('not_found');
      expect(kit.errorOf(await stream(outletId, (await kit.guest()).headers), 401).code).toBe('unauthorized');
      expect(kit.errorOf(await stream(outletId), 401).code).toBe('unauthorized');
    });
  },
  {},
  { now: () => clock },
);

describeEachDatabase(
  'console board streams: how many one session may hold open (issue 17 point 5)',
  (get) => {
    const kit = consoleOrdersKit(get);

    it('a staff session past STREAMS_PER_SESSION_MAX boards is 429 too_many_streams; another session still opens one', async () => {
      const url = `${await get().app.listen({ port: 0, host: '127.0.0.1' })}/api/console/outlets/${await kit.outlet()}/orders/stream`;
      const [crew, other] = [await kit.signedIn('crew', [SURRY_HILLS]), await kit.signedIn('crew', [SURRY_HILLS])];
      const boards = [await openBoard(url, crew.headers), await openBoard(url, crew.headers)];
      const refused = await fetch(url, { headers: crew.headers });
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('too_many_streams');
      boards.push(await openBoard(url, other.headers));
      for (const board of boards) await board.snapshot();
      await Promise.all(boards.map((board) => board.cancel()));
    });
  },
  { STREAMS_PER_SESSION_MAX: '2' },
  { now: () => clock },
);

describeEachDatabase(
  'console board stream when the server stops',
  (get) => {
    const kit = consoleOrdersKit(get);

    it('ends every open board, so the server stops at once and boards reconnect to another instance', async () => {
      const base = await get().app.listen({ port: 0, host: '127.0.0.1' });
      const crew = await kit.signedIn('crew', [SURRY_HILLS]);
      const board = await openBoard(`${base}/api/console/outlets/${await kit.outlet()}/orders/stream`, crew.headers);
      await board.snapshot();
      const closing = Date.now();
      await get().app.close();
      expect(Date.now() - closing).toBeLessThan(WITHIN_MS);
      expect(await board.next()).toBe('closed');
    });
  },
  {},
  { now: () => clock },
);

// Only PostgreSQL can lose the listening connection (PGlite runs in this process).
describe.runIf(inject('databaseKinds').includes('postgres'))('console board stream when notifications were lost [postgres]', () => {
  let context: TestContext | undefined;
  const get = () => context!;
  const kit = consoleOrdersKit(get);
  beforeAll(async () => {
    const handle = await openTestDatabase('postgres');
    const app = await createApp({ config: testConfig(), database: handle, now: () => clock });
    app.addHook('onClose', () => handle.close());
    context = {
      app,
      db: handle.db,
      listen: handle.listen,
      kind: 'postgres',
      get smtp(): never {
        throw new Error('No SMTP server here');
      },
    };
  });
  afterAll(() => context?.app.close());

  it('sends a fresh snapshot once listening again, holding what changed meanwhile', async () => {
    const base = await get().app.listen({ port: 0, host: '127.0.0.1' });
    const crew = await kit.signedIn('crew', [SURRY_HILLS]);
    const board = await openBoard(`${base}/api/console/outlets/${await kit.outlet()}/orders/stream`, crew.headers);
    const first = await board.snapshot();
    await get().db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and query like '%LISTEN%'`,
    );
    const { order } = await kit.placed();
    // Either the order's change (if heard after listening resumed) or not, but a snapshot with it follows.
    for (;;) {
      const got = await board.next(5000);
      if (got === 'closed') throw new Error('The board closed');
      if (got.event !== 'snapshot') continue;
      expect(got.data.version).toBeGreaterThan(first.version);
      expect(got.data.orders.map((entry) => entry.id)).toContain(order.id);
      break;
    }
    await board.cancel();
  });
});
