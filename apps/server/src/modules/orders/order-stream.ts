import { isFinalOrderStatus, type OrderStatus } from '@crust/contract/order-status';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OrderChanges } from './order-changes.ts';

/** A comment line this often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 20_000;

interface OrderState {
  id: string;
  status: OrderStatus;
  version: number;
}

/**
 * GET /api/v2/orders/{id}/events: Server-Sent Events of the order's status, for its owner. The first
 * event is the status now; each change made on any instance follows (order-changes.ts), in version
 * order, never twice; the stream ends with the order. `reread` gives the order as stored, for a
 * change that may have been missed (between the first read and watching, or while notifications
 * were down).
 */
export function streamOrderStatus(
  request: FastifyRequest,
  reply: FastifyReply,
  first: OrderState,
  changes: OrderChanges,
  reread: () => Promise<OrderState>,
): void {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  let sentVersion = 0;
  let closed = false;
  const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
  const stopWatching = changes.watch(first.id, {
    change: (change) => send(change),
    resync: () => void reread().then(send, () => {}),
    end: () => end(),
  });

  function end(): void {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    stopWatching();
    raw.end();
  }

  function send({ status, version }: { status: OrderStatus; version: number }): void {
    if (closed || version <= sentVersion) return;
    sentVersion = version;
    raw.write(`id: ${version}\nevent: status\ndata: ${JSON.stringify({ status, version })}\n\n`);
    if (isFinalOrderStatus(status)) end();
  }

  request.raw.on('close', end);
  send(first);
  void reread().then(send, () => {});
}
