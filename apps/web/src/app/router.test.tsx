import { screen } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
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
  ['/checkout/payment', 'Payment'],
  ['/checkout/success', 'Order placed'],
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

describe('router', () => {
  it.each(specPaths)('matches %s with its own lazily loaded route, not the not-found fallback', (path) => {
    const matches = matchRoutes(routes, path);
    const leaf = matches?.at(-1)?.route;
    expect(leaf?.path).not.toBe('*');
    expect(leaf?.lazy).toBeTypeOf('function');
    expect(leaf?.Component).toBeUndefined();
  });

  it.each(specPaths)('renders %s with the heading "%s"', async (path, heading) => {
    const router = createMemoryRouter(pagesOnly, { initialEntries: [path] });
    renderWithQuery(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('sends any other path to the not-found page with a link home', async () => {
    expect(matchRoutes(routes, '/no/such/page')?.at(-1)?.route.path).toBe('*');
    const router = createMemoryRouter(pagesOnly, { initialEntries: ['/no/such/page'] });
    renderWithQuery(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('gives the root route the spinner for the first load and the error element', () => {
    const [root] = routes;
    expect(root?.HydrateFallback).toBeDefined();
    expect(root?.errorElement).toBeDefined();
  });
});
