import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { DaySummary as DaySummaryData } from '@crust/contract/console-reports';
import { ORDER_STATUSES } from '@crust/contract/order-status';
import { useStaffSessionStore } from '@/lib/staff-session-store';
import { jsonResponse, renderWithQuery, stubFetch } from '@/testing/test-utils';
import { DaySummary } from './day-summary';

// Issue 10: a manager's day: totals in dollars from cents, a chart by hour with a table alternative,
// and a CSV export fetched with the staff token.

const OUTLET_ID = 7;

const summary: DaySummaryData = {
  date: '2026-03-06',
  timezone: 'Australia/Sydney',
  currency: 'AUD',
  orders: 3,
  revenue: 7450,
  average_order: 2483,
  by_hour: Array.from({ length: 24 }, (_, hour) => ({
    hour,
    orders: hour === 18 ? 2 : hour === 12 ? 1 : 0,
    revenue: hour === 18 ? 5000 : hour === 12 ? 2450 : 0,
  })),
  by_status: ORDER_STATUSES.map((status) => ({ status, orders: status === 'completed' ? 3 : status === 'rejected' ? 1 : 0 })),
  by_method: [
    { method: 'pickup', orders: 2, revenue: 5000 },
    { method: 'delivery', orders: 1, revenue: 2450 },
  ],
};

function serveReports() {
  return stubFetch((url) => {
    if (url.pathname === `/api/console/outlets/${OUTLET_ID}/summary`) return jsonResponse(200, { data: { ...summary, date: url.searchParams.get('date') } });
    if (url.pathname === `/api/console/outlets/${OUTLET_ID}/orders.csv`)
      return new Response('number,created_at\n101,2026-03-06 18:05\n', { status: 200, headers: { 'Content-Type': 'text/csv' } });
    throw new Error(`Unexpected call: ${url.pathname}`);
  });
}

beforeEach(() => useStaffSessionStore.setState({ token: 'staff-token', staff: null, expiresAt: null }));
afterEach(() => vi.unstubAllGlobals());

describe('the day summary', () => {
  it('shows the totals and draws the hours as bars, with the same figures as a table', async () => {
    const fetchMock = serveReports();
    const user = userEvent.setup();
    renderWithQuery(<DaySummary outletId={OUTLET_ID} today="2026-03-06" />);

    const totals = await screen.findByText('Average order');
    expect(totals.nextElementSibling).toHaveTextContent('$24.83');
    expect(screen.getByText('$74.50')).toBeInTheDocument();
    expect(new URL(String(fetchMock.mock.calls[0]?.[0]), window.location.origin).searchParams.get('date')).toBe('2026-03-06');

    const chart = screen.getByRole('img', { name: 'Orders by hour Busiest hour 18:00–19:00 with 2 orders.' });
    const bars = chart.querySelectorAll('rect[data-hour]');
    expect(bars).toHaveLength(24);
    // The busiest hour is the tallest bar; an hour without orders has none.
    expect(Number(chart.querySelector('rect[data-hour="18"]')?.getAttribute('height'))).toBeGreaterThan(
      Number(chart.querySelector('rect[data-hour="12"]')?.getAttribute('height')),
    );
    expect(chart.querySelector('rect[data-hour="3"]')).toHaveAttribute('height', '0');
    const barTitle = () => chart.querySelector('rect[data-hour="18"] > title')?.textContent;
    expect(barTitle()).toBe('18:00–19:00: 2 orders');

    await user.click(screen.getByLabelText('Revenue'));
    expect(barTitle()).toBe('18:00–19:00: $50.00');

    const table = screen.getByRole('table', { name: 'Orders and revenue by hour' });
    expect(within(table).getByRole('row', { name: '12:00–13:00 1 $24.50' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'By status' })).getByRole('row', { name: 'Out for delivery 0' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'By method' })).getByRole('row', { name: 'Delivery 1 $24.50' })).toBeInTheDocument();
  });

  it('downloads the CSV through a fetch with the staff token, since a plain link cannot send it', async () => {
    const fetchMock = serveReports();
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:orders');
    // jsdom has no object URLs: these stand in for the browser's for this test.
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    onTestFinished(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithQuery(<DaySummary outletId={OUTLET_ID} today="2026-03-06" />);
    await screen.findByText('Average order');

    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));

    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls.find(([input]) => String(input).includes('orders.csv'))!;
    expect(new URL(String(url), window.location.origin).search).toBe('?from=2026-03-01&to=2026-03-06');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer staff-token');
    const blob = createObjectURL.mock.calls[0]![0];
    // Decoded keeping the byte-order mark, which spreadsheets need to read the file as UTF-8.
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer())).toBe('\uFEFFnumber,created_at\n101,2026-03-06 18:05\n');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(`orders-${OUTLET_ID}-2026-03-01-to-2026-03-06.csv`);
    click.mockRestore();
  });
});
