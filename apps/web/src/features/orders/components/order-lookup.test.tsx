import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/test-utils';
import { makeOrder } from '../testing/order-fixture';
import { notFound, serveOrders } from '../testing/order-server';
import { renderWithRouter, resetIdentity, signInAsGuest } from '../testing/render-orders';
import { OrderLookup } from './order-lookup';

// Issue 18 point 11: /order-lookup finds a guest's order by its number and email, on any device.

beforeEach(() => {
  resetIdentity();
  signInAsGuest();
});
afterEach(() => vi.unstubAllGlobals());

const renderLookup = (initialNumber = '') => renderWithRouter(<OrderLookup initialNumber={initialNumber} lineDetails={() => null} />);

async function findOrder(number: string, email: string) {
  const number_ = screen.getByLabelText('Order number');
  await userEvent.clear(number_);
  await userEvent.type(number_, number);
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Find my order' }));
}

describe('finding an order by number and email', () => {
  it('sends the number and email, then shows the order: status, pickup, lines, total and payment', async () => {
    const server = serveOrders({ lookup: () => jsonResponse(200, { data: makeOrder({ status: 'ready' }) }) });
    renderLookup('1042');
    expect(screen.getByLabelText('Order number')).toHaveValue('1042');
    await findOrder('1042', 'ada@example.test');

    const found = within(await screen.findByRole('region', { name: 'Order number 1042' }));
    expect(found.getByRole('status')).toHaveTextContent('Status: Ready for pickup');
    expect(found.getByRole('region', { name: 'Pickup' })).toBeInTheDocument();
    expect(within(found.getByLabelText('Order totals')).getByText('Total (incl. GST)').nextSibling).toHaveTextContent('$59.50');
    expect(found.getByText('Visa ending in 4242')).toBeInTheDocument();
    const [, init] = server.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ number: 1042, email: 'ada@example.test' });
  });

  it('a wrong number or email says so, without telling which', async () => {
    serveOrders({ lookup: notFound });
    renderLookup();
    await findOrder('1042', 'someone@example.test');
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t find an order with that number and email.');
  });

  it('too many tries from here asks the diner to wait', async () => {
    serveOrders({ lookup: () => jsonResponse(429, { error: { code: 'rate_limited', message: 'Too many requests' } }) });
    renderLookup();
    await findOrder('1042', 'ada@example.test');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many tries from here. Wait a minute and try again.');
  });
});
