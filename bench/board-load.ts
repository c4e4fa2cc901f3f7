// Issue 10's board goal: 50 console boards of one outlet open while diners place 20 orders a second
// there for BOARD_SECONDS; every board must get every order's `change` event within 1 s, and the
// diner API must keep its pace beside /api/health within 10% of what it has without the boards.
//
// A fair comparison: an open board costs the server nothing while no order changes (a heartbeat every
// 20 s); its cost is the fan-out, each change read once and written to every board. So the diner API
// is measured with the 20/s placements running throughout, and each target twice in every round of
// one interleaved measurement: once with no board open, once with the 50 open (closed and opened
// again, untimed, between those runs). The boards are then the one difference, and both sides share
// each round's background load: measured one after the other instead, minutes apart on the shared
// 2-core box, the same ratios differed by 30% either way. The measured placements (autocannon's, as
// fast as the server takes them) go to another outlet of the tenant: the boards' outlet gets exactly
// the scenario's 20 a second, and the measured ones take none of its slot places.
//
// Every placement is real and must answer 201 (a guest with a one-item cart made beforehand, outside
// the measured time, cash, pickup at a free slot place, as order-load.ts does); a refusal, a board
// that fails to open or ends, or an order a board never gets makes the measurement invalid.
import { randomUUID } from 'node:crypto';
import { Agent } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { BoardChangeEvent } from '@crust/contract/console-orders';
import { BUSY_SLOT_CAPACITY } from './busy-outlets.ts';
import { openEventStream, type WatchedStream } from './event-stream-client.ts';
import { prepareCartLoad } from './cart-load.ts';
import { measureInterleaved, warmUp, type LoadResult, type LoadTarget } from './load.ts';
import { inBatches, json, newGuest, post, prepareGuestOrders, prepareOrderLoad, type Guest } from './order-load.ts';

export const BOARDS = 50;
export const PLACEMENTS_PER_SECOND = 20;
export const BOARD_DELIVERY_GOAL_MS = 1000;
/**
 * Orders per slot at the outlet of the measured placements: a week at the busy capacity holds about
 * 9,000, fewer than PostgreSQL places in the measurement (about 10,000).
 */
const MEASURED_SLOT_CAPACITY = 3 * BUSY_SLOT_CAPACITY;
/** The demo seed's manager works at every outlet (any staff of the outlet may watch its board). */
const DEMO_MANAGER = { tenant_id: 64, email: 'manager@crust.test', password: 'crust-demo-2026' };
const OPEN_TIMEOUT_MS = 30_000;
const PLACE_TIMEOUT_MS = 10_000;
/** After the last placement's answer, how long a missing event is waited for before it counts as lost. */
const LATE_EVENT_WAIT_MS = 5_000;
/**
 * The diner API measurement's expected wall time per target-second: autocannon's start per half-second
 * run, the placement target's guests made between runs, the boards opened between them (their snapshot
 * holds every upcoming order the bench placed). The steady placements beside it take a slot place each
 * within the week's; seen on the shared 2-core box: about 6.7.
 */
const MEASUREMENT_WALL_FACTOR = 7;
const MEASUREMENT_WALL_EXTRA_SECONDS = 20;
/**
 * Guests the steady placements find waiting after each top-up between the measurement's runs: this
 * many times the longest time seen between two top-ups, and at least STEADY_TOP_UP_SECONDS' worth
 * (a run, then the next one's untimed preparations, can take tens of seconds on a busy machine).
 */
const STEADY_TOP_UP_GAPS = 2;
const STEADY_TOP_UP_SECONDS = 30;

/** endedAt is read before the bench closes the streams itself. */
interface Board extends WatchedStream {
  opened: boolean;
  /** Snapshots after the first: the server may have missed changes. */
  resyncs: number;
  /** When each order's first `change` event arrived (client times are Date.now(), as the placements'). */
  seen: Map<string, number>;
}

