import { orderResponseSchema, type Order } from '@crust/contract/orders';
import { TEST_CARDS } from '@crust/contract/payments';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { createScratchDatabase, dropScratchDatabase } from '../../test/postgres-admin.ts';
import { startServer, type ServerProcess } from '../../test/server-process.ts';
import {
  cartCall,
  cartOf,
  prepareDiners,
  placementCall,
  recordsOf,
  send,
  ServerAddress,
  untilAnswered,
  type Answer,
  type Call,
  type Diner,
} from './order-fault-kit.ts';

// Issue 9, acceptance 3: kill -9 of the server while 50 placements (then the card payments) are in
// flight, a restart on the same database, and every client retrying with its own key. Nothing
// acknowledged is lost or doubled, no cart loses a line without an order, nothing is paid twice.

const DINERS = 50;
/** The server is killed the moment this many placements have been acknowledged; the rest are in flight. */
const ACKNOWLEDGED_BEFORE_KILL = 15;
const PAID_BEFORE_KILL = 8;

const orderOf = (answer: Answer): Order => orderResponseSchema.parse(answer.body).data;
const goodCard = { number: TEST_CARDS.succeeds, exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' };

/**
 * Sends `calls` at once through `address`, each retried until answered, and kills the server when
 * `killAfter` have answered `okStatus`: what had answered by then, and how many were still in flight.
 */
function sendAllThenKill(server: ServerProcess, address: ServerAddress, calls: Call[], okStatus: number, killAfter: number) {
  const deadline = Date.now() + 60_000;
  const acknowledged = new Map<number, Answer>();
  let answered = 0;
  let inFlightAtKill = -1;
  let killed!: () => void;
  const kill = new Promise<void>((resolve) => (killed = resolve));
  const answers = Promise.all(
    calls.map(async (call, index) => {
      const answer = await untilAnswered(address, call, deadline);
      if (inFlightAtKill === -1) {
        answered += 1;
        if (answer.status === okStatus) acknowledged.set(index, answer);
        if (acknowledged.size === killAfter) {
          inFlightAtKill = calls.length - answered;
          // The clients wait for the next server from now on: none may reach a half-started one.
          address.down();
          server.child.kill('SIGKILL');
          killed();
        }
      }
      return answer;
    }),
  );
  // Awaited by the test; marked handled so a failed restart reports itself, not a stray rejection.
  answers.catch(() => undefined);
  return { answers, acknowledged, killed: Promise.race([kill, answers.then(() => undefined)]), inFlightAtKill: () => inFlightAtKill };
}

for (const kind of inject('databaseKinds')) {
  describe(`kill -9 amid order placements and payments [${kind}]`, () => {
    let root: string;
    let env: Record<string, string>;
    let scratch: { name: string; url: string } | undefined;
    let server: ServerProcess | undefined;
    let diners: Diner[] = [];
    /** Each diner's one order, as its placement answered after the restart. */
    let placed: Order[] = [];

    const running = () => server!;
    async function restart(): Promise<ServerProcess> {
      const { port } = running();
      await running().exited;
      server = await startServer(env, port);
      return server;
    }

    beforeAll(async () => {
      root = await mkdtemp(join(tmpdir(), 'crust-order-fault-'));
      const dataDir = join(root, 'data');
      if (kind === 'pglite') {
        // A fresh data directory from global setup's migrated, seeded dump (initdb costs seconds).
        const dump = await readFile(inject('pgliteDumpPath'));
        await (await PGlite.create({ dataDir, loadDataDir: new Blob([dump]) })).close();
      } else {
        scratch = await createScratchDatabase(inject('postgresAdminUrl')!);
      }
      env = {
        DATA_DIR: dataDir,
        DATABASE_URL: scratch?.url ?? '',
        WEB_DIST_DIR: join(root, 'no-web-dist'),
        SEED_DEMO: 'true',
        // Fifty diners from one address: lift the per-IP limits as the e2e server does.
        RATE_LIMIT_MAX: '100000',
        GUEST_RATE_LIMIT_MAX: '100000',
        AUTH_RATE_LIMIT_MAX: '100000',
        UNPAID_ORDERS_PER_OWNER: '100000',
        UNPAID_ORDERS_PER_IP: '100000',
      };
      server = await startServer(env);
      diners = await prepareDiners(server.url, DINERS);
    }, 90_000);

    afterAll(async () => {
      if (server && server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
      await rm(root, { recursive: true, force: true });
      if (scratch) await dropScratchDatabase(inject('postgresAdminUrl')!, scratch.name);
    });

    it('kill -9 amid 50 placements: every cart is whole or wholly ordered, and each key retried after the restart answers its one order', async () => {
      const address = new ServerAddress(running().url);
      const round = sendAllThenKill(running(), address, diners.map(placementCall), 201, ACKNOWLEDGED_BEFORE_KILL);
      await round.killed;
      expect(round.acknowledged.size, 'the server was killed before every placement had answered').toBe(ACKNOWLEDGED_BEFORE_KILL);
      expect(round.inFlightAtKill()).toBeGreaterThan(0);

      const second = await restart();
      // Before any client retries: each cart still holds every line, or the order took all of them.
      const carts = await Promise.all(diners.map(async (diner) => cartOf(await send(second.url, cartCall(diner)))));
      const cartState = (diner: Diner) => {
        const { items } = carts[diner.index]!;
        if (items.length === 0) return 'ordered';
        return isDeepStrictEqual(items, diner.cart.items) ? 'whole' : 'partly taken';
      };
      expect(diners.filter((diner) => cartState(diner) === 'partly taken').map((diner) => diner.index)).toEqual([]);
      expect([...round.acknowledged.keys()].map((index) => cartState(diners[index]!))).toEqual(Array(ACKNOWLEDGED_BEFORE_KILL).fill('ordered'));

      address.up(second.url);
      const answers = await round.answers;
      expect(answers.map((answer) => answer.status)).toEqual(Array(DINERS).fill(201));

      // Every key again: the first answer again, so the same order (for 15 of them, the answer acknowledged before the kill).
      const replays = await Promise.all(diners.map((diner) => untilAnswered(address, placementCall(diner), Date.now() + 30_000)));
      expect(replays).toEqual(answers);

      placed = answers.map(orderOf);
      expect(new Set(placed.map((order) => order.id)).size).toBe(DINERS);
      expect(placed.map((order) => order.lines.map((line) => line.item))).toEqual(diners.map((diner) => diner.cart.items));
      expect(placed.map((order) => order.totals.total)).toEqual(diners.map((diner) => diner.cart.total));
      const reads = await Promise.all(
        diners.map((diner, index) => send(second.url, { method: 'GET', path: `/api/v2/orders/${placed[index]!.id}`, token: diner.token })),
      );
      expect(reads.map((read) => [read.status, orderOf(read).lines])).toEqual(placed.map((order) => [200, order.lines]));
      const emptied = await Promise.all(diners.map(async (diner) => cartOf(await send(second.url, cartCall(diner))).items.length));
      expect(emptied).toEqual(Array(DINERS).fill(0));
    }, 120_000);

    it('kill -9 amid the card payments: each card order, confirmed again after the restart, is paid once', async () => {
      const cardDiners = diners.filter((diner) => diner.payment === 'card');
      expect(cardDiners.length).toBe(DINERS / 2);
      const confirmations = cardDiners.map((diner): Call => ({
        method: 'POST',
        path: '/api/test-provider/confirm',
        body: { client_secret: placed[diner.index]!.payment!.client_secret, ...goodCard },
      }));
      const address = new ServerAddress(running().url);
      const round = sendAllThenKill(running(), address, confirmations, 200, PAID_BEFORE_KILL);
      await round.killed;
      expect(round.acknowledged.size).toBe(PAID_BEFORE_KILL);
      expect(round.inFlightAtKill()).toBeGreaterThan(0);

      const third = await restart();
      address.up(third.url);
      const answers = await round.answers;
      const paid = { status: 200, body: { status: 'succeeded' } };
      expect(answers).toEqual(Array(cardDiners.length).fill(paid));
      // Confirming a paid order again charges nothing and says it is paid.
      expect(await Promise.all(confirmations.map((call) => send(third.url, call)))).toEqual(Array(cardDiners.length).fill(paid));

      const reads = await Promise.all(
        cardDiners.map((diner) => send(third.url, { method: 'GET', path: `/api/v2/orders/${placed[diner.index]!.id}`, token: diner.token })),
      );
      expect(reads.map((read) => orderOf(read)).map((order) => [order.status, order.payment?.status, order.timeline.map((entry) => entry.status)])).toEqual(
        cardDiners.map(() => ['placed', 'succeeded', ['pending_payment', 'placed']]),
      );
    }, 120_000);

    it('the database holds one order per diner with all its lines, no cart line, one capture and one pay transition per card order', async () => {
      running().child.kill('SIGTERM');
      expect(await running().exited).toBe(0);
      const database = await openDatabase({ DATABASE_URL: scratch?.url, DATA_DIR: env.DATA_DIR! });
      try {
        const records = await recordsOf(database.db, diners);
        expect(records).toEqual(
          diners.map((diner, index) => ({
            orderIds: [placed[index]!.id],
            lines: [diner.cart.items],
            cartLines: 0,
            keys: 1,
            payments: diner.payment === 'card' ? [{ status: 'succeeded', captures: 1 }] : [],
            payTransitions: diner.payment === 'card' ? 1 : 0,
          })),
        );
      } finally {
        await database.close();
      }
    }, 60_000);
  });
}
