import type { FastifyReply, FastifyRequest } from 'fastify';

/** A comment line this often keeps proxies from closing a quiet stream. */
export const HEARTBEAT_MS = 20_000;

export interface EventStream {
  /** Writes one event (`id` lets a client tell where it got to); nothing once ended. */
  send(event: string, id: number, data: unknown): void;
  /** send with `data` already JSON (one serialisation written to many streams). */
  sendJson(event: string, id: number, json: string): void;
  /** Ends the response (once); `onEnd` runs, as it does when the client goes. */
  end(): void;
  readonly closed: boolean;
}

/**
 * Takes the reply over as Server-Sent Events (the diner's order stream, the console's board): no
 * buffering by proxies, a heartbeat comment (`onHeartbeat` with it: a quiet stream's turn to recheck
 * who reads it), and `onEnd` once when either side ends it.
 */
export function openEventStream(request: FastifyRequest, reply: FastifyReply, onEnd: () => void, onHeartbeat?: () => void): EventStream {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  let closed = false;
  const heartbeat = setInterval(() => {
    raw.write(': keep-alive\n\n');
    onHeartbeat?.();
  }, HEARTBEAT_MS);
  const end = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    onEnd();
    raw.end();
  };
  request.raw.on('close', end);
  const sendJson = (event: string, id: number, json: string) => {
    if (!closed) raw.write(`id: ${id}\nevent: ${event}\ndata: ${json}\n\n`);
  };
  return {
    send: (event, id, data) => sendJson(event, id, JSON.stringify(data)),
    sendJson,
    end,
    get closed() {
      return closed;
    },
  };
}