interface Placement {
  sentAt: number;
  /** How far behind the steady schedule it was sent (the bench process busy). */
  behindMs: number;
  answeredAt?: number;
  /** 0: no answer within PLACE_TIMEOUT_MS; undefined: no prepared guest left, nothing sent. */
  status?: number;
  id?: string;
}

export interface PlacementSummary {
  sent: number;
  placed: number;
  /** Anything but 201, by status ('no answer', 'no guest'). */
  failed: Record<string, number>;
  p99Ms: number;
  maxBehindMs: number;
}

export interface DeliverySummary {
  orders: number;
  /** Orders × boards. */
  expected: number;
  delivered: number;
  missing: number;
  /** From the placement's 201 answer to the event (negative: the event came first). */
  p99Ms: number;
  maxMs: number;
  /** From the placement's send instead: an upper bound, the placement's own time included. */
  p99FromSendMs: number;
  maxFromSendMs: number;
}

export interface BoardLoadResult {
  /** The diner API beside /api/health (health first), in the same rounds without and with the boards; empty when not measured. */
  without: LoadResult[];
  with: LoadResult[];
  /** Boards that sent their snapshot for the goal's placements. */
  boardsOpened: number;
  /** Times the 50 boards were opened (once for the goal, then once a round of the diner API measurement). */
  openings: number;
  /** Boards that ended or broke by themselves while open, over every opening. */
  endedEarly: number;
  resyncs: number;
  /** Seconds: preparing, opening the boards for the goal, the goal's placements with their late events, the diner API measurement. */
  phases: { preparing: number; opening: number; goal: number; measuring: number };
  /** The goal's steady placements, and those running beside the diner API measurement. */
  placements: Record<'goal' | 'beside the diner API', PlacementSummary>;
  goal: DeliverySummary;
  /** Why the measurement is invalid (a refused placement, a board not open, a missing event); empty when valid. */
  problems: string[];
}

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
const secondsSince = (since: number) => Number(((Date.now() - since) / 1000).toFixed(1));

async function signInManager(baseUrl: string): Promise<string> {
  const { data } = await json<{ data: { token: string } }>(await post(baseUrl, '/api/console/auth/sign-in', DEMO_MANAGER), 'Signing the demo manager in');
  return data.token;
}

/** A slot capacity for the outlet, through the console as a manager sets it. */
async function setSlotCapacity(baseUrl: string, token: string, outletId: number, capacity: number): Promise<void> {
  const response = await fetch(`${baseUrl}/api/console/outlets/${outletId}/rules`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ slot_capacity: capacity }),
  });
  await json(response, 'Setting the slot capacity');
}

/** Opens one board, resolving at its first `snapshot`; each `change` then records its order's arrival. */
function openBoard(url: string, token: string, agent: Agent, board: Board): Promise<void> {
  return openEventStream(url, { agent, authorization: `Bearer ${token}`, timeoutMs: OPEN_TIMEOUT_MS, what: 'a board' }, board, ({ event, data }) => {
    if (event === 'change') {
      const { order } = JSON.parse(data) as BoardChangeEvent;
      if (!board.seen.has(order.id)) board.seen.set(order.id, Date.now());
      return false;
    }
    if (event !== 'snapshot') return false;
    if (board.opened) board.resyncs++;
    board.opened = true;
    return true;
  });
}

