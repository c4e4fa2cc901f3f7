// Issue 9's live-status goal: 1,000 open order-status streams on one instance, every status change
// delivered within 1 s. Real guests place real card orders (each waits in pending_payment), each
// owner opens GET /api/v2/orders/{id}/events with its own token, then every order is paid through the
// test provider's card endpoint at a steady rate, and each stream must receive its `placed` event.
//
// The changes counted are those the server made: afterwards every order is read back, and each one
// whose timeline has `placed` must have had its event on its stream. A change's delivery time runs
// from the change itself, the time the server recorded for it (stamped by the database in the
// payment's transaction, a few milliseconds before that commits and notifies; the same machine's
// clock), to the event's arrival. Timing from the confirm call's send would add however long the
// payment waited for the server (seconds when the machine is busy: the payment's speed, not the
// stream's), and timing from its answer would leave part out (the event goes out on commit, before
// the answer): both are reported beside it as bounds.
//
// What bounds open streams: MAX_CONNECTIONS (10,000 by default), the stream limits per session and
// per IP (issue 17; server-process.ts lifts them, since every stream here comes from 127.0.0.1), the
// process's file descriptors (`ulimit -n`), and the per-IP API limit (RATE_LIMIT_MAX), which counts
// each opening once. A stream costs one watcher entry in memory (order-changes.ts), not a database
// connection.
import { Agent } from 'node:http';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { TEST_CARDS } from '@crust/contract/payments';
import { BUSY_SLOT_CAPACITY } from './busy-outlets.ts';
import { openEventStream, type WatchedStream } from './event-stream-client.ts';
import { inBatches, json, newGuest, post, prepareGuestOrders, type Guest } from './order-load.ts';

export const STREAMS = 1000;
export const DELIVERY_GOAL_MS = 1000;
/** A busy outlet's payments, spread evenly: 1,000 of them take 10 s. */
const CONFIRMS_PER_SECOND = 100;
/** Streams being opened at once: a crowd arriving on their confirmation pages, not one burst. */
const OPENING_AT_ONCE = 50;
const OPEN_TIMEOUT_MS = 30_000;
const CONFIRM_TIMEOUT_MS = 10_000;
/** After the last payment's answer, how long a missing event is waited for before it counts as lost. */
const LATE_EVENT_WAIT_MS = 5_000;
/** Orders read back at once for their `placed` time, after the measurement. */
const READING_AT_ONCE = 20;
const HEALTH_EVERY_MS = 100;
const HEALTH_TIMEOUT_MS = 1_000;
const CARD = { number: TEST_CARDS.succeeds, exp_month: 12, exp_year: new Date().getUTCFullYear() + 3, cvc: '123' };

/** endedAt is read before the bench closes the streams itself. */
interface WatchedOrder extends WatchedStream {
  id: string;
  guest: Guest;
  clientSecret: string;
  opened: boolean;
  /** Client times are Date.now(), comparable with the server's timestamps on this one machine. */
  confirmSentAt?: number;
  confirmAnsweredAt?: number;
  confirmStatus?: number;
  /** When the `placed` event arrived on the stream. */
  placedAt?: number;
  /** When the server recorded the change (the order's timeline). */
  changedAt?: number;
}

export interface StreamsResult {
  streamsOpened: number;
  /** Orders the server moved to `placed` (read back afterwards). */
  changesMade: number;
  delivered: number;
  /** Deliveries slower than DELIVERY_GOAL_MS (counted in `delivered` too). */
  late: number;
  /** Streams the server ended or that broke while the bench still watched them. */
  endedEarly: number;
  /** From the change to the event's arrival. */
  maxMs: number;
  p99Ms: number;
  /** The slowest from the payment's send instead: the payment's own wait and work included. */
  maxFromSendMs: number;
  /** The latest event measured from its payment's answer instead (negative: it came before the answer). */
  maxAfterAnswerMs: number;
  /** Payments answered 200, and the 99th percentile of their answers' time. */
  paymentsAnswered: number;
  confirmP99Ms: number;
  healthProbes: number;
  healthFailures: number;
  healthMaxMs: number;
  /** Seconds for placing the orders, opening the streams, and paying them. */
  phases: { placing: number; opening: number; paying: number };
  /** The first stream that failed to open, order not read back, or payment not answered 200. */
  firstProblem?: string;
  met: boolean;
}

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
const seconds = (since: number) => Number(((Date.now() - since) / 1000).toFixed(1));

