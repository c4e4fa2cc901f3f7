import { isFinalOrderStatus, type OrderStatus } from '@crust/contract/order-status';
import { ApiRequestError, apiStream } from '@/lib/api-client';
import { createSseParser, type SseEvent } from './sse-parser';

/** What GET /api/v2/orders/{id}/events sends as `event: status`. */
export type OrderStatusEvent = { status: OrderStatus; version: number };

type OrderEventsOptions = {
  onStatus: (event: OrderStatusEvent) => void;
  /** A dropped stream is back: whatever it missed meanwhile is to be read again (the order). */
  onReconnect: () => void;
  /** How long to wait before reconnecting after `failures` drops in a row. */
  retryDelay?: (failures: number) => number;
};

const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;

/**
 * Doubling waits up to 30 s, each somewhere in its upper half, so a thousand diners whose streams
 * dropped together (a server restart) do not all come back in the same instant.
 */
const backoffDelay = (failures: number): number => Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** failures) * (0.5 + Math.random() / 2);

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

/** Feeds a stream's bytes to `onEvent` until it ends or `signal` aborts. */
async function readEvents(body: ReadableStream<Uint8Array>, signal: AbortSignal, onEvent: (event: SseEvent) => void): Promise<void> {
  const reader = body.getReader();
  // A stream from fetch errors on abort by itself; cancelling covers every other source of bytes.
  const cancel = () => void reader.cancel().catch(() => {});
  signal.addEventListener('abort', cancel);
  const decoder = new TextDecoder();
  const feed = createSseParser(onEvent);
  try {
    for (let chunk = await reader.read(); !chunk.done && !signal.aborted; chunk = await reader.read()) {
      feed(decoder.decode(chunk.value, { stream: true }));
    }
  } finally {
    signal.removeEventListener('abort', cancel);
  }
}

/** 4xx: someone else's order (404) or an ended session (401): asking again cannot help. */
const isFinalRefusal = (error: unknown) => error instanceof ApiRequestError && error.status >= 400 && error.status < 500;

/**
 * Follows an order's status over its Server-Sent Events stream. Read with fetch, not EventSource,
 * which cannot send the bearer header. After a drop (network, server restart, a stream that ends
 * while the order goes on) it reconnects with backoff and calls `onReconnect` once back. It stops
 * when the order ends, when the server refuses the stream, or when the returned function is called.
 */
export function watchOrderEvents(orderId: string, { onStatus, onReconnect, retryDelay = backoffDelay }: OrderEventsOptions): () => void {
  const controller = new AbortController();
  const { signal } = controller;

  const onEvent = ({ event, data }: SseEvent) => {
    if (event !== 'status' || signal.aborted) return;
    const change = JSON.parse(data) as OrderStatusEvent;
    onStatus(change);
    if (isFinalOrderStatus(change.status)) controller.abort();
  };

  void (async () => {
    let failures = 0;
    let connections = 0;
    while (!signal.aborted) {
      try {
        const body = await apiStream(`/v2/orders/${encodeURIComponent(orderId)}/events`, signal);
        if (connections++ > 0) onReconnect();
        failures = 0;
        await readEvents(body, signal, onEvent);
      } catch (error) {
        if (isFinalRefusal(error)) return;
      }
      if (!signal.aborted) await wait(retryDelay(failures++), signal);
    }
  })();

  return () => controller.abort();
}