/** The outlet's BOARDS boards, opened together (answering once every one has its snapshot) and closed together. */
function boardSet(baseUrl: string, outletId: number, token: string) {
  const url = `${baseUrl}/api/console/outlets/${outletId}/orders/stream`;
  const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
  let open: Board[] = [];
  let openings = 0;
  let endedEarly = 0;
  let resyncs = 0;
  const problems: string[] = [];
  const closeAll = () => {
    endedEarly += open.filter((board) => board.opened && board.endedAt !== undefined).length;
    resyncs += open.reduce((sum, board) => sum + board.resyncs, 0);
    for (const board of open) board.request?.destroy();
    open = [];
  };
  return {
    problems,
    get open() {
      return open;
    },
    async openAll(): Promise<void> {
      if (open.length > 0) return;
      openings++;
      open = Array.from({ length: BOARDS }, () => ({ opened: false, resyncs: 0, seen: new Map() }));
      await Promise.all(
        open.map((board) => openBoard(url, token, agent, board).catch((error: unknown) => problems.push(`a board did not open: ${String(error)}`))),
      );
    },
    closeAll,
    /** Closes what is open and frees the sockets. */
    finish() {
      closeAll();
      agent.destroy();
      return { openings, endedEarly, resyncs };
    },
  };
}

/** Guests with a one-item cart at the boards' outlet, made between phases, and the steady placer that uses them. */
async function prepareSteadyOrders(baseUrl: string, restaurantId: number, places: number) {
  const orders = await prepareGuestOrders(baseUrl, restaurantId, places, BUSY_SLOT_CAPACITY);
  const ready: Guest[] = [];

  async function place(placement: Placement, guest: Guest): Promise<void> {
    try {
      const response = await fetch(`${baseUrl}/api/v2/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: guest.authorization, 'idempotency-key': randomUUID() },
        body: JSON.stringify(orders.orderBody(guest, orders.takePlace())),
        signal: AbortSignal.timeout(PLACE_TIMEOUT_MS),
      });
      placement.answeredAt = Date.now();
      placement.status = response.status;
      if (response.status === 201) placement.id = ((await response.json()) as { data: { id: string } }).data.id;
      else await response.arrayBuffer();
    } catch {
      placement.status = 0;
      placement.answeredAt = Date.now();
    }
  }

  async function keepReady(count: number): Promise<void> {
    const made = await inBatches(Math.max(0, count - ready.length), async () => {
      const guest = await newGuest(baseUrl);
      await orders.addToCart(guest, orders.sides[0]!);
      return guest;
    });
    ready.push(...made);
  }
  let lastTopUp: number | undefined;
  let longestGapSeconds = 0;

  return {
    /** Makes guests until `count` wait unused. */
    keepReady,
    /** Between two runs: enough guests for the longest time seen from one top-up to the next, twice over. */
    async topUp(): Promise<void> {
      if (lastTopUp !== undefined) longestGapSeconds = Math.max(longestGapSeconds, (Date.now() - lastTopUp) / 1000);
      await keepReady(PLACEMENTS_PER_SECOND * Math.max(STEADY_TOP_UP_SECONDS, STEADY_TOP_UP_GAPS * longestGapSeconds));
      lastTopUp = Date.now();
    },
    /** PLACEMENTS_PER_SECOND placements, each on schedule whatever the earlier ones are doing, until stopped. */
    start() {
      const placements: Placement[] = [];
      const answers: Promise<void>[] = [];
      let running = true;
      const started = Date.now();
      const schedule = (async () => {
        for (let index = 0; running; index++) {
          const due = started + (index * 1000) / PLACEMENTS_PER_SECOND;
          if (due > Date.now()) await sleep(due - Date.now());
          if (!running) break;
          const placement: Placement = { sentAt: Date.now(), behindMs: Math.max(0, Date.now() - due) };
          placements.push(placement);
          const guest = ready.shift();
          if (guest) answers.push(place(placement, guest));
        }
      })();
      return {
        /** Stops sending and answers every placement once all have their answer. */
        async stop(): Promise<Placement[]> {
          running = false;
          await schedule;
          await Promise.all(answers);
          return placements;
        },
      };
    },
  };
}

function summarisePlacements(placements: Placement[]): PlacementSummary {
  const failed: Record<string, number> = {};
  for (const { status } of placements.filter((placement) => placement.status !== 201)) {
    const key = status === undefined ? 'no guest' : status === 0 ? 'no answer' : String(status);
    failed[key] = (failed[key] ?? 0) + 1;
  }
  const answered = placements.filter((placement) => placement.answeredAt !== undefined);
  const times = answered.map((placement) => placement.answeredAt! - placement.sentAt).sort((a, b) => a - b);
  return {
    sent: answered.length,
    placed: placements.filter((placement) => placement.status === 201).length,
    failed,
    p99Ms: percentile(times, 0.99),
    maxBehindMs: Math.round(Math.max(0, ...placements.map((placement) => placement.behindMs))),
  };
}

function summariseDeliveries(placements: Placement[], boards: Board[]): DeliverySummary {
  const placed = placements.filter((placement) => placement.id !== undefined);
  const fromAnswer: number[] = [];
  const fromSend: number[] = [];
  for (const placement of placed) {
    for (const board of boards) {
      const at = board.seen.get(placement.id!);
      if (at === undefined) continue;
      fromAnswer.push(at - placement.answeredAt!);
      fromSend.push(at - placement.sentAt);
    }
  }
  fromAnswer.sort((a, b) => a - b);
  fromSend.sort((a, b) => a - b);
  return {
    orders: placed.length,
    expected: placed.length * boards.length,
    delivered: fromAnswer.length,
    missing: placed.length * boards.length - fromAnswer.length,
    p99Ms: percentile(fromAnswer, 0.99),
    maxMs: fromAnswer.at(-1) ?? 0,
    p99FromSendMs: percentile(fromSend, 0.99),
    maxFromSendMs: fromSend.at(-1) ?? 0,
  };
}

/** Until every board has every placed order, or LATE_EVENT_WAIT_MS more. */
async function awaitEvents(placements: Placement[], boards: Board[]): Promise<void> {
  const deadline = Date.now() + LATE_EVENT_WAIT_MS;
  const ids = placements.flatMap((placement) => (placement.id === undefined ? [] : [placement.id]));
  while (Date.now() < deadline && boards.some((board) => ids.some((id) => !board.seen.has(id)))) await sleep(50);
}

export interface BoardLoadOptions {
  /** The outlet whose boards are open and where the steady placements go. */
  boardOutlet: number;
  /** Another active outlet of the tenant, where the measured placements go. */
  otherOutlet: number;
  /** How long the goal's placements run (BOARD_SECONDS). */
  seconds: number;
  /** /api/health and the warm menu of the boards' outlet, as run.ts measures them. */
  health: LoadTarget;
  menu: LoadTarget;
  connections: number;
  /** Seconds of load per target and side in the diner API measurement (BENCH_SECONDS). */
  apiSeconds: number;
}

/** The whole scenario on a running server (a fresh one: its orders take thousands of slot places). */
export async function measureBoardLoad(baseUrl: string, options: BoardLoadOptions): Promise<BoardLoadResult> {
  const { boardOutlet, otherOutlet, seconds, health, menu, connections, apiSeconds } = options;
  let phaseStart = Date.now();
  const token = await signInManager(baseUrl);
  const cart = await prepareCartLoad(baseUrl, boardOutlet);
  // The measured placements' outlet takes MEASURED_SLOT_CAPACITY a slot, set as its manager would:
  // places for 1,000 placements a second through both sides' runs and the warm-up (PostgreSQL
  // measured 480 here; autocannon's half-second runs last about a second, its timer's step).
  await setSlotCapacity(baseUrl, token, otherOutlet, MEASURED_SLOT_CAPACITY);
  const measuredPlacing = await prepareOrderLoad(baseUrl, otherOutlet, 1000 * (2 * 2 * apiSeconds + 1), MEASURED_SLOT_CAPACITY);
  const targets = [health, menu, cart.add, measuredPlacing.place];
  const boards = boardSet(baseUrl, boardOutlet, token);
  // Each target twice a round: first with every board closed, then with the 50 open (see the top).
  const side = (open: boolean): LoadTarget[] =>
    targets.map((target) => ({
      ...target,
      async beforeEachRun() {
        if (open) await boards.openAll();
        else boards.closeAll();
        await target.beforeEachRun?.();
        // Between runs, untimed: the steady placements keep a guest each waiting however long the
        // measurement takes (the estimate below was once short on a busy machine).
        await steady.topUp();
      },
    }));
  const measuredTargets = [...side(false), ...side(true)];
  const measurementWall = measuredTargets.length * apiSeconds * MEASUREMENT_WALL_FACTOR + MEASUREMENT_WALL_EXTRA_SECONDS;
  const steady = await prepareSteadyOrders(baseUrl, boardOutlet, PLACEMENTS_PER_SECOND * (seconds + measurementWall));
  // The goal's guests, and the first of the measurement until its first run tops them up.
  await steady.keepReady(PLACEMENTS_PER_SECOND * (seconds + STEADY_TOP_UP_SECONDS));
  for (const target of targets) await warmUp(baseUrl, target, connections);
  const preparing = secondsSince(phaseStart);

  try {
    phaseStart = Date.now();
    await boards.openAll();
    const opening = secondsSince(phaseStart);
    const goalBoards = boards.open;
    const boardsOpened = goalBoards.filter((board) => board.opened).length;
    if (boards.problems.length > 0) return invalidBeforeGoal(boards.problems, boardsOpened, boards.finish(), { preparing, opening });

    phaseStart = Date.now();
    const goalPlacer = steady.start();
    await sleep(seconds * 1000);
    const goalPlacements = await goalPlacer.stop();
    await awaitEvents(goalPlacements, goalBoards);
    const goal = summariseDeliveries(goalPlacements, goalBoards);
    const goalSeconds = secondsSince(phaseStart);

    phaseStart = Date.now();
    await cart.reset();
    const besidePlacer = steady.start();
    const results = await measureInterleaved(baseUrl, measuredTargets, connections, apiSeconds);
    const besidePlacements = await besidePlacer.stop();
    const measuring = secondsSince(phaseStart);
    const { openings, endedEarly, resyncs } = boards.finish();

    const placements = { goal: summarisePlacements(goalPlacements), 'beside the diner API': summarisePlacements(besidePlacements) };
    const problems = [...boards.problems];
    for (const [phase, summary] of Object.entries(placements)) {
      if (Object.keys(summary.failed).length > 0) problems.push(`steady placements ${phase}: not 201 ${JSON.stringify(summary.failed)}`);
    }
    for (const place of results.filter((result) => result.name === measuredPlacing.place.name)) {
      if (place.errors + place.unexpected > 0)
        problems.push(`measured placements: ${place.unexpected} answered other than 201 ${JSON.stringify(place.unexpectedStatuses)}, ${place.errors} failed`);
    }
    const short = measuredPlacing.shortfall();
    if (short > 0) problems.push(`${short} measured placements were sent without a prepared guest`);
    if (endedEarly > 0) problems.push(`${endedEarly} boards ended early`);
    if (goal.missing > 0) problems.push(`${goal.missing} order events never reached their board`);
    return {
      without: results.slice(0, targets.length),
      with: results.slice(targets.length),
      boardsOpened,
      openings,
      endedEarly,
      resyncs,
      phases: { preparing, opening, goal: goalSeconds, measuring },
      placements,
      goal,
      problems,
    };
  } finally {
    boards.finish();
  }
}

/** When a board of the goal did not open: nothing is placed, and the measurement is invalid. */
function invalidBeforeGoal(
  problems: string[],
  boardsOpened: number,
  boards: { openings: number; endedEarly: number; resyncs: number },
  phases: { preparing: number; opening: number },
): BoardLoadResult {
  const none = summarisePlacements([]);
  return {
    without: [],
    with: [],
    boardsOpened,
    ...boards,
    phases: { ...phases, goal: 0, measuring: 0 },
    placements: { goal: none, 'beside the diner API': none },
    goal: summariseDeliveries([], []),
    problems,
  };
}