/**
 * A guest with a one-item cart places a card order for pickup: it waits in pending_payment with a
 * payment to complete. The server runs at a busy outlet's slot capacity (run.ts, busy-outlets.ts).
 */
async function placeCardOrders(baseUrl: string, restaurantId: number): Promise<WatchedOrder[]> {
  const orders = await prepareGuestOrders(baseUrl, restaurantId, STREAMS, BUSY_SLOT_CAPACITY);
  return inBatches(STREAMS, async () => {
    const guest = await newGuest(baseUrl);
    await orders.addToCart(guest, orders.sides[0]!);
    const { data } = await json<{ data: { id: string; status: string; payment: { client_secret: string | null } | null } }>(
      await post(baseUrl, '/api/v2/orders', orders.orderBody(guest, orders.takePlace(), 'card'), {
        authorization: guest.authorization,
        'idempotency-key': randomUUID(),
      }),
      'Placing a card order',
    );
    const clientSecret = data.payment?.client_secret;
    if (data.status !== 'pending_payment' || !clientSecret) throw new Error(`A card order came back ${data.status} without a payment to complete`);
    return { id: data.id, guest, clientSecret, opened: false };
  });
}

/** Opens the order's stream with its owner's token, resolving at its first event (the status now). */
function openStream(baseUrl: string, agent: Agent, order: WatchedOrder): Promise<void> {
  const options = { agent, authorization: order.guest.authorization, timeoutMs: OPEN_TIMEOUT_MS, what: `order ${order.id}` };
  return openEventStream(`${baseUrl}/api/v2/orders/${order.id}/events`, options, order, ({ event, data }) => {
    if (event !== 'status') return false;
    const { status } = JSON.parse(data) as { status?: string };
    order.opened = true;
    if (status === 'placed') order.placedAt ??= Date.now();
    return true;
  });
}

/** GET /api/health every HEALTH_EVERY_MS until stopped; a probe fails on any answer but 200 or after HEALTH_TIMEOUT_MS. */
function probeHealth(baseUrl: string) {
  const latencies: number[] = [];
  let failures = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const at = Date.now();
      try {
        const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
        await response.arrayBuffer();
        if (!response.ok) failures++;
      } catch {
        failures++;
      }
      const took = Date.now() - at;
      latencies.push(took);
      await sleep(Math.max(0, HEALTH_EVERY_MS - took));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { probes: latencies.length, failures, maxMs: Math.round(Math.max(0, ...latencies)) };
    },
  };
}

