import { expect } from 'vitest';

export interface StreamEvent {
  event: string;
  data: unknown;
}

/**
 * Reads a text/event-stream over a real connection: each event as it comes (its name and JSON
 * data), or 'closed' when the server ends it; `next` throws when nothing comes in time.
 * `take` turns an event into what a test wants (e.g. parsed by its contract schema), or passes it
 * over with undefined, within the same wait.
 */
export async function readEventStream<T = StreamEvent>(
  url: string,
  headers: Record<string, string> = {},
  take: (event: StreamEvent) => T | undefined = (event) => event as T,
) {
  const response = await fetch(url, { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let pending: ReturnType<typeof reader.read> | undefined;
  async function next(timeoutMs = 1000): Promise<T | 'closed'> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end).split('\n');
        buffer = buffer.slice(end + 2);
        const field = (name: string) => block.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
        const [event, data] = [field('event'), field('data')];
        // Comments (the heartbeat) have neither.
        const taken = event && data !== undefined ? take({ event, data: JSON.parse(data) }) : undefined;
        if (taken !== undefined) return taken;
        continue;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No event within ${timeoutMs} ms`);
      // A read still pending when time ran out is kept for the next call, or what it brings would be lost.
      pending ??= reader.read();
      const read = await Promise.race([pending, new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), left))]);
      if (read === 'late') continue;
      pending = undefined;
      if (read.done) return 'closed';
      buffer += read.value;
    }
  }
  return { next, cancel: () => reader.cancel() };
}
