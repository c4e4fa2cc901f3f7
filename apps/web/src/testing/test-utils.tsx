import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { RestaurantEntry } from '@crust/contract/restaurants';

/** A fresh client per test, without retries, so a failing stub fails at once. */
export function renderWithQuery(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { queryClient, ...render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>) };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type Route = (url: URL, init: RequestInit) => Response | Promise<Response>;

/** Replaces fetch with `route`; URLs are resolved against the page so tests can read path and query. */
export function stubFetch(route: Route) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => Promise.resolve(route(new URL(String(input), window.location.origin), init)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function makeRestaurant(id: number, name: string, status = 1): RestaurantEntry {
  return {
    restaurant: { id, name, status },
    attachment_paths: [{ upload_path: `/uploads/restaurant-${id}.svg` }],
    address: { street_name: `${id} Main Street`, city: 'Sydney', phone: `02 9000 000${id}` },
  };
}
