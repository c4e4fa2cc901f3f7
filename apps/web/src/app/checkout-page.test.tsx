import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EMPTY_CART } from '@crust/contract/empty-cart';
import { cartFixture } from '@/features/cart/testing/cart-fixture';
import { addDays, outletToday } from '@/features/checkout/checkout-dates';
import { useCheckoutStore } from '@/features/checkout/checkout-store';
import { useIdentityStore } from '@/lib/identity-store';
import { OUTSIDE_POSTCODE, serveCheckout, slotsFixture } from '@/features/checkout/testing/checkout-server';
import { diner, loadCheckoutPages, renderCheckout, serveCart, setUpCheckout, timeOptions } from './testing/checkout-kit';

// Issue 9's /checkout (step 1), composed as the router serves it: the checkout form beside the cart.

beforeAll(loadCheckoutPages);
afterEach(() => {
  vi.unstubAllGlobals();
});

const continueButton = () => screen.getByRole('button', { name: 'Continue to payment' });

async function fillGuestDetails() {
  await userEvent.type(screen.getByLabelText('Name'), 'Ada Lovelace');
  await userEvent.type(screen.getByLabelText('Email'), 'ada@example.test');
  await userEvent.type(screen.getByLabelText('Phone'), '0400 000 000');
}

async function typeAddress(postcode: string) {
  await userEvent.type(screen.getByLabelText('Street address'), '12 Crown St');
  await userEvent.type(screen.getByLabelText('Suburb'), 'Bondi');
  await userEvent.type(screen.getByLabelText('City'), 'Sydney');
  await userEvent.type(screen.getByLabelText('Postcode'), postcode);
}

function serve(options: Parameters<typeof serveCheckout>[0] = {}) {
  const orders = new Map();
  return serveCheckout({ ...options, other: serveCart(orders) });
}

