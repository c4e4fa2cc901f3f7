import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '@crust/contract/orders';
import { TEST_CARDS } from '@crust/contract/payment-cards';
import { useCartStore } from '@/features/cart/cart-store';
import { useCheckoutStore } from '@/features/checkout/checkout-store';
import { makeOrder, ORDER_ID } from '@/features/orders/testing/order-fixture';
import { eventStream } from '@/testing/event-stream';
import { installScrollStubs } from '@/testing/scroll-stubs';
import { jsonResponse } from '@/testing/test-utils';
import { loadCheckoutPages, payWith, renderCheckout, serveCheckoutAndCart, setUpCheckout } from './testing/checkout-kit';

// Issue 9: /checkout/payment?order={orderId} pays for a card order placed earlier that still waits for
// its payment, on any device and whatever this device's checkout holds; it never places an order.

beforeAll(() => Promise.all([loadCheckoutPages(), import('./routes/order-confirmation'), import('./order-pages')]));
// jsdom has no scrollIntoView, which a payment's failure is brought into view with.
let scroll: ReturnType<typeof installScrollStubs>;
beforeEach(() => {
  scroll = installScrollStubs();
});
afterEach(() => {
  scroll.uninstall();
});

const SECRET = 'tp_7Hq2xK9p_secret_abcdef';
const payPath = `/checkout/payment?order=${ORDER_ID}`;

/** Order 1042 (two Margheritas and a garlic bread, $59.50), placed and waiting for its card payment. */
const waitingOrder = (payment: Partial<NonNullable<Order['payment']>> = {}): Order =>
  makeOrder({
    status: 'pending_payment',
    version: 1,
    timeline: [makeOrder().timeline[0]!],
    payment: { provider: 'test', status: 'requires_payment', client_secret: SECRET, last_error: null, card: null, ...payment },
  });

/** The checkout's stand-in server, holding `order` as its owner's; the order's live stream stays open. */
function serveOrder(order: Order, overrides: NonNullable<Parameters<typeof serveCheckoutAndCart>[0]>['overrides'] = {}) {
  const server = serveCheckoutAndCart({
    overrides: { getOrder: (call, standard) => (call.path.endsWith('/events') ? eventStream().response() : standard()), ...overrides },
  });
  server.orders.set(order.id, order);
  return server;
}

/** This device's own checkout, under way for another order: step 1 done, a coupon on the cart. */
function checkoutUnderWay() {
  useCheckoutStore.setState({ pickupDate: '2026-03-14', pickupTime: '17:00', specialInstructions: 'Ring twice', step1Completed: true });
  useCartStore.setState({ couponCode: 'SAVE10' });
}

const confirmedSecrets = (server: ReturnType<typeof serveOrder>) =>
  server.calls('POST', '/api/test-provider/confirm').map((call) => (call.body as { client_secret: string }).client_secret);

