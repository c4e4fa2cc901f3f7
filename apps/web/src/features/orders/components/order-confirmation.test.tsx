import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@crust/contract/orders';
import * as notifyModule from '@/components/ui/notify';
import { jsonResponse } from '@/testing/test-utils';
import { makeOrder, ORDER_ID } from '../testing/order-fixture';
import { eventStream } from '@/testing/event-stream';
import { notFound, serveOrders, statusEvent } from '../testing/order-server';
import { renderWithRouter, resetIdentity, signInAsGuest } from '../testing/render-orders';
import { OrderConfirmation } from './order-confirmation';

// Issue 9: /order-confirmation/{orderId} as its owner sees it, followed live.

const pm = '[\\s\\u202f]pm';
const emptyCart = { items: [], item_count: 0, subtotal: 0, discount_total: 0, tax: 0, total: 0, coupon_code: null };
let notify: ReturnType<typeof vi.spyOn>;

function renderOrder(onReordered = vi.fn()) {
  const rendered = renderWithRouter(
    <OrderConfirmation orderId={ORDER_ID} lineDetails={(item) => <p>Chosen: {item.notes || 'as it comes'}</p>} onReordered={onReordered} />,
  );
  return { ...rendered, onReordered };
}

/** A server with one order: reads answer it as it is now (once `reads` resolves); its stream stays open. */
function serveOrder(initial: Order, overrides: Parameters<typeof serveOrders>[0] = {}) {
  const stream = eventStream();
  const server = { order: initial, stream, reads: Promise.resolve() };
  const fetchMock = serveOrders({
    get: async () => {
      await server.reads;
      return jsonResponse(200, { data: server.order });
    },
    events: () => stream.response(),
    ...overrides,
  });
  return Object.assign(server, {
    fetchMock,
    calls: (path: string) => fetchMock.mock.calls.filter(([url]) => new URL(String(url), location.origin).pathname === path),
  });
}

/** The live status region, once it reads `label`. */
const showsStatus = (label: string) => waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`Status: ${label}`));

