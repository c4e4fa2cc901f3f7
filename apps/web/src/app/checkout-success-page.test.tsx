import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Order } from '@crust/contract/orders';
import { useCartStore } from '@/features/cart/cart-store';
import { CHECKOUT_STORE_KEY, useCheckoutStore } from '@/features/checkout/checkout-store';
import { serveCheckout } from '@/features/checkout/testing/checkout-server';
import { makeOrder } from '@/features/orders/testing/order-fixture';
import { jsonResponse } from '@/testing/test-utils';
import { loadCheckoutPages, renderCheckout, serveCart, setUpCheckout } from './testing/checkout-kit';

// Issue 9's /checkout/success: thanks with the order number, and the checkout and the cart starting
// afresh; issue 18 point 11: the order its address names, read from the server, so a reload shows it.

beforeAll(loadCheckoutPages);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const placed = { id: 'ord_1042', number: 1042 };

/** What a finished checkout leaves: every step done, the order kept, a coupon and cash chosen on the cart. */
function finishCheckout() {
  useCheckoutStore.setState({
    pickupDate: '2026-03-14',
    pickupTime: '17:00',
    specialInstructions: 'Ring twice',
    paymentMethod: 'cash_on_delivery',
    step1Completed: true,
    step2Completed: true,
    order: placed,
  });
  useCartStore.setState({ couponCode: 'SAVE10', isCashOnDelivery: true });
}

/** The server's orders of this diner: any other id is a 404, as for someone else's order. */
function serveOrders(...orders: Order[]) {
  return serveCheckout({
    other: serveCart(new Map()),
    overrides: {
      getOrder: ({ path }) => {
        const order = orders.find((entry) => path.endsWith(`/${entry.id}`));
        return order ? jsonResponse(200, { data: order }) : jsonResponse(404, { error: { code: 'not_found', message: 'There is no such order.' } });
      },
    },
  });
}

const order1042 = makeOrder({ id: 'ord_1042', number: 1042, status: 'placed' });

describe('/checkout/success', () => {
  it('shows the order: number, when and where to pick it up, the total and how it is paid, and links to its page (issue 18 point 11)', async () => {
    setUpCheckout();
    finishCheckout();
    serveOrders(order1042);
    renderCheckout('/checkout/success?order=ord_1042');

    expect(await screen.findByRole('heading', { level: 1, name: 'Order placed' })).toBeInTheDocument();
    expect(screen.getByText('1042')).toBeInTheDocument();
    const pickup = within(screen.getByRole('region', { name: 'Pickup' }));
    expect(pickup.getByText('Requested time').nextSibling).toHaveTextContent(/^Tue, 25 Nov, 6:45[\s\u202f]pm$/);
    expect(within(screen.getByRole('region', { name: 'Restaurant' })).getByText('1 George St, Sydney')).toBeInTheDocument();
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('$59.50');
    const payment = within(screen.getByRole('region', { name: 'Payment' }));
    expect(payment.getByText('Visa ending in 4242')).toBeInTheDocument();
    expect(payment.getByText('Payment status').nextSibling).toHaveTextContent('Paid');
    expect(screen.getByRole('link', { name: 'Follow your order' })).toHaveAttribute('href', '/order-confirmation/ord_1042');
  });

  it('after a reload (the checkout already reset), still shows the order its address names', async () => {
    setUpCheckout();
    serveOrders(order1042);
    renderCheckout('/checkout/success?order=ord_1042');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order placed' })).toBeInTheDocument();
    expect(screen.getByText('1042')).toBeInTheDocument();
  });

  it('an order whose card payment is still on its way is waiting for payment, never placed', async () => {
    setUpCheckout();
    serveOrders(makeOrder({ id: 'ord_1042', number: 1042, status: 'pending_payment' }));
    renderCheckout('/checkout/success?order=ord_1042');
    expect(await screen.findByRole('heading', { level: 1, name: 'Waiting for your payment' })).toBeInTheDocument();
  });

  it('someone else’s order, or none, reads “We couldn’t find this order”', async () => {
    setUpCheckout();
    serveOrders();
    renderCheckout('/checkout/success?order=ord_other');
    expect(await screen.findByRole('heading', { name: 'We couldn’t find this order' })).toBeInTheDocument();
  });

  it('resets the checkout that kept the order to its initial values and the cart’s coupon, and asks for the cart again', async () => {
    setUpCheckout();
    finishCheckout();
    serveOrders(order1042);
    const invalidate = vi.spyOn(QueryClient.prototype, 'invalidateQueries');
    renderCheckout('/checkout/success?order=ord_1042');
    await screen.findByRole('heading', { level: 1, name: 'Order placed' });

    await waitFor(() =>
      expect(useCheckoutStore.getState()).toMatchObject({
        step1Completed: false,
        step2Completed: false,
        order: null,
        pickupTime: null,
        specialInstructions: '',
        paymentMethod: 'card',
      }),
    );
    expect(JSON.parse(localStorage.getItem(CHECKOUT_STORE_KEY) ?? '{}').state).toMatchObject({ order: null, step1Completed: false });
    expect(useCartStore.getState()).toMatchObject({ couponCode: null, isCashOnDelivery: false });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['cart'] });
  });

  it('back from a payment that left the page, shows the order the checkout kept', async () => {
    setUpCheckout();
    finishCheckout();
    serveOrders(order1042);
    const { router } = renderCheckout('/checkout/success?payment_intent=pi_1&redirect_status=succeeded');
    expect(await screen.findByText('1042')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?order=ord_1042');
  });

  it('an order paid from its link shows that order and keeps the checkout under way', async () => {
    setUpCheckout();
    finishCheckout();
    serveOrders(makeOrder({ id: 'ord_2001', number: 2001, status: 'placed' }));
    renderCheckout('/checkout/success?order=ord_2001&payment_intent=pi_1&redirect_status=succeeded');

    expect(await screen.findByText('2001')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Follow your order' })).toHaveAttribute('href', '/order-confirmation/ord_2001');
    expect(useCheckoutStore.getState()).toMatchObject({ order: placed, step1Completed: true, specialInstructions: 'Ring twice' });
    expect(useCartStore.getState().couponCode).toBe('SAVE10');
  });

  it('a payment from an order’s link that left the page and failed goes back to paying for that order', async () => {
    setUpCheckout();
    serveOrders();
    const { router } = renderCheckout('/checkout/success?order=ord_2001&payment_intent=pi_1&redirect_status=failed');
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/checkout/payment?order=ord_2001'));
  });

  it('with no order to thank for, sends the diner to /checkout', async () => {
    setUpCheckout();
    serveOrders();
    const { router } = renderCheckout('/checkout/success');
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout');
  });
});
