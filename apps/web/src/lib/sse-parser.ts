/** One Server-Sent Event: its type (`message` when the stream names none) and its data lines joined. */
export type SseEvent = { event: string; data: string };

/**
 * Reads the text/event-stream format (WHATWG HTML §9.2) as chunks arrive: a chunk may end anywhere,
 * mid-line or mid-event, and lines may end in CRLF, LF or CR. Comments (`: keep-alive`) and fields
 * the app does not use (`id`, `retry`) are skipped. Returns the function to feed each chunk to.
 */
export function createSseParser(onEvent: (event: SseEvent) => void): (chunk: string) => void {
  let pending = '';
  let type = '';
  let data: string[] = [];

  const dispatch = () => {
    if (data.length > 0) onEvent({ event: type || 'message', data: data.join('\n') });
    type = '';
    data = [];
  };

  const readLine = (line: string) => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') type = value;
    else if (field === 'data') data.push(value);
  };

  return (chunk) => {
    pending += chunk;
    // A CR at the very end may be the first half of a CRLF still to come: keep it for the next chunk.
    const end = pending.endsWith('\r') ? pending.length - 1 : pending.length;
    const lines = pending.slice(0, end).split(/\r\n|\r|\n/);
    pending = (lines.pop() ?? '') + pending.slice(end);
    lines.forEach(readLine);
  };
}
