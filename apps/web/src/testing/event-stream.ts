/**
 * An open event stream the test writes to: `send` delivers bytes as one chunk, `drop` breaks the
 * connection, `end` closes it cleanly. `cancelled` tells whether the reader let go of it.
 */
export function eventStream() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const state = { cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    start: (opened) => {
      controller = opened;
    },
    cancel: () => {
      state.cancelled = true;
    },
  });
  return {
    response: () => new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    send: (text: string) => controller?.enqueue(encoder.encode(text)),
    drop: () => controller?.error(new TypeError('network error')),
    end: () => controller?.close(),
    get cancelled() {
      return state.cancelled;
    },
  };
}
