import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '@crust/contract/payment-cards';
import { useCartStore } from '@/features/cart/cart-store';
import { cartFixture, cartWithWithdrawnLine } from '@/features/cart/testing/cart-fixture';
import { outletToday } from '@/features/checkout/checkout-dates';
import { useCheckoutStore, type CheckoutData } from '@/features/checkout/checkout-store';
import { gate, type Call } from '@/features/checkout/testing/checkout-server';
import { installScrollStubs } from '@/testing/scroll-stubs';
import { useConfigStore } from '@/lib/config-store';
import { jsonResponse } from '@/testing/test-utils';
import { loadCheckoutPages, payWith, placeOrderButton, renderCheckout, serveCheckoutAndCart as serve, setUpCheckout } from './testing/checkout-kit';

// Issue 9's /checkout/payment (step 2): placing the order exactly once and paying for it.

beforeAll(loadCheckoutPages);
// jsdom has no scrollIntoView, which a payment's failure is brought into view with.
let scroll: ReturnType<typeof installScrollStubs>;
beforeEach(() => {
  scroll = installScrollStubs();
});
afterEach(() => {
  scroll.uninstall();
});

const address = { formattedAddress: '12 Crown St', suburb: 'Surry Hills', city: 'Sydney', postcode: '2010' };

/** A guest's step 1, done: pickup today at 5 pm unless told otherwise. */
function completeStep1(overrides: Partial<CheckoutData> = {}) {
  useCheckoutStore.setState({
    pickupDate: outletToday('Australia/Sydney'),
    pickupTime: '17:00',
    guestDetails: { name: 'Ada Lovelace', email: 'ada@example.test', phone_no: '0400 000 000' },
    step1Completed: true,
    ...overrides,
  });
}