describe('/checkout, step 1', () => {
  it('Continue to payment is enabled once step 1 is valid: a time and a guest’s name, email and phone (spec §4, §5)', async () => {
    setUpCheckout();
    serve();
    const { router } = renderCheckout('/checkout');

    const time = await screen.findByLabelText('Time');
    expect(continueButton()).toBeDisabled();
    expect(continueButton()).toHaveAccessibleDescription('Still needed: a time, your name, your email, your phone number.');
    // The day defaults to today where the outlet is; a full slot cannot be chosen.
    expect(useCheckoutStore.getState().pickupDate).toBe(outletToday('Australia/Sydney'));
    expect(within(time).getByRole('option', { name: '5:15 pm (fully booked)' })).toBeDisabled();

    await userEvent.selectOptions(time, '17:00');
    await fillGuestDetails();
    await waitFor(() => expect(continueButton()).toBeEnabled());
    expect(useCheckoutStore.getState().step1Completed).toBe(true);

    await userEvent.click(continueButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/payment'));
  });

  it('shows the cart’s lines and totals as the server priced them', async () => {
    setUpCheckout();
    serve();
    renderCheckout('/checkout');
    const summary = await screen.findByRole('region', { name: 'Your order' });
    expect(within(summary).getByRole('list', { name: 'Items in your cart' })).toBeInTheDocument();
    expect(within(summary).getByRole('heading', { name: 'Margherita' })).toBeInTheDocument();
    // Issue 18 point 12: one list of figures, each offer named, and one total labelled for what it includes.
    const totals = within(within(summary).getByLabelText('Order total'));
    expect(totals.getByText('Items').nextSibling).toHaveTextContent('$116.90');
    expect(totals.getByText('Weekend deal: $2 off any feast').nextSibling).toHaveTextContent('-$2.00');
    expect(totals.getByText('Total to pay (incl. GST)').nextSibling).toHaveTextContent('$112.50');
    expect(within(summary).queryAllByText(/total/i, { selector: 'dt' })).toHaveLength(1);
  });

  it('a guest’s details are filled in from their guest session when it knows them', async () => {
    setUpCheckout();
    useIdentityStore.getState().setGuest({ guestId: 1234567, name: 'Grace Hopper', email: 'grace@example.test', phone_no: '0411 111 111' }, 'g'.repeat(43));
    serve();
    renderCheckout('/checkout');
    expect(await screen.findByLabelText('Name')).toHaveValue('Grace Hopper');
    expect(screen.getByLabelText('Email')).toHaveValue('grace@example.test');
  });

  it('fields are labelled and a problem is tied to its field once the diner leaves it', async () => {
    setUpCheckout();
    serve();
    renderCheckout('/checkout');
    const email = await screen.findByLabelText('Email');
    await userEvent.click(email);
    await userEvent.tab();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('We email your order confirmation here. Enter your email.');
  });

  it('the delivery charge is fetched once the address settles, with a loading state; outside every zone it is the delivery error', async () => {
    setUpCheckout();
    const server = serve();
    renderCheckout('/checkout');
    await userEvent.click(await screen.findByRole('radio', { name: /Delivery/ }));
    await typeAddress(OUTSIDE_POSTCODE);

    expect(await screen.findByText('Working out the delivery charge…', { selector: '[role=status]' })).toBeInTheDocument();
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent(`Crust Central does not deliver to Bondi ${OUTSIDE_POSTCODE}.`);
    expect(screen.getByRole('group', { name: 'Delivery address' })).toHaveAccessibleDescription(`Crust Central does not deliver to Bondi ${OUTSIDE_POSTCODE}.`);
    // Asked once for the whole address, not once per key typed.
    expect(server.calls('POST', '/api/v2/checkout/delivery-charge')).toHaveLength(1);
    expect(server.calls('POST', '/api/v2/checkout/delivery-charge')[0]?.body).toEqual({
      restaurant_id: 1,
      formattedAddress: '12 Crown St',
      suburb: 'Bondi',
      city: 'Sydney',
      postcode: OUTSIDE_POSTCODE,
    });
    expect(continueButton()).toBeDisabled();
  });

  it('choosing pickup clears the delivery error (spec §4)', async () => {
    setUpCheckout();
    serve();
    renderCheckout('/checkout');
    await userEvent.click(await screen.findByRole('radio', { name: /Delivery/ }));
    await typeAddress(OUTSIDE_POSTCODE);
    await screen.findByRole('alert');

    await userEvent.click(screen.getByRole('radio', { name: /Pickup/ }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(useCheckoutStore.getState().deliveryError).toBeNull();
  });

  it('an address in a zone adds its charge to the total to pay', async () => {
    setUpCheckout();
    serve();
    renderCheckout('/checkout');
    await userEvent.click(await screen.findByRole('radio', { name: /Delivery/ }));
    await typeAddress('2010');
    const totals = screen.getByLabelText('Order total');
    await waitFor(() => expect(within(totals).getByText('Delivery').nextSibling).toHaveTextContent('$5.00'));
    expect(within(totals).getByText('Total to pay (incl. GST and delivery)').nextSibling).toHaveTextContent('$117.50');
  });

  it('says what more to spend for free delivery while delivery costs something, and not for a pickup (issue 18 point 12)', async () => {
    setUpCheckout();
    serveCheckout({ other: serveCart(new Map(), { ...cartFixture, spend_for_free_delivery: 501 }) });
    renderCheckout('/checkout');
    await userEvent.click(await screen.findByRole('radio', { name: /Pickup/ }));
    expect(screen.queryByText('Spend $5.01 more for free delivery')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Delivery/ }));
    expect(screen.getByText('Spend $5.01 more for free delivery')).toBeInTheDocument();
    // Before the address is known, the total says it is before delivery.
    expect(within(screen.getByLabelText('Order total')).getByText('Total before delivery (incl. GST)')).toBeInTheDocument();
  });

  it('a cart under the zone’s minimum order is a delivery error', async () => {
    setUpCheckout();
    serve({ deliveryCharge: { delivery_charge: 500, minimum_order: 20000, free_delivery_over: null, spend_for_free_delivery: null } });
    renderCheckout('/checkout');
    await userEvent.click(await screen.findByRole('radio', { name: /Delivery/ }));
    await typeAddress('2010');
    expect(await screen.findByRole('alert')).toHaveTextContent('Delivery to this address starts at $200.00 of food: add a little more to your order.');
  });

  it('a logged-in diner starts from their default saved address, and gives no guest details', async () => {
    setUpCheckout({ loggedIn: true });
    const server = serve({
      addresses: [
        {
          id: 3,
          label: 'Home',
          formattedAddress: '12 Crown St, Surry Hills NSW 2010',
          street: '12 Crown St',
          suburb: 'Surry Hills',
          city: 'Sydney',
          postcode: '2010',
          state: 'NSW',
          instructions: '',
          is_default: true,
        },
      ],
    });
    renderCheckout('/checkout');
    await userEvent.click(await screen.findByRole('radio', { name: /Delivery/ }));
    expect(await screen.findByRole('radio', { name: /Home/ })).toBeChecked();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.getByText(diner.name)).toBeInTheDocument();
    await waitFor(() => expect(server.calls('POST', '/api/v2/checkout/delivery-charge')[0]?.body).toMatchObject({ suburb: 'Surry Hills', postcode: '2010' }));

    await userEvent.click(screen.getByRole('radio', { name: 'Another address' }));
    expect(screen.getByLabelText('Street address')).toHaveValue('');
  });

  it('ASAP comes first when the outlet offers it, and is kept as the time "ASAP"', async () => {
    setUpCheckout();
    serve({ slots: (date) => ({ ...slotsFixture(date), asap_available: true }) });
    renderCheckout('/checkout');
    const { time, options } = await timeOptions();
    expect(options).toEqual(['Choose a time', 'As soon as possible', '5:00 pm', '5:15 pm (fully booked)', '5:30 pm']);
    await userEvent.selectOptions(time, 'As soon as possible');
    expect(useCheckoutStore.getState().pickupTime).toBe('ASAP');
  });

  it('with no times left today it says so and offers the next day', async () => {
    setUpCheckout();
    const today = outletToday('Australia/Sydney');
    serve({
      slots: (date) => (date === today ? { ...slotsFixture(date), slots: [{ time: '21:45', available: false, next_day: false }] } : slotsFixture(date)),
    });
    renderCheckout('/checkout');
    expect(await screen.findByText('No pickup times left today.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show times for tomorrow' }));
    expect(await screen.findByLabelText('Time')).toBeInTheDocument();
    expect(useCheckoutStore.getState().pickupDate).toBe(addDays(today, 1));
  });

  it('a stored time the outlet no longer offers is dropped', async () => {
    setUpCheckout();
    useCheckoutStore.setState({ pickupDate: outletToday('Australia/Sydney'), pickupTime: '17:15' });
    serve();
    renderCheckout('/checkout');
    await screen.findByLabelText('Time');
    await waitFor(() => expect(useCheckoutStore.getState().pickupTime).toBeNull());
  });

  it('only the ways of ordering the outlet offers are shown', async () => {
    setUpCheckout({ settings: { is_pickup_enabled: false } });
    serve();
    renderCheckout('/checkout');
    expect(await screen.findByRole('radio', { name: /Delivery/ })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /Pickup/ })).not.toBeInTheDocument();
  });

  it('from a dine-in table, the order can be served to it: now, with no time to pick', async () => {
    setUpCheckout({ table: 7 });
    serve();
    renderCheckout('/checkout');
    await userEvent.click(await screen.findByRole('radio', { name: /Serve to table 7/ }));
    expect(screen.queryByLabelText('Time')).not.toBeInTheDocument();
    await fillGuestDetails();
    await waitFor(() => expect(continueButton()).toBeEnabled());
    expect(useCheckoutStore.getState()).toMatchObject({ tableNumber: 7, deliveryMethod: 'pickup', pickupTime: 'ASAP' });
  });

  it('while online ordering is off, checkout says ordering is paused instead of showing a form', async () => {
    setUpCheckout({ settings: { is_online_order_enabled: 0 } });
    serve();
    renderCheckout('/checkout');
    expect(await screen.findByText('Online ordering is unavailable')).toBeInTheDocument();
    expect(screen.getByText(/Ordering is paused/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Checkout details' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the menu' })).toHaveAttribute('href', '/menu');
  });

  it('with an empty cart it says so, with a link to the menu', async () => {
    setUpCheckout();
    serveCheckout({ other: serveCart(new Map(), EMPTY_CART) });
    renderCheckout('/checkout');
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the menu' })).toHaveAttribute('href', '/menu');
  });
});
