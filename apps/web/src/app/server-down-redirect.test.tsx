import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useConfigStore } from '@/lib/config-store';
import { ServerDownRedirect } from './server-down-redirect';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <ServerDownRedirect />
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: <h1>Home</h1> },
          { path: 'menu', element: <h1>Menu</h1> },
          { path: 'error', element: <h1>Error page</h1> },
        ],
      },
    ],
    { initialEntries: ['/', path], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('ServerDownRedirect (spec §2)', () => {
  afterEach(() => {
    act(() => useConfigStore.getState().clearServerDown());
  });

  it('goes to /error, replacing the history entry, once the server is flagged as down', async () => {
    const router = renderAt('/menu');
    expect(screen.getByRole('heading', { name: 'Menu' })).toBeInTheDocument();

    act(() => useConfigStore.getState().setServerDown('Resource not found (404)'));

    expect(await screen.findByRole('heading', { name: 'Error page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error');
    expect(router.state.historyAction).toBe('REPLACE');
    // /menu was replaced, so Back (once the server is up again) leads to the entry before it.
    act(() => useConfigStore.getState().clearServerDown());
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/');
  });

  it('stays put while the server is up', () => {
    const router = renderAt('/menu');
    expect(router.state.location.pathname).toBe('/menu');
    expect(router.state.historyAction).toBe('POP');
  });
});
