import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FullScreenSpinner } from '@/components/ui/full-screen-spinner';
import { RouteError } from './route-error';

describe('root route loading and errors (spec §2)', () => {
  it('shows "Unexpected Application Error!" when a route chunk fails to load', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          errorElement: <RouteError />,
          HydrateFallback: FullScreenSpinner,
          children: [{ path: 'menu', lazy: () => Promise.reject(new Error('Failed to fetch dynamically imported module')) }],
        },
      ],
      { initialEntries: ['/menu'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch dynamically imported module')).toBeInTheDocument();
  });

  it('shows the error of a page that throws while rendering', async () => {
    // React and the router report the caught error on the console; it is the expected outcome here.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('Boom');
    };
    const router = createMemoryRouter([{ path: '/', errorElement: <RouteError />, Component: Broken }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Unexpected Application Error!')).toBeInTheDocument();
    expect(screen.getByText('Boom')).toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('shows the "Loading..." spinner while the first route chunk is still on its way', async () => {
    let finish: (page: { Component: () => ReactNode }) => void = () => {};
    const pending = new Promise<{ Component: () => ReactNode }>((resolve) => {
      finish = resolve;
    });
    const router = createMemoryRouter([{ path: '/', HydrateFallback: FullScreenSpinner, children: [{ index: true, lazy: () => pending }] }]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    finish({ Component: () => <h1>Home</h1> });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