beforeEach(() => {
  resetIdentity();
  signInAsGuest();
  // The order was placed this evening in Sydney: 7:30 pm there now.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-11-25T08:30:00.000Z'));
  notify = vi.spyOn(notifyModule, 'notify').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the order confirmation page', () => {
  it('shows the order: number, status, estimate, lines with their choices and prices, totals, pickup, payment and the restaurant', async () => {
    serveOrder(makeOrder());
    renderOrder();

    expect(await screen.findByRole('heading', { level: 2, name: 'Order number 1042' })).toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Status: Being prepared');
    expect(screen.getByText(/Ready for pickup at about/)).toHaveTextContent(new RegExp(`at about 6:45${pm}$`));

    const lines = within(screen.getByRole('region', { name: 'Your order' }));
    expect(lines.getByRole('heading', { level: 3, name: '2 × Margherita' })).toBeInTheDocument();
    expect(lines.getByText('Chosen: Well done, please')).toBeInTheDocument();
    expect(lines.getByText('$53.00')).toBeInTheDocument();
    expect(lines.getByRole('heading', { level: 3, name: '1 × Garlic Bread' })).toBeInTheDocument();
    const totals = within(lines.getByLabelText('Order totals'));
    // One total, labelled for what it includes (issue 18 point 12): a pickup without discounts needs no items' sum beside it.
    expect(totals.queryByText('Items')).not.toBeInTheDocument();
    expect(totals.getByText('GST included').nextSibling).toHaveTextContent('$5.41');
    expect(totals.getByText('Total (incl. GST)').nextSibling).toHaveTextContent('$59.50');
    expect(totals.queryByText('Delivery charge')).not.toBeInTheDocument();

    const pickup = within(screen.getByRole('region', { name: 'Pickup' }));
    expect(pickup.getByText('Requested time').nextSibling).toHaveTextContent(new RegExp(`^Tue, 25 Nov, 6:45${pm}$`));
    expect(pickup.getByText('Special instructions').nextSibling).toHaveTextContent('Ring the bell twice');

    const payment = within(screen.getByRole('region', { name: 'Payment' }));
    expect(payment.getByText('Method').nextSibling).toHaveTextContent('Card');
    expect(payment.getByText('Visa ending in 4242')).toBeInTheDocument();
    expect(payment.getByText('Payment status').nextSibling).toHaveTextContent('Paid');

    const restaurant = within(screen.getByRole('region', { name: 'Restaurant' }));
    expect(restaurant.getByText('Crust Central')).toBeInTheDocument();
    expect(restaurant.getByText('1 George St, Sydney')).toBeInTheDocument();
    expect(restaurant.getByRole('link', { name: '02 9000 0001' })).toHaveAttribute('href', 'tel:0290000001');

    // Headings run in order under the frame's h1: sections at level 2, lines at level 3.
    expect(screen.getAllByRole('heading').map((heading) => heading.tagName)).toEqual(['H2', 'H2', 'H2', 'H2', 'H3', 'H3', 'H2', 'H2']);
  });

  it('shows a delivery’s address, its charge and the expected delivery time; a table order its table', async () => {
    const delivery = makeOrder({
      delivery_method: 'delivery',
      asap: true,
      pickup_date: null,
      pickup_time: null,
      shipping_details: { formattedAddress: '12 Crown St, Surry Hills NSW 2010', suburb: 'Surry Hills', city: 'Sydney', postcode: '2010' },
      totals: { subtotal: 5950, discount_total: 500, delivery_charge: 500, tax: 541, total: 5950 },
    });
    serveOrder(delivery);
    const { unmount } = renderOrder();

    const section = within(await screen.findByRole('region', { name: 'Delivery' }));
    expect(section.getByText('Delivery time').nextSibling).toHaveTextContent('As soon as possible');
    expect(section.getByText('Delivery address').nextSibling).toHaveTextContent('12 Crown St, Surry Hills NSW 2010');
    expect(screen.getByText('Delivery charge').nextSibling).toHaveTextContent('$5.00');
    expect(screen.getByText('Discounts').nextSibling).toHaveTextContent('-$5.00');
    // The items' sum shows beside what comes off and is added; the one total says it includes delivery.
    expect(screen.getByText('Items').nextSibling).toHaveTextContent('$59.50');
    expect(screen.getByText('Total (incl. GST and delivery)').nextSibling).toHaveTextContent('$59.50');
    // Issue 18 point 15: a delivery still to come is arriving, not delivered.
    expect(screen.getByText(/Arriving about/)).toBeInTheDocument();
    expect(screen.queryByText(/Delivered/)).not.toBeInTheDocument();
    unmount();

    serveOrder(makeOrder({ table_number: 12, asap: true, pickup_date: null, pickup_time: null, payment_method: 'pay_at_counter', payment: null }));
    renderOrder();
    const table = within(await screen.findByRole('region', { name: 'Dine-in' }));
    expect(table.getByText('Table').nextSibling).toHaveTextContent('12');
    expect(screen.getByText('Method').nextSibling).toHaveTextContent('Pay at the counter');
  });

  it('moves the status and the timeline when a status event arrives, without a reload', async () => {
    const server = serveOrder(makeOrder());
    let answerReread: () => void = () => {};
    renderOrder();
    await showsStatus('Being prepared');
    const current = () => screen.getByRole('listitem', { current: 'step' });
    expect(current()).toHaveTextContent('Being prepared');
    // Issue 18 point 15: steps behind the order say so in their words, with no '(done)' tacked on.
    const progress = within(screen.getByRole('region', { name: 'Progress' }));
    expect(progress.getAllByRole('listitem')[0]).toHaveTextContent(new RegExp(`^✓Paid6:05${pm}$`));
    expect(screen.getByRole('region', { name: 'Progress' })).not.toHaveTextContent('(done)');

    // The order as the server now holds it; its reread is held, to see the event's own effect first.
    server.order = makeOrder({
      status: 'ready',
      version: 5,
      timeline: [...makeOrder().timeline, { status: 'ready', at: '2025-11-25T08:31:00.000Z', reason: null }],
    });
    server.reads = new Promise<void>((resolve) => (answerReread = resolve));
    server.stream.send(statusEvent('ready', 5));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Status: Ready for pickup'));
    expect(current()).toHaveTextContent('Ready for pickup');
    answerReread();
    await waitFor(() => expect(within(current()).getByText(new RegExp(`^7:31${pm}$`))).toBeInTheDocument());
  });

  it('opens no stream for an order that has ended', async () => {
    const server = serveOrder(makeOrder({ status: 'completed', version: 7 }));
    renderOrder();
    await showsStatus('Completed');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.calls(`/api/v2/orders/${ORDER_ID}/events`)).toHaveLength(0);
  });

  it('cancels a placed order once the diner confirms', async () => {
    const user = userEvent.setup();
    const server = serveOrder(makeOrder({ status: 'placed', version: 2 }), {
      cancel: () => jsonResponse(200, { data: makeOrder({ status: 'cancelled', version: 3, payment: { ...makeOrder().payment!, status: 'refunded' } }) }),
    });
    renderOrder();

    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    expect(dialog).toHaveTextContent('your card payment will be refunded');
    expect(server.calls(`/api/v2/orders/${ORDER_ID}/cancel`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel my order' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Status: Cancelled'));
    expect(server.calls(`/api/v2/orders/${ORDER_ID}/cancel`)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(screen.getByText('Payment status').nextSibling).toHaveTextContent('Refunded');
    expect(notify).toHaveBeenCalledWith({ title: 'Order cancelled', message: 'Your card payment will be refunded.', kind: 'success' });
  });

  it('keeps the order when the diner changes their mind, and offers no cancel once the restaurant has accepted', async () => {
    const user = userEvent.setup();
    serveOrder(makeOrder({ status: 'placed', version: 2 }));
    const { unmount } = renderOrder();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await user.click(screen.getByRole('button', { name: 'Keep my order' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    serveOrder(makeOrder({ status: 'accepted', version: 3 }));
    renderOrder();
    await showsStatus('Accepted');
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('shows the server’s 409 message when the restaurant accepted the order first, and the order as it now is', async () => {
    const user = userEvent.setup();
    const message = 'A pickup order that is accepted cannot be changed that way.';
    const server = serveOrder(makeOrder({ status: 'placed', version: 2 }), {
      cancel: () => {
        server.order = makeOrder({ status: 'accepted', version: 3 });
        return jsonResponse(409, { error: { code: 'invalid_transition', message } });
      },
    });
    renderOrder();

    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel my order' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Status: Accepted'));
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(notify).not.toHaveBeenCalled();
  });

  it('reorders: the app refreshes the cart, and what could not go in is named with its reason', async () => {
    const user = userEvent.setup();
    const server = serveOrder(makeOrder({ status: 'completed', version: 7 }), {
      reorder: () => jsonResponse(200, { data: { cart: emptyCart, not_added: [{ name: 'Garlic Bread', reason: 'out of stock' }] } }),
    });
    const { onReordered } = renderOrder();

    await user.click(await screen.findByRole('button', { name: 'Reorder order 1042' }));

    expect(await screen.findByText('Not added: Garlic Bread (out of stock)')).toBeInTheDocument();
    expect(server.calls(`/api/v2/orders/${ORDER_ID}/reorder`)).toHaveLength(1);
    expect(onReordered).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith({ title: 'Some items were not added', message: 'Not added: Garlic Bread (out of stock)', kind: 'warning' });
  });

  it('a reorder that all went in says so with a success toast', async () => {
    const user = userEvent.setup();
    serveOrder(makeOrder({ status: 'completed', version: 7 }), { reorder: () => jsonResponse(200, { data: { cart: emptyCart, not_added: [] } }) });
    renderOrder();
    await user.click(await screen.findByRole('button', { name: 'Reorder order 1042' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Added to your cart', kind: 'success' })));
    expect(screen.queryByText(/Not added/)).not.toBeInTheDocument();
  });

  it('a card order still waiting for payment says so, links to paying for that very order and offers no reorder', async () => {
    serveOrder(
      makeOrder({
        status: 'pending_payment',
        version: 1,
        timeline: [makeOrder().timeline[0]!],
        payment: { provider: 'test', status: 'requires_payment', client_secret: 'pi_secret_123456', last_error: 'Your card was declined.', card: null },
      }),
    );
    renderOrder();

    expect(await screen.findByText('Payment is still needed')).toBeInTheDocument();
    expect(screen.getByText('Your last attempt: Your card was declined.')).toBeInTheDocument();
    // The order's id goes with the link: it is paid on any device, whatever that device's checkout holds.
    expect(screen.getByRole('link', { name: 'Complete payment' })).toHaveAttribute('href', `/checkout/payment?order=${ORDER_ID}`);
    expect(screen.getByRole('status')).toHaveTextContent('Status: Waiting for payment');
    expect(screen.queryByText(/at about/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reorder/ })).not.toBeInTheDocument();
  });

  it('someone else’s order (404) reads “We couldn’t find this order”, without retrying or opening a stream', async () => {
    const server = serveOrder(makeOrder(), { get: notFound });
    renderOrder();

    expect(await screen.findByRole('heading', { name: 'We couldn’t find this order' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'log in to see your orders' })).toHaveAttribute('href', '/login');
    // Issue 18 point 11: a guest opening the mail's link on another device is shown where to find it.
    expect(screen.getByRole('link', { name: 'Find your order with its number and email' })).toHaveAttribute('href', '/order-lookup');
    expect(screen.getByRole('link', { name: 'Browse the menu' })).toHaveAttribute('href', '/menu');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.fetchMock).toHaveBeenCalledTimes(1);
  });
});
