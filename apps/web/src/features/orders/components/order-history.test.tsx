import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as notifyModule from '@/components/ui/notify';
import { useIdentityStore } from '@/lib/identity-store';
import { jsonResponse } from '@/testing/test-utils';
import { makeSummary } from '../testing/order-fixture';
import { serveOrders } from '../testing/order-server';
import { diner, logIn, renderWithRouter, resetIdentity } from '../testing/render-orders';
import { OrderHistory } from './order-history';

// Issue 9: /order-history, the logged-in diner's orders, newest first, ten to a page.

/** 23 orders, numbered 1023 (newest) down to 1001, paged as the server pages them. */
const allOrders = Array.from({ length: 23 }, (_, index) => makeSummary(1023 - index));

function serveHistory(orders = allOrders) {
  return serveOrders({
    list: (url) => {
      const page = Number(url.searchParams.get('page'));
      const perPage = Number(url.searchParams.get('per_page'));
      return jsonResponse(200, { data: { orders: orders.slice((page - 1) * perPage, page * perPage), page, per_page: perPage, total: orders.length } });
    },
  });
}

const listedNumbers = () =>
  within(screen.getByRole('list'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

beforeEach(() => {
  resetIdentity();
  logIn();
  vi.spyOn(notifyModule, 'notify').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the order history', () => {
  it('lists ten orders a page with number, status, date, outlet, item count and total, each linking to its page', async () => {
    const fetchMock = serveHistory();
    renderWithRouter(<OrderHistory onReordered={vi.fn()} />);

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));
    const [url] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/v2/orders?page=1&per_page=10');
    expect(listedNumbers().slice(0, 2)).toEqual(['Order 1023', 'Order 1022']);

    const first = within(screen.getAllByRole('article')[0]!);
    expect(first.getByRole('link', { name: 'Order 1023' })).toHaveAttribute('href', '/order-confirmation/ord_1023');
    expect(first.getByText('Completed')).toBeInTheDocument();
    expect(first.getByText(/Crust Central/)).toHaveTextContent(/^2[56] Nov 2025 · Crust Central$/);
    expect(first.getByText(/3 items/)).toHaveTextContent('3 items · $59.50');
    expect(first.getByRole('button', { name: 'Reorder order 1023' })).toBeInTheDocument();
  });

  it('pages with Previous and Next, each disabled where there is nowhere to go', async () => {
    const user = userEvent.setup();
    const fetchMock = serveHistory();
    renderWithRouter(<OrderHistory onReordered={vi.fn()} />);

    const pages = await screen.findByRole('navigation', { name: 'Order history pages' });
    expect(within(pages).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(listedNumbers()[0]).toBe('Order 1013'));
    expect(within(pages).getByText('Page 2 of 3')).toBeInTheDocument();

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(listedNumbers()).toEqual(['Order 1003', 'Order 1002', 'Order 1001']));
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(listedNumbers()[0]).toBe('Order 1013'));
    expect(fetchMock.mock.calls.map(([url]) => new URL(String(url), location.origin).searchParams.get('page'))).toEqual(['1', '2', '3', '2']);
  });

  it('opens at the page in the address (?page=2), so Back and a shared link keep it', async () => {
    serveHistory();
    renderWithRouter(<OrderHistory onReordered={vi.fn()} />, '/order-history?page=2');
    await waitFor(() => expect(listedNumbers()[0]).toBe('Order 1013'));
  });

  it('with no orders, says so and links to the menu; no pager', async () => {
    serveHistory([]);
    renderWithRouter(<OrderHistory onReordered={vi.fn()} />);

    expect(await screen.findByText('You haven’t ordered yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the menu' })).toHaveAttribute('href', '/menu');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('reorders a past order from its row', async () => {
    const user = userEvent.setup();
    const onReordered = vi.fn();
    const fetchMock = serveOrders({
      list: () => jsonResponse(200, { data: { orders: [makeSummary(1042, { id: 'ord_x' })], page: 1, per_page: 10, total: 1 } }),
      reorder: () =>
        jsonResponse(200, {
          data: {
            cart: { items: [], item_count: 0, subtotal: 0, discount_total: 0, tax: 0, total: 0, coupon_code: null },
            not_added: [{ name: 'Calzone', reason: 'no longer on the menu' }],
          },
        }),
    });
    renderWithRouter(<OrderHistory onReordered={onReordered} />);

    await user.click(await screen.findByRole('button', { name: 'Reorder order 1042' }));
    expect(await screen.findByText('Not added: Calzone (no longer on the menu)')).toBeInTheDocument();
    expect(onReordered).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls.at(-1)?.[1]?.method).toBe('POST');
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toBe('/api/v2/orders/ord_x/reorder');
  });

  it('never shows one diner’s orders to the next on a shared device, not even while the next one’s load', async () => {
    const fetchMock = serveOrders({
      list: (_url, init) =>
        new Headers(init.headers).get('Authorization') === `Bearer ${'u'.repeat(43)}`
          ? jsonResponse(200, { data: { orders: [makeSummary(1042)], page: 1, per_page: 10, total: 1 } })
          : new Promise<Response>(() => {}),
    });
    renderWithRouter(<OrderHistory onReordered={vi.fn()} />);
    expect(await screen.findByRole('link', { name: 'Order 1042' })).toBeInTheDocument();

    act(() => useIdentityStore.getState().setAuth({ ...diner, id: 8, email: 'grace@example.test' }, 'v'.repeat(43)));
    expect(screen.queryByRole('link', { name: 'Order 1042' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your orders…');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });
});
