// API throughput with autocannon, reported as a ratio to /api/health measured in the same run.
// The targets take turns, half a second each, round after round, and a ratio is the median of the
// rounds' ratios: on a shared machine a burst of background load then skews one round, not the
// verdict, so the ratios compare the endpoints rather than the moments they were measured in.
import autocannon from 'autocannon';

export interface LoadTarget {
  name: string;
  path: string;
  method?: 'GET' | 'POST' | 'PUT';
  body?: unknown;
  headers?: Record<string, string>;
  /** The status every response must have (200 unless told, e.g. 304 for a revalidation). */
  expectedStatus?: number;
  /**
   * Varies each request: its extra headers and body, called once per request sent. For writes that
   * must differ (another diner's token, another cart line); the cost of building the request is the
   * load generator's, the same for every round.
   */
  next?: () => { headers?: Record<string, string>; body: unknown };
  /** Untimed work each run of the target needs first, outside the measured seconds (e.g. making the guests its requests use). */
  beforeEachRun?: () => Promise<void>;
}

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  /** Requests per second in each round, in order. */
  rounds: number[];
  /** The worst round's 99th percentile latency. */
  p99Ms: number;
  /** Mean response bytes, headers included: what a client downloads. */
  bytesPerRequest: number;
  errors: number;
  /** Responses with another status than the expected one. */
  unexpected: number;
  /** How many of each unexpected status, e.g. { '409': 3 }. */
  unexpectedStatuses: Record<string, number>;
}

interface Round {
  requests: number;
  seconds: number;
  p99Ms: number;
  bytes: number;
  errors: number;
  unexpected: number;
  unexpectedStatuses: Record<string, number>;
}

/**
 * autocannon appends every response body to a string, decoding it as UTF-8: a load-generator cost
 * that grows with the body and is worst on compressed bytes. Against a bare node:http server on this
 * 2-core box, a 3.4 KB random body measured 24% fewer requests/s than a 15-byte one, a 3.4 KB ASCII
 * body 7% fewer, and with this hook both measured the same. Nothing here reads the bodies and a
 * browser keeps bytes as bytes, so every target drops them: the ratios compare the server's work.
 */
function keepNoBodies(client: autocannon.Client): void {
  const queue = (client as unknown as { pipelinedRequests?: { addBody?: (data: Buffer) => void } }).pipelinedRequests;
  if (typeof queue?.addBody !== 'function') throw new Error('autocannon changed its client: revisit keepNoBodies in bench/load.ts');
  queue.addBody = () => {};
}

function varied(next: NonNullable<LoadTarget['next']>) {
  return (request: autocannon.Request): autocannon.Request => {
    const { headers, body } = next();
    return { ...request, headers: { ...request.headers, ...headers }, body: JSON.stringify(body) };
  };
}

async function run(baseUrl: string, target: LoadTarget, connections: number, seconds: number): Promise<Round> {
  await target.beforeEachRun?.();
  const result = await autocannon({
    setupClient: keepNoBodies,
    url: `${baseUrl}${target.path}`,
    method: target.method ?? 'GET',
    connections,
    duration: seconds,
    headers: { 'content-type': 'application/json', ...target.headers },
    body: target.body === undefined ? undefined : JSON.stringify(target.body),
    requests: target.next ? [{ setupRequest: varied(target.next) }] : undefined,
  });
  const expected = String(target.expectedStatus ?? 200);
  const unexpectedStatuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {})
      .filter(([status, { count = 0 }]) => status !== expected && count > 0)
      .map(([status, { count = 0 }]) => [status, count]),
  );
  return {
    requests: result.requests.total,
    seconds: result.duration,
    p99Ms: result.latency.p99,
    bytes: result.throughput.total,
    errors: result.errors,
    unexpected: Object.values(unexpectedStatuses).reduce((sum, count) => sum + count, 0),
    unexpectedStatuses,
  };
}

const ROUND_SECONDS = 0.5;

/** A short unmeasured run, so the first target does not pay for JIT and caches. */
export async function warmUp(baseUrl: string, target: LoadTarget, connections: number): Promise<void> {
  const round = await run(baseUrl, target, connections, 1);
  if (round.errors > 0 || round.unexpected > 0)
    throw new Error(`Warming ${target.name} failed: ${round.errors} errors, unexpected statuses ${JSON.stringify(round.unexpectedStatuses)}`);
}

