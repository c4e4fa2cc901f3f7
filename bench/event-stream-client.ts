// The bench's SSE client, for the diners' order streams (order-streams.ts) and the console's boards
// (board-load.ts): node:http rather than fetch, since one process watches a thousand streams on the
// cores the server uses too. The events are read by the browser's own reader (issue 17), which is
// linear in the stream's length, so the bench measures the reading diners and boards do.
import { request, type Agent, type ClientRequest } from 'node:http';
import { createSseParser, type SseEvent } from '../apps/web/src/lib/sse-parser.ts';

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
 * Opens a stream and hands each event to `onEvent`, resolving the first time `onEvent` answers true
 * (the event that shows it open: a first status, a snapshot). Rejects on an answer other than 200, a connection error, or no opening within timeoutMs.
 */
export function openEventStream(url: string, options: StreamOptions, watched: WatchedStream, onEvent: (event: SseEvent) => boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    let opened = false;
    const timer = setTimeout(() => {
      watched.request?.destroy();
      reject(new Error(`${options.what}: not open within ${options.timeoutMs} ms`));
    }, options.timeoutMs);
    const handle = (event: SseEvent) => {
      if (onEvent(event) && !opened) {
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
      response.on('data', createSseParser(handle));
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