async function pay(baseUrl: string, order: WatchedOrder): Promise<void> {
  order.confirmSentAt = Date.now();
  try {
    const response = await fetch(`${baseUrl}/api/test-provider/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_secret: order.clientSecret, ...CARD }),
      signal: AbortSignal.timeout(CONFIRM_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    order.confirmStatus = response.status;
  } catch {
    order.confirmStatus = 0;
  }
  order.confirmAnsweredAt = Date.now();
}

/** Pays every order, CONFIRMS_PER_SECOND of them a second, each on schedule whatever the previous ones are doing. */
async function payAtSteadyRate(baseUrl: string, orders: WatchedOrder[]): Promise<void> {
  const started = Date.now();
  const payments: Promise<void>[] = [];
  for (const [index, order] of orders.entries()) {
    const wait = started + (index * 1000) / CONFIRMS_PER_SECOND - Date.now();
    if (wait > 0) await sleep(wait);
    payments.push(pay(baseUrl, order));
  }
  await Promise.all(payments);
}

function paymentProblem(orders: WatchedOrder[]): string | undefined {
  const unpaid = orders.find((order) => order.confirmStatus !== 200);
  return unpaid && `paying order ${unpaid.id}: ${unpaid.confirmStatus ? `answered ${unpaid.confirmStatus}` : `no answer within ${CONFIRM_TIMEOUT_MS} ms`}`;
}

/**
 * Until every open stream whose payment may have gone through (answered 200, or not answered in time:
 * the server may still be settling it) has its `placed` event, or LATE_EVENT_WAIT_MS more.
 */
async function awaitEvents(orders: WatchedOrder[]): Promise<void> {
  const deadline = Date.now() + LATE_EVENT_WAIT_MS;
  const waiting = (order: WatchedOrder) => (order.confirmStatus === 200 || order.confirmStatus === 0) && order.opened && order.placedAt === undefined;
  while (Date.now() < deadline && orders.some(waiting)) await sleep(20);
}

/** Reads every order back for the time the server recorded its `placed` change, if any; answers the first failure. */
async function readChangeTimes(baseUrl: string, orders: WatchedOrder[]): Promise<string | undefined> {
  const queue = [...orders];
  let failure: string | undefined;
  const read = async (order: WatchedOrder) => {
    const response = await fetch(`${baseUrl}/api/v2/orders/${order.id}`, {
      headers: { authorization: order.guest.authorization },
      signal: AbortSignal.timeout(CONFIRM_TIMEOUT_MS),
    });
    const { data } = await json<{ data: { timeline: { status: string; at: string }[] } }>(response, 'Reading an order back');
    const placed = data.timeline.find((entry) => entry.status === 'placed');
    if (placed) order.changedAt = Date.parse(placed.at);
  };
  await Promise.all(
    Array.from({ length: READING_AT_ONCE }, async () => {
      for (let order = queue.shift(); order; order = queue.shift()) {
        await read(order).catch((error: unknown) => (failure ??= `reading order ${order!.id} back: ${String(error)}`));
      }
    }),
  );
  return failure;
}

/** The whole scenario on a running server (a fresh one: its 1,000 orders take a week of slot places). */
export async function measureOrderStreams(baseUrl: string, restaurantId: number): Promise<StreamsResult> {
  let phaseStart = Date.now();
  const orders = await placeCardOrders(baseUrl, restaurantId);
  const placing = seconds(phaseStart);

  // Its own agent with no socket cap (one socket per stream), destroyed at the end.
  const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
  const health = probeHealth(baseUrl);
  let healthResult: Awaited<ReturnType<typeof health.stop>> | undefined;
  try {
    phaseStart = Date.now();
    let firstProblem: string | undefined;
    const queue = [...orders];
    await Promise.all(
      Array.from({ length: OPENING_AT_ONCE }, async () => {
        for (let order = queue.shift(); order; order = queue.shift()) {
          await openStream(baseUrl, agent, order).catch((error: unknown) => (firstProblem ??= `opening a stream: ${String(error)}`));
        }
      }),
    );
    const opening = seconds(phaseStart);

    phaseStart = Date.now();
    await payAtSteadyRate(baseUrl, orders);
    await awaitEvents(orders);
    const paying = seconds(phaseStart);
    healthResult = await health.stop();
    const endedEarly = orders.filter((order) => order.endedAt !== undefined).length;
    const readFailure = await readChangeTimes(baseUrl, orders);

    // An order that could not be read back counts as unchanged: the goal then fails on the read.
    const changed = orders.filter((order) => order.changedAt !== undefined);
    const delivered = changed.filter((order) => order.opened && order.placedAt !== undefined);
    const latencies = delivered.map((order) => order.placedAt! - order.changedAt!).sort((a, b) => a - b);
    const paid = orders.filter((order) => order.confirmStatus === 200);
    const confirmTimes = paid.map((order) => order.confirmAnsweredAt! - order.confirmSentAt!).sort((a, b) => a - b);
    const result = {
      streamsOpened: orders.filter((order) => order.opened).length,
      changesMade: changed.length,
      delivered: delivered.length,
      late: latencies.filter((ms) => ms > DELIVERY_GOAL_MS).length,
      endedEarly,
      maxMs: Math.round(latencies.at(-1) ?? 0),
      p99Ms: Math.round(percentile(latencies, 0.99)),
      maxFromSendMs: Math.round(Math.max(-Infinity, ...delivered.map((order) => order.placedAt! - order.confirmSentAt!))),
      maxAfterAnswerMs: Math.round(Math.max(-Infinity, ...delivered.map((order) => order.placedAt! - order.confirmAnsweredAt!))),
      paymentsAnswered: paid.length,
      confirmP99Ms: Math.round(percentile(confirmTimes, 0.99)),
      healthProbes: healthResult.probes,
      healthFailures: healthResult.failures,
      healthMaxMs: healthResult.maxMs,
      phases: { placing, opening, paying },
      firstProblem: firstProblem ?? readFailure ?? paymentProblem(orders),
    };
    return {
      ...result,
      met:
        result.streamsOpened === STREAMS &&
        result.changesMade === STREAMS &&
        result.delivered === STREAMS &&
        readFailure === undefined &&
        result.late === 0 &&
        result.endedEarly === 0 &&
        result.healthFailures === 0,
    };
  } finally {
    if (!healthResult) await health.stop();
    for (const order of orders) order.request?.destroy();
    agent.destroy();
  }
}