describe('/checkout/payment?order={orderId}', () => {
  it('pays for the order with 4242 and thanks the diner with its number, without placing one; a checkout under way here is kept', async () => {
    setUpCheckout();
    checkoutUnderWay();
    const server = serveOrder(waitingOrder());
    const { router } = renderCheckout(payPath);

    const lines = within(await screen.findByRole('region', { name: 'Your order' }));
    expect(lines.getByRole('heading', { level: 3, name: '2 × Margherita' })).toBeInTheDocument();
    expect(lines.getByText('Total (incl. GST)').nextSibling).toHaveTextContent('$59.50');
    // One labelled total on the page (issue 18 point 12); the button says what it charges.
    expect(screen.getAllByText(/^Total/)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Place order · $59.50' })).toBeInTheDocument();
    expect(screen.getByText(/Waiting for your payment: order number 1042/)).toBeInTheDocument();

    await payWith(TEST_CARDS.succeeds);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order placed' })).toBeInTheDocument();
    expect(screen.getByText('1042')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Follow your order' })).toHaveAttribute('href', `/order-confirmation/${ORDER_ID}`);
    expect(router.state.location.pathname).toBe('/checkout/success');

    expect(server.placements()).toHaveLength(0);
    expect(confirmedSecrets(server)).toEqual([SECRET]);
    expect(useCheckoutStore.getState()).toMatchObject({ specialInstructions: 'Ring twice', step1Completed: true, step2Completed: false });
    expect(useCartStore.getState().couponCode).toBe('SAVE10');
  });

  it('the order this checkout was keeping, paid from its link, ends the checkout as step 2 would', async () => {
    setUpCheckout();
    useCheckoutStore.setState({ step1Completed: true, order: { id: ORDER_ID, number: 1042 } });
    serveOrder(waitingOrder());
    renderCheckout(payPath);

    await payWith(TEST_CARDS.succeeds);
    await screen.findByRole('heading', { level: 1, name: 'Order placed' });
    await waitFor(() => expect(useCheckoutStore.getState()).toMatchObject({ order: null, step1Completed: false }));
  });

  it('a declined card is said, and another card pays for the same order', async () => {
    setUpCheckout();
    const server = serveOrder(waitingOrder({ last_error: 'Your card has insufficient funds.' }));
    const { router } = renderCheckout(payPath);

    // An attempt made elsewhere before this visit.
    expect(await screen.findByText('Your last payment did not go through: Your card has insufficient funds.')).toBeInTheDocument();

    await payWith(TEST_CARDS.declined);
    expect(await screen.findByText('Your card was declined. Try another card: your order is kept for you.')).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(payPath);

    await payWith(TEST_CARDS.succeeds);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order placed' })).toBeInTheDocument();
    expect(screen.getByText('1042')).toBeInTheDocument();
    expect(confirmedSecrets(server)).toEqual([SECRET, SECRET]);
    expect(server.placements()).toHaveLength(0);
  });

  it.each([
    ['paid meanwhile', makeOrder({ status: 'placed' }), 'Status: Order received'],
    [
      'expired unpaid',
      makeOrder({
        status: 'cancelled',
        payment: { provider: 'test', status: 'failed', client_secret: null, last_error: null, card: null },
        timeline: [makeOrder().timeline[0]!, { status: 'cancelled', at: '2025-11-25T07:35:00.000Z', reason: 'Unpaid for 30 minutes' }],
      }),
      'Status: Cancelled (Unpaid for 30 minutes)',
    ],
  ])('an order %s shows how it stands and links to its page, with no card form', async (_case, order, status) => {
    setUpCheckout();
    serveOrder(order);
    renderCheckout(payPath);

    expect(await screen.findByRole('heading', { level: 2, name: 'Order number 1042 is not waiting for a payment' })).toBeInTheDocument();
    expect(screen.getByText(/^Status:/)).toHaveTextContent(status);
    expect(screen.getByRole('link', { name: 'See your order' })).toHaveAttribute('href', `/order-confirmation/${ORDER_ID}`);
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place order' })).not.toBeInTheDocument();
  });

  it('an order cancelled while the page was open shows how it ended when the diner pays', async () => {
    setUpCheckout();
    const server = serveOrder(waitingOrder());
    renderCheckout(payPath);
    await screen.findByLabelText('Card number');

    server.orders.set(
      ORDER_ID,
      makeOrder({ status: 'cancelled', timeline: [makeOrder().timeline[0]!, { status: 'cancelled', at: '2025-11-25T07:35:00.000Z', reason: null }] }),
    );
    await payWith(TEST_CARDS.succeeds);

    expect(await screen.findByText(/^Status:/)).toHaveTextContent('Status: Cancelled');
    expect(screen.getByRole('link', { name: 'See your order' })).toBeInTheDocument();
    expect(confirmedSecrets(server)).toEqual([]);
  });

  it('someone else’s order, or none (404), cannot be found: a link to the menu, no card form', async () => {
    setUpCheckout();
    const server = serveOrder(waitingOrder(), { getOrder: () => jsonResponse(404, { error: { code: 'not_found', message: 'Order not found' } }) });
    renderCheckout(payPath);

    expect(await screen.findByRole('heading', { name: 'We couldn’t find this order' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the menu' })).toHaveAttribute('href', '/menu');
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(server.placements()).toHaveLength(0);
  });

  it('the confirmation page’s “Complete payment” leads here for that order, on a device whose checkout never held it', async () => {
    setUpCheckout();
    const server = serveOrder(waitingOrder());
    const { router } = renderCheckout(`/order-confirmation/${ORDER_ID}`);

    await userEvent.click(await screen.findByRole('link', { name: 'Complete payment' }));
    expect(router.state.location.pathname + router.state.location.search).toBe(payPath);
    await payWith(TEST_CARDS.succeeds);

    expect(await screen.findByRole('heading', { level: 1, name: 'Order placed' })).toBeInTheDocument();
    expect(screen.getByText('1042')).toBeInTheDocument();
    expect(server.placements()).toHaveLength(0);
  });
});