describe('/checkout/payment, step 2', () => {
  it('without step 1 completed, sends the diner back to /checkout', async () => {
    setUpCheckout();
    serve();
    const { router } = renderCheckout('/checkout/payment');
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it('shows the total the server will charge once, labelled: the cart’s plus the delivery charge; Place order says the amount (issue 18 point 12)', async () => {
    setUpCheckout();
    completeStep1({ deliveryMethod: 'delivery', shippingDetails: address, deliveryCharge: 500 });
    serve();
    renderCheckout('/checkout/payment');
    expect(await screen.findByRole('button', { name: 'Place order · $117.50' })).toBeInTheDocument();
    const summary = within(screen.getByRole('region', { name: 'Your order' }));
    expect((await summary.findByText('Total to pay (incl. GST and delivery)')).nextSibling).toHaveTextContent('$117.50');
    expect(screen.getAllByText(/^Total/)).toHaveLength(1);
  });

  // Issue 19: the server would refuse the order (409 out_of_stock) while the cart has a line no longer on the menu.
  it('holds Place order back, saying what to remove, while the cart has a line no longer on the menu', async () => {
    setUpCheckout();
    completeStep1();
    const server = serve({}, cartWithWithdrawnLine);
    renderCheckout('/checkout/payment');
    expect(await screen.findByRole('alert')).toHaveTextContent('Garlic Knots is not available now: remove it from your order to place it.');
    expect(placeOrderButton()).toBeDisabled();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    const summary = within(screen.getByRole('region', { name: 'Your order' }));
    expect(summary.getByRole('article', { name: 'Garlic Knots' })).toHaveAccessibleDescription('No longer on the menu');
    expect(server.placements()).toHaveLength(0);
  });

  it('a declined test card leaves the order waiting; another card pays that same order, placed once', async () => {
    setUpCheckout();
    completeStep1();
    const server = serve();
    const { router } = renderCheckout('/checkout/payment');

    await payWith(TEST_CARDS.declined);
    // Issue 18 point 9: the decline is announced and moved into view, wherever the diner scrolled to.
    const decline = await screen.findByRole('alert');
    expect(decline).toHaveTextContent('Your card was declined. Try another card: your order is kept for you.');
    await waitFor(() => expect(scroll.scrollIntoView.mock.contexts).toContain(decline));
    expect(useCheckoutStore.getState().order).toEqual({ id: 'ord_1042', number: 1042 });
    // Waiting for its payment, never called placed; its items and total stay in sight while the diner retries.
    expect(await screen.findByText(/Waiting for your payment/)).toBeInTheDocument();
    expect(screen.queryByText(/\bplaced\b/i)).not.toBeInTheDocument();
    const summary = within(await screen.findByRole('region', { name: 'Your order' }));
    expect(await summary.findByRole('heading', { level: 3, name: '1 × Margherita' })).toBeInTheDocument();
    expect(within(summary.getByLabelText('Order totals')).getByText('Total (incl. GST)').nextSibling).toHaveTextContent('$112.50');
    // The card form keeps what the diner typed: only the card number needs changing.
    expect(screen.getByLabelText('Expiry date')).toHaveValue('12/30');
    expect(screen.getByLabelText('Security code')).toHaveValue('123');

    await payWith(TEST_CARDS.succeeds);
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/success'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order placed' })).toBeInTheDocument();

    expect(server.placements()).toHaveLength(1);
    const confirms = server.calls('POST', '/api/test-provider/confirm');
    expect(confirms.map((call) => (call.body as { client_secret: string }).client_secret)).toEqual(['tp_1042_secret_abcdef', 'tp_1042_secret_abcdef']);
  });

  it('the card goes only to the test provider: never into the order call or storage', async () => {
    setUpCheckout();
    completeStep1();
    const server = serve();
    renderCheckout('/checkout/payment');
    await payWith(TEST_CARDS.succeeds);
    await screen.findByRole('heading', { level: 1, name: 'Order placed' });

    expect(JSON.stringify(server.placements()[0]?.body)).not.toContain('4242');
    expect(server.calls('POST', '/api/test-provider/confirm')[0]?.body).toMatchObject({ number: TEST_CARDS.succeeds, exp_month: 12, exp_year: 30, cvc: '123' });
    expect(JSON.stringify({ ...localStorage })).not.toContain('4242');
  });

  it('one Idempotency-Key is sent with every retry of a placement whose answer was lost', async () => {
    setUpCheckout();
    completeStep1();
    let fails = true;
    const server = serve({
      overrides: {
        place: (_call, standard) => {
          if (!fails) return standard();
          fails = false;
          return new Response('Service unavailable', { status: 503 });
        },
      },
    });
    renderCheckout('/checkout/payment');

    await payWith(TEST_CARDS.succeeds);
    expect(await screen.findByText('We could not reach the restaurant to place your order. Try again: it will not be placed twice.')).toBeInTheDocument();
    await userEvent.click(placeOrderButton());
    await screen.findByRole('heading', { level: 1, name: 'Order placed' });

    const keys = server.placements().map((call) => call.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(server.orders.size).toBe(1);
  });

  it('Place order is disabled while the order is being placed', async () => {
    setUpCheckout();
    completeStep1();
    const held = gate();
    serve({ overrides: { place: (_call, standard) => held.hold(standard) } });
    renderCheckout('/checkout/payment');

    await payWith(TEST_CARDS.succeeds);
    await waitFor(() => expect(placeOrderButton()).toBeDisabled());
    expect(screen.getByText('Placing your order…')).toBeInTheDocument();
    expect(useCheckoutStore.getState().isProcessing).toBe(true);

    held.open();
    await screen.findByRole('heading', { level: 1, name: 'Order placed' });
  });

  it('cash on delivery is offered for a delivery from an outlet that takes it, and is placed at once', async () => {
    setUpCheckout({ payment: { is_cash_on_delivery_enabled: true } });
    completeStep1({ deliveryMethod: 'delivery', shippingDetails: address, deliveryCharge: 500 });
    const server = serve();
    renderCheckout('/checkout/payment');

    expect(await screen.findByRole('radio', { name: /Card/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    // Spec §7: the cart is priced with cash on delivery, as the order will be.
    await waitFor(() => expect(server.calls('GET', '/api/v2/cart').some((call) => call.query.is_cash_on_delivery_opt === '1')).toBe(true));

    await userEvent.click(placeOrderButton());
    await screen.findByRole('heading', { level: 1, name: 'Order placed' });
    expect(server.placements()[0]?.body).toMatchObject({ payment_method: 'cash_on_delivery', delivery_method: 'delivery', shipping_details: address });
    expect(server.calls('POST', '/api/test-provider/confirm')).toHaveLength(0);
  });

  it('cash on delivery ticked in the cart is the first choice here', async () => {
    setUpCheckout({ payment: { is_cash_on_delivery_enabled: true } });
    completeStep1({ deliveryMethod: 'delivery', shippingDetails: address, deliveryCharge: 500 });
    useCartStore.setState({ isCashOnDelivery: true });
    serve();
    renderCheckout('/checkout/payment');
    expect(await screen.findByRole('radio', { name: /Cash on delivery/ })).toBeChecked();
  });

  it('cash on delivery ticked in the cart turns back to card where cash is not taken, and the cart is priced so', async () => {
    setUpCheckout({ payment: { is_cash_on_delivery_enabled: false } });
    completeStep1({ deliveryMethod: 'delivery', shippingDetails: address });
    useCartStore.setState({ isCashOnDelivery: true });
    serve();
    renderCheckout('/checkout/payment');
    expect(await screen.findByRole('radio', { name: /Card/ })).toBeChecked();
    await waitFor(() => expect(useCartStore.getState().isCashOnDelivery).toBe(false));
    expect(useCheckoutStore.getState().paymentMethod).toBe('card');
  });

  it.each([
    ['a delivery', { deliveryMethod: 'delivery' as const, shippingDetails: address }],
    ['a pickup', { deliveryMethod: 'pickup' as const }],
  ])('no cash is offered for %s from an outlet that takes no cash', async (_case, step1) => {
    setUpCheckout({ payment: { is_cash_on_delivery_enabled: false } });
    completeStep1(step1);
    serve();
    renderCheckout('/checkout/payment');
    expect(await screen.findByRole('radio', { name: /Card/ })).toBeChecked();
    expect(screen.getAllByRole('radio')).toHaveLength(1);
  });

  it('a pickup from an outlet that takes cash may be paid at the counter: placed at once as a cash order (issue 18 point 10)', async () => {
    setUpCheckout({ payment: { is_cash_on_delivery_enabled: true } });
    completeStep1({ deliveryMethod: 'pickup' });
    const server = serve();
    renderCheckout('/checkout/payment');
    await userEvent.click(await screen.findByRole('radio', { name: /Pay at the counter/ }));
    expect(screen.getByText('Pay in cash when you collect your order.')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Cash on delivery/ })).not.toBeInTheDocument();
    await userEvent.click(placeOrderButton());
    await screen.findByRole('heading', { level: 1, name: 'Order placed' });
    expect(server.placements()[0]?.body).toMatchObject({ payment_method: 'cash_on_delivery', delivery_method: 'pickup' });
  });

  it('the way of paying survives a reload, before the outlet’s payment options are read again (issue 18 point 10)', async () => {
    setUpCheckout({ payment: { is_cash_on_delivery_enabled: true } });
    completeStep1({ deliveryMethod: 'delivery', shippingDetails: address, paymentMethod: 'cash_on_delivery' });
    // As after a reload: the payment options are not persisted, and come with the outlet's settings.
    const options = useConfigStore.getState().paymentConfig;
    useConfigStore.setState({ paymentConfig: null });
    serve();
    renderCheckout('/checkout/payment');
    expect(await screen.findByText('Loading the payment options…')).toBeInTheDocument();
    act(() => useConfigStore.setState({ paymentConfig: options }));
    expect(await screen.findByRole('radio', { name: /Cash on delivery/ })).toBeChecked();
    expect(useCheckoutStore.getState().paymentMethod).toBe('cash_on_delivery');
  });

  it('a coupon for cash is applied when the diner pays cash, and said to be left out when they switch to card (issue 18 point 10)', async () => {
    setUpCheckout({ payment: { is_cash_on_delivery_enabled: true } });
    completeStep1({ deliveryMethod: 'pickup' });
    useCartStore.setState({ couponCode: 'CASH5' });
    const cashOnly = {
      ...cartFixture,
      coupon_code: null,
      error: 'This coupon applies to cash on delivery orders only',
      coupon_payment: 'cash_on_delivery' as const,
    };
    const withCash = { ...cartFixture, coupon_code: 'CASH5', total: cartFixture.total - 500 };
    const server = serve({}, (call) => (call.query.is_cash_on_delivery_opt === '1' ? withCash : cashOnly));
    renderCheckout('/checkout/payment');

    const notice = () => screen.getByText(/^Coupon CASH5 is/);
    await waitFor(() => expect(notice()).toHaveTextContent('Coupon CASH5 is not applied to this order. This coupon applies to cash on delivery orders only.'));
    expect(notice()).toHaveAttribute('role', 'status');
    await userEvent.click(screen.getByRole('radio', { name: /Pay at the counter/ }));
    await waitFor(() => expect(notice()).toHaveTextContent('Coupon CASH5 is applied.'));
    await userEvent.click(screen.getByRole('radio', { name: /Card/ }));
    await waitFor(() => expect(notice()).toHaveTextContent('Coupon CASH5 is not applied to this order.'));
    // Kept for the cart: back to cash, it applies again, and the order honours it.
    await userEvent.click(screen.getByRole('radio', { name: /Pay at the counter/ }));
    await waitFor(() => expect(notice()).toHaveTextContent('Coupon CASH5 is applied.'));
    await userEvent.click(placeOrderButton());
    await screen.findByRole('heading', { level: 1, name: 'Order placed' });
    expect(server.placements()[0]?.body).toMatchObject({ payment_method: 'cash_on_delivery', coupon_code: 'CASH5' });
  });

  it('a table’s order can be paid at the counter, and the table goes with it', async () => {
    setUpCheckout({ table: 7 });
    completeStep1({ tableNumber: 7, pickupTime: 'ASAP' });
    const server = serve();
    renderCheckout('/checkout/payment');
    await userEvent.click(await screen.findByRole('radio', { name: /Pay at the counter/ }));
    await userEvent.click(placeOrderButton());
    await screen.findByRole('heading', { level: 1, name: 'Order placed' });
    expect(server.placements()[0]?.body).toMatchObject({ table_number: 7, asap: true, delivery_method: 'pickup', payment_method: 'pay_at_counter' });
  });

  it('a slot taken meanwhile sends the diner back to choose another time', async () => {
    setUpCheckout();
    completeStep1();
    const refuse = (_call: Call) => jsonResponse(409, { error: { code: 'slot_unavailable', message: 'Crust Central cannot take an order for 17:00.' } });
    serve({ overrides: { place: refuse } });
    const { router } = renderCheckout('/checkout/payment');
    await payWith(TEST_CARDS.succeeds);

    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout');
    expect(await screen.findByText('The time you chose is no longer available. Choose another time to place your order.')).toBeInTheDocument();
    expect(useCheckoutStore.getState().pickupTime).toBeNull();
  });

  it('card problems are shown by their fields before anything is sent', async () => {
    setUpCheckout();
    completeStep1();
    const server = serve();
    renderCheckout('/checkout/payment');
    await payWith('4242 4242 4242 4241');
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription('Your card number is incomplete or invalid.');
    expect(server.placements()).toHaveLength(0);
  });
});
