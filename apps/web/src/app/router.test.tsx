import { screen } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { storefrontPagePatterns } from '@crust/contract/storefront-pages';
import { useIdentityStore } from '@/lib/identity-store';
import { renderWithQuery } from '@/testing/test-utils';
import { pageRoutes, routes } from './router';

/** Spec §2, the routes table, in order ({orderId} written as a sample id). */
const specPaths: [path: string, heading: string][] = [
  ['/', 'Hand-stretched pizza, baked to order'],
  ['/menu', 'Our menu'],
  ['/instore-menu', 'In-store menu'],
  ['/dine-in-menu', 'Dine-in menu'],
  ['/contact', 'Contact us'],
  ['/deals', 'Deals'],
  ['/login', 'Log in'],
  ['/signup', 'Sign up'],
  ['/profile', 'Your profile'],
  ['/checkout', 'Checkout'],
  // Issue 9: without a completed step 1, or an order to thank for, these send the diner back to /checkout.
  ['/checkout/payment', 'Checkout'],
  ['/checkout/success', 'Checkout'],
  ['/order-confirmation/1042', 'Order confirmation'],
  ['/terms', 'Terms and conditions'],
  ['/privacy', 'Privacy policy'],
  ['/refund-policy', 'Refund policy'],
  ['/forgot-password', 'Forgot password'],
  ['/otp-verification', 'Verify your code'],
  ['/order-history', 'Order history'],
  ['/favorites', 'Favourites'],
  ['/gift-cards', 'Gift cards'],
  ['/loyalty-points', 'Loyalty points'],
  ['/reservations', 'Your reservations'],
  ['/table-reservation', 'Book a table'],
  ['/table-reservation/confirm', 'Confirm your reservation'],
  ['/table-reservation/success', 'Reservation confirmed'],
  ['/error', 'Something went wrong'],
];

// The pages alone, without the shell and its gates (which call the API): the shell has its own tests.
// No outlet is chosen, so the menu pages ask for one and fetch nothing.
const pagesOnly: RouteObject[] = [{ path: '/', children: pageRoutes }];

/** Issue 8: these need a logged-in diner; /login and /signup need one who is not. */
const forDiners = ['/profile', '/favorites', '/order-history', '/loyalty-points'];
const forGuests = ['/login', '/signup'];
const diner = { id: 7, name: 'Ada Lovelace', email: 'ada@example.test', phone_no: '0400 000 000', email_verified: true };
const initialIdentity = useIdentityStore.getState();
afterEach(() => useIdentityStore.setState(initialIdentity, true));

describe('router', () => {
  it.each(specPaths)('matches %s with its own lazily loaded route, not the not-found fallback', (path) => {
    const matches = matchRoutes(routes, path);
    const leaf = matches?.at(-1)?.route;
    expect(leaf?.path).not.toBe('*');
    expect(leaf?.lazy).toBeTypeOf('function');
    expect(leaf?.Component).toBeUndefined();
  });

  it.each(specPaths)('renders %s with the heading "%s"', async (path, heading) => {
    if (forDiners.includes(path)) useIdentityStore.getState().setAuth(diner, 'user-token');
    const router = createMemoryRouter(pagesOnly, { initialEntries: [path] });
    renderWithQuery(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it.each(forDiners)('sends a guest from %s to /login and back after logging in', async (path) => {
    const router = createMemoryRouter(pagesOnly, { initialEntries: [path] });
    renderWithQuery(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(path);
  });

  it.each(forGuests)('sends a logged-in diner from %s to /profile', async (path) => {
    useIdentityStore.getState().setAuth(diner, 'user-token');
    const router = createMemoryRouter(pagesOnly, { initialEntries: [path] });
    renderWithQuery(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('sends any other path to the not-found page with a link home', async () => {
    expect(matchRoutes(routes, '/no/such/page')?.at(-1)?.route.path).toBe('*');
    const router = createMemoryRouter(pagesOnly, { initialEntries: ['/no/such/page'] });
    renderWithQuery(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('has a route for exactly the pages the server answers with 200, every other path being its 404 (issue 18)', () => {
    const routePaths = pageRoutes.map((route) => (route.index ? '/' : `/${route.path}`)).filter((path) => path !== '/*');
    expect(routePaths).toEqual([...storefrontPagePatterns]);
  });

  it('gives the root route the spinner for the first load and the error element', () => {
    const [root] = routes;
    expect(root?.HydrateFallback).toBeDefined();
    expect(root?.errorElement).toBeDefined();
  });
});
