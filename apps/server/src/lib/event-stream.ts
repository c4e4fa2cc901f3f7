import { errorCodes } from '@crust/contract/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './http-error.ts';
import { clientAddressOf } from './client-address.ts';

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

export interface StreamLimits {
  /** Streams one session (a diner's or a staff member's token) may hold open at once… */
  perSession: number;
  /** …and one client IP, across its sessions (offices and mobile networks share addresses). */
  perIp: number;
  /** The server's clock, which sessions expire by. */
  now: () => Date;
}

/** The session a stream is opened for: its token's hash, and when it expires (moved on by a sliding extension). */
export interface StreamSession {
  tokenHash: string;
  expiresAt: Date;
}

/** Opens a stream as openEventStream does, for the session that asked. */
export type OpenStream = (onEnd: () => void, onHeartbeat?: () => void) => EventStream;

/**
 * The live streams of this instance (issue 17: one guest token opened 200). Each holds a place of
 * its session and of its client IP from opening until it ends; with no place left, opening is a 429
 * `too_many_streams` before the reply is taken over. Counted in process: a stream lives on one
 * instance, and its connection with it. The streams of a session that ends (logout, a password
 * reset: `endSession`, from the 'session_ended' notification) end with it, and so do those of a
 * session that expires, at the first heartbeat after (a session another instance extended meanwhile
 * ends here early: the page reconnects and its token opens a new stream).
 */
export function createEventStreams({ perSession, perIp, now }: StreamLimits) {
  const bySession = new Map<string, Set<EventStream>>();
  const byIp = new Map<string, number>();
  const tooMany = (who: string) =>
    new HttpError(429, errorCodes.tooManyStreams, `Too many live updates are open from ${who}: close another page that follows an order or a board.`);

  return {
    /** An OpenStream for this request, in the name of its session. */
    opener(request: FastifyRequest, reply: FastifyReply, session: StreamSession): OpenStream {
      const sessionKey = session.tokenHash;
      return (onEnd, onHeartbeat) => {
        const ip = clientAddressOf(request.ip);
        const mine = bySession.get(sessionKey) ?? new Set<EventStream>();
        if (mine.size >= perSession) throw tooMany('this session');
        const fromIp = byIp.get(ip) ?? 0;
        if (fromIp >= perIp) throw tooMany('this address');
        const stream: EventStream = openEventStream(
          request,
          reply,
          () => {
            mine.delete(stream);
            if (mine.size === 0) bySession.delete(sessionKey);
            const left = (byIp.get(ip) ?? 1) - 1;
            if (left > 0) byIp.set(ip, left);
            else byIp.delete(ip);
            onEnd();
          },
          () => {
            if (session.expiresAt.getTime() <= now().getTime()) stream.end();
            else onHeartbeat?.();
          },
        );
        bySession.set(sessionKey, mine.add(stream));
        byIp.set(ip, fromIp + 1);
        return stream;
      };
    },
    /** Ends every stream of the session here (the session ended, on any instance). */
    endSession(sessionKey: string): void {
      for (const stream of [...(bySession.get(sessionKey) ?? [])]) stream.end();
    },
  };
}
export type EventStreams = ReturnType<typeof createEventStreams>;
