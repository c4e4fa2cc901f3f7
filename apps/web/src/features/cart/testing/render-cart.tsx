import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook, waitFor } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { expect } from 'vitest';
import { useIdentityStore } from '@/lib/identity-store';
import { useSelectedRestaurantStore } from '@/lib/selected-restaurant-store';
import { makeRestaurant } from '@/testing/test-utils';
import { useCart } from '../api/get-cart';
import { useCartStore } from '../cart-store';
import { cartFixture, GUEST_ID, OUTLET_ID } from './cart-fixture';

const initialIdentity = useIdentityStore.getState();
const initialCart = useCartStore.getState();
const initialSelection = useSelectedRestaurantStore.getState();

/** Every store back to a first visit: no diner, no outlet, no coupon, drawer closed. */
export function resetCartState() {
  localStorage.clear();
  useIdentityStore.setState(initialIdentity, true);
  useCartStore.setState(initialCart, true);
  useSelectedRestaurantStore.setState(initialSelection, true);
}

/** A guest with a session at the demo outlet: the usual diner of these tests. */
export function signInAsGuest() {
  useIdentityStore.getState().setGuest({ guestId: GUEST_ID, name: '', email: '', phone_no: '' }, 'g'.repeat(43));
  useSelectedRestaurantStore.setState({ selected: makeRestaurant(OUTLET_ID, 'Crust Central') });
}

function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

function providers(queryClient: QueryClient) {
  return function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>{children}</MemoryRouter>
      </QueryClientProvider>
    );
  };
}

export function renderCart(ui: ReactElement) {
  const queryClient = testQueryClient();
  return { queryClient, ...render(ui, { wrapper: providers(queryClient) }) };
}

export function renderCartHook<T>(hook: () => T) {
  const queryClient = testQueryClient();
  return { queryClient, ...renderHook(hook, { wrapper: providers(queryClient) }) };
}

/** The cart query (`view`) beside the hook's own values, once the served fixture cart has loaded. */
export async function renderLoadedCart<T extends object>(hook: () => T) {
  const rendered = renderCartHook(() => ({ view: useCart(), ...hook() }));
  await waitFor(() => expect(rendered.result.current.view.cart).toEqual(cartFixture));
  return rendered;
}
