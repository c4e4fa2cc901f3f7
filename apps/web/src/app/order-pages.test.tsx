import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as notifyModule from '@/components/ui/notify';
import { dealLine, halfAndHalfLine, margheritaLine } from '@/features/cart/testing/cart-fixture';
import { lineOf, makeOrder, ORDER_ID } from '@/features/orders/testing/order-fixture';
import { serveOrders } from '@/features/orders/testing/order-server';
import { eventStream } from '@/testing/event-stream';
import { resetIdentity, signInAsGuest } from '@/features/orders/testing/render-orders';
import { jsonResponse, renderWithQuery } from '@/testing/test-utils';
import { pageRoutes } from './router';

// Issue 9: the order pages as the app composes them: an order's lines read like the cart's, and a
// reorder refreshes the cart.

const order = makeOrder({ status: 'completed', version: 7, lines: [margheritaLine, halfAndHalfLine, dealLine].map(lineOf) });

function renderConfirmation() {
  const router = createMemoryRouter([{ path: '/', children: pageRoutes }], { initialEntries: [`/order-confirmation/${ORDER_ID}`] });
  return renderWithQuery(<RouterProvider router={router} />);
}

beforeEach(() => {
  resetIdentity();
  signInAsGuest();
  vi.spyOn(notifyModule, 'notify').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/order-confirmation/{orderId}', () => {
  it('shows each line’s choices as the cart does: size, crust, extras, each half, deal parts and notes', async () => {
    serveOrders({ get: () => jsonResponse(200, { data: order }), events: () => eventStream().response() });
    renderConfirmation();

    const lines = within(await screen.findByRole('region', { name: 'Your order' }));
    expect(lines.getByText('Large · Thin crust')).toBeInTheDocument();
    expect(lines.getByText('Extra cheese × 2')).toBeInTheDocument();
    expect(lines.getByText('“Well done, please”')).toBeInTheDocument();
    const halves = lines.getByRole('list', { name: 'Halves' });
    expect(halves).toHaveTextContent('Left: Margherita + Extra cheese');
    expect(halves).toHaveTextContent('Right: Supreme');
    const deal = lines.getByRole('list', { name: 'Deal items' });
    expect(deal).toHaveTextContent('Pizza: Pepperoni × 2');
    expect(deal).toHaveTextContent('Drink: Lemonade 1.25L × 1 (+$1.50)');

    // One h1 (the frame's), then the sections' h2s before any line's h3.
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    levels.forEach((level, index) => index > 0 && expect(level - levels[index - 1]!).toBeLessThanOrEqual(1));
  });

  it('a reorder makes the cart read again', async () => {
    const user = userEvent.setup();
    serveOrders({
      get: () => jsonResponse(200, { data: order }),
      reorder: () =>
        jsonResponse(200, { data: { cart: { items: [], item_count: 0, subtotal: 0, discount_total: 0, tax: 0, total: 0, coupon_code: null }, not_added: [] } }),
    });
    const { queryClient } = renderConfirmation();
    const cartKey = ['cart', 'guest:1234567', null, false];
    queryClient.setQueryData(cartKey, { items: [] });

    await user.click(await screen.findByRole('button', { name: 'Reorder order 1042' }));
    await waitFor(() => expect(queryClient.getQueryState(cartKey)?.isInvalidated).toBe(true));
  });
});