/** About `seconds` of load per target, in interleaved half-second rounds, summed per target. */
export async function measureInterleaved(baseUrl: string, targets: LoadTarget[], connections: number, seconds: number): Promise<LoadResult[]> {
  const byTarget: Round[][] = targets.map(() => []);
  const rounds = Math.max(1, Math.round(seconds / ROUND_SECONDS));
  for (let round = 0; round < rounds; round++) {
    for (const [index, target] of targets.entries()) byTarget[index]!.push(await run(baseUrl, target, connections, ROUND_SECONDS));
  }
  return targets.map((target, index) => {
    const runs = byTarget[index]!;
    const sum = (pick: (r: Round) => number) => runs.reduce((total, r) => total + pick(r), 0);
    return {
      name: target.name,
      requestsPerSecond: Math.round(sum((r) => r.requests) / sum((r) => r.seconds)),
      rounds: runs.map((r) => r.requests / r.seconds),
      p99Ms: Math.max(...runs.map((r) => r.p99Ms)),
      bytesPerRequest: Math.round(
        sum((r) => r.bytes) /
          Math.max(
            1,
            sum((r) => r.requests),
          ),
      ),
      errors: sum((r) => r.errors),
      unexpected: sum((r) => r.unexpected),
      unexpectedStatuses: runs.reduce<Record<string, number>>((all, r) => {
        for (const [status, count] of Object.entries(r.unexpectedStatuses)) all[status] = (all[status] ?? 0) + count;
        return all;
      }, {}),
    };
  });
}

/** The median over rounds of `result`'s requests/s as a share of `baseline`'s in the same round. */
export function medianShare(result: LoadResult, baseline: LoadResult): number {
  const shares = result.rounds.map((rps, round) => rps / (baseline.rounds[round] ?? rps)).sort((a, b) => a - b);
  const middle = Math.floor(shares.length / 2);
  return shares.length % 2 === 1 ? shares[middle]! : (shares[middle - 1]! + shares[middle]!) / 2;
}

/**
 * `probe` measured while `storm` runs beside it (not interleaved): how a slow, CPU-heavy call (a
 * login's argon2) affects the requests it shares the server with. Answers the probe's p99 and the
 * storm's own round.
 */
export async function measureDuring(
  baseUrl: string,
  storm: LoadTarget,
  stormConnections: number,
  probe: LoadTarget,
  probeConnections: number,
  seconds: number,
) {
  const [stormRound, probeRound] = await Promise.all([run(baseUrl, storm, stormConnections, seconds), run(baseUrl, probe, probeConnections, seconds)]);
  return { storm: stormRound, probe: probeRound };
}

/**
 * `probe` measured for `seconds` while `work` runs beside it, given the moment the probe ends: how
 * work autocannon cannot send (a multipart upload) affects the requests it shares the server with.
 */
export async function measureBeside<T>(baseUrl: string, probe: LoadTarget, probeConnections: number, seconds: number, work: (until: number) => Promise<T>) {
  const until = Date.now() + seconds * 1000;
  const [probeRound, result] = await Promise.all([run(baseUrl, probe, probeConnections, seconds), work(until)]);
  return { probe: probeRound, result };
}

/**
 * `connections` diners each running `flow` (a sequence of requests) again and again for `seconds`:
 * whole flows per second and the 99th percentile of a flow's duration.
 */
export async function measureFlows(flow: () => Promise<void>, connections: number, seconds: number) {
  const durations: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const started = Date.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < deadline) {
        const at = Date.now();
        try {
          await flow();
          durations.push(Date.now() - at);
        } catch (error) {
          errors += 1;
          firstError ??= String(error);
        }
      }
    }),
  );
  durations.sort((a, b) => a - b);
  const elapsed = (Date.now() - started) / 1000;
  return {
    flowsPerSecond: durations.length / elapsed,
    p99Ms: durations[Math.floor(durations.length * 0.99)] ?? 0,
    flows: durations.length,
    errors,
    firstError,
  };
}
