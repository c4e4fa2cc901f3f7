import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '@/components/ui/toast';
import { useStaffSessionStore } from '@/lib/staff-session-store';
import { onDeviceInZone } from '@/testing/device-time-zone';
import { eventStream } from '@/testing/event-stream';
import { jsonResponse, renderWithQuery, stubFetch } from '@/testing/test-utils';
import { boardOrder, changeEvent, snapshotEvent } from '../testing/board-fixture';
import { OrderBoard } from './order-board';

// Issue 10: the board is fed by its stream; each status change names the card's version, and a 409
// (someone changed the order first) says so and reloads the board from a fresh snapshot.

const OUTLET_ID = 7;
const STREAM_PATH = `/api/console/outlets/${OUTLET_ID}/orders/stream`;

function serveBoard(streams: ReturnType<typeof eventStream>[], transition: (body: unknown) => Response) {
  let opened = 0;
  return stubFetch((url, init) => {
    if (url.pathname === STREAM_PATH) return streams[opened++]!.response();
    if (url.pathname.endsWith('/transitions') && init.method === 'POST') return transition(JSON.parse(String(init.body)));
    throw new Error(`Unexpected call: ${init.method ?? 'GET'} ${url.pathname}`);
  });
}

function renderBoard() {
  return renderWithQuery(
    <MemoryRouter>
      <OrderBoard outletId={OUTLET_ID} outletName="Surry Hills" timeZone="Australia/Sydney" ticketPath={(id) => `/ticket/${id}`} />
      <AppToaster />
    </MemoryRouter>,
  );
}

const column = (name: RegExp) => screen.getByRole('region', { name });

// The tablet: set to UTC, at an outlet in Sydney.
onDeviceInZone('UTC');

beforeEach(() => {
  useStaffSessionStore.setState({ token: 'staff-token', staff: null, expiresAt: null });
  document.title = 'Crust';
});
afterEach(() => vi.unstubAllGlobals());

describe('the order board', () => {
  it('sends the card’s version with an accept and, on a 409, toasts and takes a fresh snapshot', async () => {
    const streams = [eventStream(), eventStream()];
    const bodies: unknown[] = [];
    const fetchMock = serveBoard(streams, (body) => {
      bodies.push(body);
      return jsonResponse(409, { error: { code: 'stale_order', message: 'Someone changed this order: refresh' } });
    });
    const user = userEvent.setup();
    renderBoard();

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer staff-token');
    streams[0]!.send(snapshotEvent([boardOrder({ number: 12, version: 4 })]));
    const card = await screen.findByRole('article', { name: '#12' });

    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    await user.click(await screen.findByRole('button', { name: '20 min' }));

    expect(await screen.findByText('Order #12 was changed by someone else')).toBeInTheDocument();
    expect(bodies).toEqual([{ transition: 'accept', estimated_minutes: 20, version: 4 }]);
    // The board drops its stream and opens a new one, whose snapshot replaces it.
    await waitFor(() => expect(streams[0]!.cancelled).toBe(true));
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/stream'))).toHaveLength(2));
    streams[1]!.send(snapshotEvent([boardOrder({ number: 12, version: 5, status: 'accepted' })], 2));
    await waitFor(() => expect(within(column(/Accepted \/ Preparing/)).getByRole('article', { name: '#12' })).toBeInTheDocument());
    expect(within(column(/^New/)).queryByRole('article')).not.toBeInTheDocument();
  });

  it('highlights a new order from the stream and counts it in the tab title until it is tapped', async () => {
    const streams = [eventStream()];
    const fetchMock = serveBoard(streams, () => jsonResponse(500, {}));
    const user = userEvent.setup();
    renderBoard();

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    streams[0]!.send(snapshotEvent([]));
    await screen.findByRole('region', { name: /^New/ });
    expect(document.title).toBe('Board · Surry Hills');

    streams[0]!.send(changeEvent(boardOrder({ number: 31 })));
    const card = await screen.findByRole('article', { name: '#31' });
    expect(document.title).toBe('(1) New order · Board · Surry Hills');

    await user.click(within(card).getByRole('button', { name: /tap to acknowledge/ }));
    expect(document.title).toBe('Board · Surry Hills');
    expect(within(card).queryByRole('button', { name: /tap to acknowledge/ })).not.toBeInTheDocument();

    // A rejected order leaves the board.
    streams[0]!.send(changeEvent(boardOrder({ number: 31, status: 'rejected', version: 3 }), 3));
    await waitFor(() => expect(screen.queryByRole('article', { name: '#31' })).not.toBeInTheDocument());
  });

  it('shows an upcoming order of a later day below today’s, with its requested day and time', async () => {
    const streams = [eventStream()];
    const fetchMock = serveBoard(streams, () => jsonResponse(500, {}));
    renderBoard();

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const scheduled = { asap: false, requested_time: '12:00' };
    streams[0]!.send(
      snapshotEvent([
        boardOrder({ number: 41, ...scheduled, requested_date: '2026-03-07', prepare_at: '2026-03-07T00:40:00.000Z' }),
        boardOrder({ number: 40, ...scheduled, requested_date: '2026-03-06', prepare_at: '2026-03-06T00:40:00.000Z' }),
      ]),
    );
    await screen.findByRole('article', { name: '#41' });
    expect(
      within(column(/^New/))
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-labelledby')),
    ).toEqual(['order-ord_40', 'order-ord_41']);
    expect(within(screen.getByRole('article', { name: '#41' })).getByText('Sat, 7 Mar, 12:00 pm')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: '#40' })).getByText('12:00 pm')).toBeInTheDocument();
  });

  // Issue 17: the tablet, set to UTC, showed "Prepare from 12:25 am" for an 11:45 am pickup in Sydney.
  it('shows when to start preparing on the outlet’s clock, whatever the device’s zone', async () => {
    const streams = [eventStream()];
    serveBoard(streams, () => jsonResponse(500, {}));
    renderBoard();

    // 11:45 am on 26 November 2025 in Sydney (+11), with a 20-minute lead: start at 11:25 am, 00:25 UTC.
    streams[0]!.send(
      snapshotEvent(
        [boardOrder({ number: 43, asap: false, requested_date: '2025-11-26', requested_time: '11:45', prepare_at: '2025-11-26T00:25:00.000Z' })],
        1,
        '2025-11-26',
      ),
    );
    const card = await screen.findByRole('article', { name: '#43' });
    expect(card).toHaveTextContent(/Prepare(now \(from|from) 11:25\sam/);
    expect(card).not.toHaveTextContent(/12:25\sam/);
  });

  it('says it is offline while the stream is down', async () => {
    const streams = [eventStream(), eventStream()];
    const fetchMock = serveBoard(streams, () => jsonResponse(500, {}));
    renderBoard();

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    streams[0]!.send(snapshotEvent([boardOrder()]));
    await screen.findByRole('article', { name: '#101' });
    expect(screen.queryByText(/Offline/)).not.toBeInTheDocument();

    streams[0]!.drop();
    expect(await screen.findByText(/Offline: reconnecting/)).toBeInTheDocument();
    // The last board stays on screen meanwhile.
    expect(screen.getByRole('article', { name: '#101' })).toBeInTheDocument();
  });
});
