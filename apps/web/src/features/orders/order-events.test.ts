import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '@/lib/api-client';
import { jsonResponse } from '@/testing/test-utils';
import { watchOrderEvents, type OrderStatusEvent } from './order-events';
import { eventStream } from '@/testing/event-stream';
import { notFound, serveOrders, statusEvent } from './testing/order-server';
import { ORDER_ID } from './testing/order-fixture';

// Issue 9: the order's live status, read with fetch (EventSource cannot send the bearer header).

let stop: () => void = () => {};

function watch(retryDelay: (failures: number) => number = () => 0) {
  const statuses: OrderStatusEvent[] = [];
  const onReconnect = vi.fn();
  stop = watchOrderEvents(ORDER_ID, { onStatus: (event) => statuses.push(event), onReconnect, retryDelay });
  return { statuses, onReconnect };
}

beforeEach(() => configureApiClient({ getToken: () => 'guest-token' }));
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
});

describe('the order events reader', () => {
  it('asks for the stream with the bearer header and gives each status event, split across chunks, as it arrives', async () => {
    const stream = eventStream();
    const fetchMock = serveOrders({ events: () => stream.response() });
    const { statuses } = watch();

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe(`/api/v2/orders/${ORDER_ID}/events`);
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer guest-token');
    expect(new Headers(init?.headers).get('Accept')).toBe('text/event-stream');

    const [first, second] = [statusEvent('placed', 2), statusEvent('accepted', 3)];
    stream.send(first.slice(0, 9));
    stream.send(first.slice(9) + ': keep-alive\n\n' + second.slice(0, 30));
    await waitFor(() => expect(statuses).toEqual([{ status: 'placed', version: 2 }]));
    stream.send(second.slice(30));
    await waitFor(() =>
      expect(statuses).toEqual([
        { status: 'placed', version: 2 },
        { status: 'accepted', version: 3 },
      ]),
    );
  });

  it('after a drop, reconnects with growing waits, then asks for the order again once back', async () => {
    const streams = [eventStream(), eventStream(), eventStream()];
    let call = 0;
    const fetchMock = serveOrders({
      events: () => {
        call += 1;
        // The first connection works, then drops; the second attempt finds the server down (a 503).
        if (call === 2) return jsonResponse(503, { error: { code: 'unavailable', message: 'Restarting' } });
        return streams[call === 1 ? 0 : 1]!.response();
      },
    });
    const retryDelay = vi.fn((_failures: number) => 0);
    const { statuses, onReconnect } = watch(retryDelay);

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    streams[0]!.send(statusEvent('placed', 2));
    await waitFor(() => expect(statuses).toHaveLength(1));
    expect(onReconnect).not.toHaveBeenCalled();

    streams[0]!.drop();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    // One wait after the drop, a longer one after the failed attempt.
    expect(retryDelay.mock.calls.map(([failures]) => failures)).toEqual([0, 1]);
    await waitFor(() => expect(onReconnect).toHaveBeenCalledTimes(1));

    streams[1]!.send(statusEvent('accepted', 3));
    await waitFor(() => expect(statuses.at(-1)).toEqual({ status: 'accepted', version: 3 }));
  });

  it('a stream the server ends while the order goes on is a drop too: it reconnects', async () => {
    const streams = [eventStream(), eventStream()];
    let call = 0;
    const fetchMock = serveOrders({ events: () => streams[call++]!.response() });
    const { onReconnect } = watch();

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    streams[0]!.send(statusEvent('placed', 2));
    streams[0]!.end();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(onReconnect).toHaveBeenCalledTimes(1));
  });

  it('stops when the order ends: lets go of the stream and never reconnects', async () => {
    const stream = eventStream();
    const fetchMock = serveOrders({ events: () => stream.response() });
    const { statuses } = watch();

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    stream.send(statusEvent('ready', 5) + statusEvent('completed', 6));
    await waitFor(() => expect(stream.cancelled).toBe(true));
    expect(statuses.map((event) => event.status)).toEqual(['ready', 'completed']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('stops for good when the server refuses the stream (someone else’s order: 404)', async () => {
    const fetchMock = serveOrders({ events: notFound });
    const retryDelay = vi.fn(() => 0);
    watch(retryDelay);

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(retryDelay).not.toHaveBeenCalled();
  });

  it('too many streams open (429) is not a refusal: it asks again after a wait (issue 17)', async () => {
    const stream = eventStream();
    let call = 0;
    const fetchMock = serveOrders({
      events: () => (call++ === 0 ? jsonResponse(429, { error: { code: 'too_many_streams', message: 'Too many live updates' } }) : stream.response()),
    });
    const retryDelay = vi.fn((_failures: number) => 0);
    const { statuses } = watch(retryDelay);

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(retryDelay.mock.calls.map(([failures]) => failures)).toEqual([0]);
    stream.send(statusEvent('placed', 2));
    await waitFor(() => expect(statuses).toEqual([{ status: 'placed', version: 2 }]));
  });

  it('stops when its caller lets go: the open stream is released, no reconnect follows', async () => {
    const stream = eventStream();
    const fetchMock = serveOrders({ events: () => stream.response() });
    watch();

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    stop();
    await waitFor(() => expect(stream.cancelled).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
