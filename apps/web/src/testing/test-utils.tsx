import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { OrderingState } from '@crust/contract/ordering-state';
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

/** An outlet open until 22:00 (issue 18 point 7), its next change far ahead so it never reads as stale. */
export const OPEN_UNTIL_22: OrderingState = { state: 'open', label: 'Open until 22:00', changes_at: '2099-01-01T11:00:00.000Z', later_slots: [] };

export function makeRestaurant(id: number, name: string, status = 1): RestaurantEntry {
  return {
    restaurant: { id, name, status },
    attachment_paths: [{ upload_path: `/uploads/restaurant-${id}.svg` }],
    address: { street_name: `${id} Main Street`, city: 'Sydney', phone: `02 9000 000${id}` },
    ordering_state: OPEN_UNTIL_22,
    hours: { pickup: [{ weekday: 5, opens: '11:00', closes: '22:00' }], delivery: [] },
  };
}
