import { ApiRequestError } from './api-client';
import { createSseParser, type SseEvent } from './sse-parser';

/** Opens the stream once: a fetch whose body is text/event-stream (see apiStream). */
export type StreamOpener = (signal: AbortSignal) => Promise<ReadableStream<Uint8Array>>;

export type FollowOptions = {
  onEvent: (event: SseEvent) => void;
  /** The stream is open; `reconnected` once it is back after a drop (what it missed is to be read again). */
  onOpen?: (reconnected: boolean) => void;
  /** The stream dropped or could not be opened: it is tried again after a wait. */
  onDown?: () => void;
  /** The server refused the stream (4xx): asking again cannot help, so following stops. */
  onRefused?: (error: ApiRequestError) => void;
  /** How long to wait before reconnecting after `failures` drops in a row. */
  retryDelay?: (failures: number) => number;
  /**
   * A connection silent this long (no event, no heartbeat comment) is taken as dropped: a network
   * gone without a reset leaves a fetch waiting for ever.
   */
  idleTimeoutMs?: number;
};

export type StreamFollower = {
  /** Lets go of the stream for good. */
  stop: () => void;
  /** Drops the open connection and opens a fresh one at once. */
  reconnect: () => void;
};

const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;

/**
 * Doubling waits up to 30 s, each somewhere in its upper half, so a thousand clients whose streams
 * dropped together (a server restart) do not all come back in the same instant.
 */
export const backoffDelay = (failures: number): number => Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** failures) * (0.5 + Math.random() / 2);

/** Resolves after `ms`, or at once when `signal` aborts. */
const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });

/** Calls `onIdle` when `touch` has not been called for `ms` (never without `ms`). */
function idleWatch(ms: number | undefined, onIdle: () => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const touch = () => {
    clearTimeout(timer);
    if (ms !== undefined) timer = setTimeout(onIdle, ms);
  };
  return { touch, end: () => clearTimeout(timer) };
}

/** Feeds a stream's bytes to `onEvent` until it ends or `signal` aborts. */
async function readEvents(body: ReadableStream<Uint8Array>, signal: AbortSignal, onEvent: (event: SseEvent) => void, onChunk: () => void): Promise<void> {
  const reader = body.getReader();
  // A stream from fetch errors on abort by itself; cancelling covers every other source of bytes.
  const cancel = () => void reader.cancel().catch(() => {});
  signal.addEventListener('abort', cancel);
  const decoder = new TextDecoder();
  const feed = createSseParser(onEvent);
  try {
    for (let chunk = await reader.read(); !chunk.done && !signal.aborted; chunk = await reader.read()) {
      onChunk();
      feed(decoder.decode(chunk.value, { stream: true }));
    }
  } finally {
    signal.removeEventListener('abort', cancel);
  }
}

/**
 * 4xx: someone else's resource (404, 403) or an ended session (401). Not 429: too many streams open
 * for the session or address (issue 17) is worth asking again after a wait, once another page closes.
 */
const refusalOf = (error: unknown) => (error instanceof ApiRequestError && error.status >= 400 && error.status < 500 && error.status !== 429 ? error : null);

/**
 * Follows a Server-Sent Events stream read with fetch (EventSource cannot send a bearer header).
 * After a drop (network, server restart, a stream the server ends) it reconnects with backoff,
 * until the server refuses the stream or `stop` is called. Issues 9 (an order's status) and 10
 * (the console's order board).
 */
export function followEventStream(
  open: StreamOpener,
  { onEvent, onOpen, onDown, onRefused, retryDelay = backoffDelay, idleTimeoutMs }: FollowOptions,
): StreamFollower {
  const following = new AbortController();
  let connection = new AbortController();
  let reconnectAtOnce = false;
  following.signal.addEventListener('abort', () => connection.abort());

  void (async () => {
    let failures = 0;
    let connections = 0;
    while (!following.signal.aborted) {
      const current = (connection = new AbortController());
      const { signal } = current;
      const idle = idleWatch(idleTimeoutMs, () => current.abort());
      try {
        const body = await open(signal);
        onOpen?.(connections++ > 0);
        failures = 0;
        idle.touch();
        const forward = (event: SseEvent) => {
          if (!signal.aborted) onEvent(event);
        };
        await readEvents(body, signal, forward, idle.touch);
      } catch (error) {
        const refusal = refusalOf(error);
        if (refusal) return onRefused?.(refusal);
      } finally {
        idle.end();
      }
      if (following.signal.aborted) return;
      onDown?.();
      if (reconnectAtOnce) reconnectAtOnce = false;
      else await wait(retryDelay(failures++), following.signal);
    }
  })();

  return {
    stop: () => following.abort(),
    reconnect: () => {
      reconnectAtOnce = true;
      connection.abort();
    },
  };
}
