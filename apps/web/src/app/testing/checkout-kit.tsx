import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { PaymentGatewayConfig } from '@crust/contract/app-settings';
import type { Cart } from '@crust/contract/cart';
import { useCartStore } from '@/features/cart/cart-store';
import { EMPTY_CART } from '@crust/contract/empty-cart';
import { cartFixture, GUEST_ID, OUTLET_ID } from '@/features/cart/testing/cart-fixture';
import { useCheckoutStore } from '@/features/checkout/checkout-store';
import { serveCheckout, type Call } from '@/features/checkout/testing/checkout-server';
import { configureApiClient } from '@/lib/api-client';
import { useConfigStore, type WebSettings } from '@/lib/config-store';
import { useDineInTableStore } from '@/lib/dine-in-table-store';
import { selectBearerToken, useIdentityStore } from '@/lib/identity-store';
import { useSelectedRestaurantStore } from '@/lib/selected-restaurant-store';
import { jsonResponse, makeRestaurant } from '@/testing/test-utils';
import { pageRoutes } from '../router';

// The checkout pages as the router serves them, over the checkout's stand-in server and the cart's fixture.

const initial = {
  identity: useIdentityStore.getState(),
  cart: useCartStore.getState(),
  selection: useSelectedRestaurantStore.getState(),
  config: useConfigStore.getState(),
  checkout: useCheckoutStore.getState(),
  table: useDineInTableStore.getState(),
};

export const diner = { id: 7, name: 'Ada Lovelace', email: 'ada@example.test', phone_no: '0400 000 000', email_verified: true };

export const webSettings: WebSettings = {
  tenant_id: 64,
  restaurant_id: OUTLET_ID,
  is_online_order_enabled: 1,
  currency: 'AUD',
  timezone: 'Australia/Sydney',
  is_pickup_enabled: true,
  is_delivery_enabled: true,
};

export const paymentConfig: PaymentGatewayConfig = { provider: 'test', mode: 'test', publishable_key: null, is_cash_on_delivery_enabled: true };

type CheckoutSetup = {
  loggedIn?: boolean;
  settings?: Partial<WebSettings>;
  payment?: Partial<PaymentGatewayConfig>;
  table?: number;
};

/** Every store as on a first visit, then: the demo outlet chosen, its settings loaded, a guest (or a diner) signed in. */
export function setUpCheckout({ loggedIn = false, settings = {}, payment = {}, table }: CheckoutSetup = {}) {
  localStorage.clear();
  sessionStorage.clear();
  useIdentityStore.setState(initial.identity, true);
  useCartStore.setState(initial.cart, true);
  useCheckoutStore.setState(initial.checkout, true);
  useDineInTableStore.setState(initial.table, true);
  useConfigStore.setState({ ...initial.config, webSettings: { ...webSettings, ...settings }, paymentConfig: { ...paymentConfig, ...payment } }, true);
  useSelectedRestaurantStore.setState({ ...initial.selection, selected: makeRestaurant(OUTLET_ID, 'Crust Central') }, true);
  if (loggedIn) useIdentityStore.getState().setAuth(diner, 'user-token');
  else useIdentityStore.getState().setGuest({ guestId: GUEST_ID, name: '', email: '', phone_no: '' }, 'g'.repeat(43));
  if (table !== undefined) useDineInTableStore.getState().setTable(table);
  configureApiClient({ getToken: () => selectBearerToken(useIdentityStore.getState()), onServerDown: () => {}, onUnauthorized: () => {} });
}

/** A cart, or the cart priced for a call's query (a coupon, cash on delivery). */
type CartAnswer = Cart | ((call: Call) => Cart);

/** The cart's GET, answering the fixture until an order has taken its lines, then an empty cart. */
export function serveCart(orders: { size: number }, cart: CartAnswer = cartFixture) {
  return (call: Call) =>
    call.method === 'GET' && call.path === '/api/v2/cart'
      ? jsonResponse(200, { data: orders.size > 0 ? EMPTY_CART : typeof cart === 'function' ? cart(call) : cart })
      : undefined;
}

/** The checkout's stand-in server, with the cart emptied once an order has taken its lines. */
export function serveCheckoutAndCart(options: Parameters<typeof serveCheckout>[0] = {}, cart?: CartAnswer) {
  const server = serveCheckout({ ...options, other: (call) => serveCart(server.orders, cart)(call) });
  return server;
}

export const placeOrderButton = () => screen.getByRole('button', { name: /^Place order/ });

/** Pays with the test provider's form: the card number given, an expiry and a security code unless typed already. */
export async function payWith(number: string) {
  const field = await screen.findByLabelText('Card number');
  await userEvent.clear(field);
  await userEvent.type(field, number);
  const expiry = screen.getByLabelText('Expiry date');
  if (!(expiry as HTMLInputElement).value) await userEvent.type(expiry, '12/30');
  const cvc = screen.getByLabelText('Security code');
  if (!(cvc as HTMLInputElement).value) await userEvent.type(cvc, '123');
  await userEvent.click(placeOrderButton());
}

// The pages alone, without the shell's gates; the fallback only silences the router's first-load warning.
const pagesOnly: RouteObject[] = [{ path: '/', HydrateFallback: () => null, children: pageRoutes }];

/** Loads the pages' lazy modules ahead, so a test's first render waits for its data, not for the transform of its code. */
export async function loadCheckoutPages() {
  await Promise.all([
    import('../routes/checkout'),
    import('../routes/checkout-payment'),
    import('../routes/checkout-success'),
    import('../checkout-page'),
    import('../checkout-payment-page'),
    import('../checkout-success-page'),
  ]);
}

export function renderCheckout(path: string, state?: unknown) {
  const router = createMemoryRouter(pagesOnly, { initialEntries: [state === undefined ? path : { pathname: path, state }] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

/** The checkout's Time field once it shows, and the options it offers, as a diner reads them. */
export async function timeOptions(): Promise<{ time: HTMLElement; options: (string | null)[] }> {
  const time = await screen.findByLabelText('Time');
  return {
    time,
    options: within(time)
      .getAllByRole('option')
      .map((option) => option.textContent),
  };
}
