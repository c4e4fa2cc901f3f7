// The bench's SSE client, for the diners' order streams (order-streams.ts) and the console's boards
// (board-load.ts): node:http rather than fetch, parsed as chunks come, cheaply, since one process
// watches a thousand streams on the cores the server uses too.
import { request, type Agent, type ClientRequest } from 'node:http';

/** What a bench keeps of an open stream: the request (to close it) and when the stream ended or broke. */
export interface WatchedStream {
  request?: ClientRequest;
  endedAt?: number;
}

export interface StreamOptions {
  agent: Agent;
  authorization: string;
  /** How long the stream may take to send the event that opens it. */
  timeoutMs: number;
  /** Names the stream in errors, e.g. `order ord_…` or `a board`. */
  what: string;
}

/**
 * Opens a stream and hands each event (its lines, without the blank line after them) to `onEvent`,
 * resolving the first time `onEvent` answers true (the event that shows it open: a first status, a
 * snapshot). Rejects on an answer other than 200, a connection error, or no opening within timeoutMs.
 */
export function openEventStream(url: string, options: StreamOptions, watched: WatchedStream, onEvent: (block: string) => boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    let opened = false;
    const timer = setTimeout(() => {
      watched.request?.destroy();
      reject(new Error(`${options.what}: not open within ${options.timeoutMs} ms`));
    }, options.timeoutMs);
    const handle = (block: string) => {
      if (onEvent(block) && !opened) {
        opened = true;
        clearTimeout(timer);
        resolve();
      }
    };
    watched.request = request(url, { agent: options.agent, headers: { authorization: options.authorization, accept: 'text/event-stream' } });
    watched.request.on('response', (response) => {
      if (response.statusCode !== 200) {
        clearTimeout(timer);
        response.resume();
        reject(new Error(`${options.what}: the stream answered ${response.statusCode}`));
        return;
      }
      response.setEncoding('utf8');
      // The chunks since the last event ended, joined only once one ends: a board's snapshot of
      // thousands of orders comes in hundreds of chunks, and growing one string searched at each
      // (V8 flattens it for every search) made the bench itself the bottleneck.
      let pending: string[] = [];
      let pendingEndsInNewline = false;
      const endEvent = (last: string) => {
        pending.push(last);
        handle(pending.join(''));
        pending = [];
      };
      response.on('data', (chunk: string) => {
        let rest = chunk;
        if (pendingEndsInNewline && rest.startsWith('\n')) {
          // The blank line that ends the event straddles two chunks.
          pending[pending.length - 1] = pending.at(-1)!.slice(0, -1);
          endEvent('');
          rest = rest.slice(1);
        }
        for (let end = rest.indexOf('\n\n'); end >= 0; end = rest.indexOf('\n\n')) {
          endEvent(rest.slice(0, end));
          rest = rest.slice(end + 2);
        }
        if (rest !== '') pending.push(rest);
        pendingEndsInNewline = rest.endsWith('\n');
      });
      response.on('close', () => (watched.endedAt ??= Date.now()));
    });
    watched.request.on('error', (error) => {
      clearTimeout(timer);
      watched.endedAt ??= Date.now();
      reject(error);
    });
    watched.request.end();
  });
}
