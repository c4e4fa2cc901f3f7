import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse-parser';

function parse(chunks: string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const feed = createSseParser((event) => events.push(event));
  chunks.forEach(feed);
  return events;
}

describe('the Server-Sent Events parser (text/event-stream)', () => {
  it('gives each event once its blank line arrives, however the chunks split it', () => {
    const stream = 'id: 3\nevent: status\ndata: {"status":"accepted","version":3}\n\nid: 4\nevent: status\ndata: {"status":"preparing","version":4}\n\n';
    const whole = parse([stream]);
    expect(whole).toEqual([
      { event: 'status', data: '{"status":"accepted","version":3}' },
      { event: 'status', data: '{"status":"preparing","version":4}' },
    ]);
    // Every way of cutting the stream in two, and one character at a time, reads the same.
    for (let cut = 1; cut < stream.length; cut++) expect(parse([stream.slice(0, cut), stream.slice(cut)])).toEqual(whole);
    expect(parse([...stream])).toEqual(whole);
  });

  it('reads CRLF, CR and LF line ends alike, a CRLF split across chunks included', () => {
    // A CR that ends a chunk waits for the next one: it may be the first half of a CRLF.
    expect(parse(['event: status\r', '\ndata: a\r\n\r', '\n', 'data: b\r\r', ': more\n'])).toEqual([
      { event: 'status', data: 'a' },
      { event: 'message', data: 'b' },
    ]);
  });

  it('skips comments (the keep-alive) and unused fields, joins data lines, and drops an event without data', () => {
    expect(parse([': keep-alive\n\nretry: 5000\nid: 9\nevent: status\n\ndata: one\ndata:two\n\n'])).toEqual([{ event: 'message', data: 'one\ntwo' }]);
  });
});
