import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WishlistItem } from '@crust/contract/wishlist';
import * as notifyModule from '@/components/ui/notify';
import { configureApiClient } from '@/lib/api-client';
import { selectBearerToken, useIdentityStore } from '@/lib/identity-store';
import { jsonResponse, stubFetch } from '@/testing/test-utils';
import { FavoritesList } from './components/favorites-list';
import { WishlistHeart } from './components/wishlist-heart';

// Spec §4–§8 and issue 8: the heart, /favorites and every wishlist toast, word for word.

const user = { id: 7, name: 'Ada Lovelace', email: 'ada@example.test', phone_no: '0400 000 000', email_verified: true };
const margherita = { product_id: 11, restaurant_product_id: 101, name: 'Margherita' };
const item = (id: number, name: string): WishlistItem => ({
  id,
  restaurant_product_id: id,
  restaurant_id: 1,
  master_product_id: id - 90,
  name,
  description: '',
  price: 1800,
  image: '/uploads/x.svg',
  category: 'Pizzas',
  popular: false,
  in_stock: true,
});
const initialIdentity = useIdentityStore.getState();
let notify: ReturnType<typeof vi.spyOn>;

function renderWith(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A server holding one list; `fail` makes writes answer that status. */
function wishlistServer(initial: WishlistItem[], fail: number | null = null) {
  let list = [...initial];
  const calls: string[] = [];
  const fetchMock = stubFetch((url, init) => {
    const method = init.method ?? 'GET';
    calls.push(`${method} ${url.pathname}`);
    if (url.pathname === '/api/get-wishlist') return jsonResponse(200, { data: list });
    if (fail) return jsonResponse(fail, { error: { code: 'x', message: 'failed' } });
    if (url.pathname === '/api/add-to-wishlist') {
      const body = JSON.parse(String(init.body)) as { restaurant_product_id: number; user_id: number };
      expect(body.user_id).toBe(user.id);
      list = [item(body.restaurant_product_id, 'Margherita'), ...list];
      return jsonResponse(201, { data: list });
    }
    if (url.pathname.startsWith('/api/wishlist/')) {
      list = list.filter((entry) => entry.id !== Number(url.pathname.split('/').pop()));
      return jsonResponse(200, { data: list });
    }
    if (url.pathname === '/api/empty-wishlist') {
      list = [];
      return jsonResponse(200, { data: list });
    }
    return jsonResponse(404, { error: { code: 'not_found', message: 'no' } });
  });
  return { calls, fetchMock };
}

beforeEach(() => {
  localStorage.clear();
  useIdentityStore.setState(initialIdentity, true);
  configureApiClient({ getToken: () => selectBearerToken(useIdentityStore.getState()), onUnauthorized: () => {} });
  notify = vi.spyOn(notifyModule, 'notify').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
const logIn = () => useIdentityStore.getState().setAuth(user, 'user-token');

describe('the wishlist heart', () => {
  it("asks a guest to log in ('Please log in') and calls nothing", async () => {
    const { fetchMock } = wishlistServer([]);
    renderWith(<WishlistHeart product={margherita} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Margherita to favourites' }));
    expect(notify).toHaveBeenCalledWith({ title: 'Please log in', message: 'You need to be logged in to add items to your wishlist.', kind: 'warning' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("adds for a logged-in diner: 'Added to wishlist', then pressed; again removes: 'Removed from wishlist'", async () => {
    logIn();
    const { calls } = wishlistServer([]);
    renderWith(<WishlistHeart product={margherita} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Margherita to favourites' }));
    const saved = await screen.findByRole('button', { name: 'Remove Margherita from favourites' });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    expect(notify).toHaveBeenCalledWith({ title: 'Added to wishlist', kind: 'success' });
    await userEvent.click(saved);
    await screen.findByRole('button', { name: 'Add Margherita to favourites' });
    expect(notify).toHaveBeenCalledWith({ title: 'Removed from wishlist', kind: 'success' });
    expect(calls).toContain('POST /api/add-to-wishlist');
    expect(calls).toContain('DELETE /api/wishlist/101');
  });

  it("shows 'Failed to add item' on a failure and refetches the wishlist", async () => {
    logIn();
    const { calls } = wishlistServer([], 500);
    renderWith(<WishlistHeart product={margherita} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Margherita to favourites' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ title: 'Failed to add item', message: 'There was an error adding this item to your wishlist.', kind: 'error' }),
    );
    await waitFor(() => expect(calls.filter((call) => call === 'GET /api/get-wishlist')).toHaveLength(2));
  });

  it("shows 'Failed to remove item' when a removal fails, and the heart stays pressed", async () => {
    logIn();
    wishlistServer([item(101, 'Margherita')], 500);
    renderWith(<WishlistHeart product={margherita} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Margherita from favourites' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ title: 'Failed to remove item', kind: 'error' }));
    expect(await screen.findByRole('button', { name: 'Remove Margherita from favourites' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('leaves a 401 to the session handler: no wishlist toast of its own, and a refetch', async () => {
    logIn();
    const { calls } = wishlistServer([], 401);
    renderWith(<WishlistHeart product={margherita} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Margherita to favourites' }));
    await waitFor(() => expect(calls.filter((call) => call === 'GET /api/get-wishlist')).toHaveLength(2));
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('/favorites', () => {
  it('lists the items with price, removes one, and clears all after confirming', async () => {
    logIn();
    const { calls } = wishlistServer([item(101, 'Margherita'), item(102, 'Garlic Bread')]);
    renderWith(<FavoritesList cartAction={(entry) => <button type="button">Add {entry.name} to cart</button>} />);
    expect(await screen.findByRole('heading', { name: 'Margherita' })).toBeInTheDocument();
    expect(screen.getAllByText('$18.00')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Add Garlic Bread to cart' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Margherita from favourites' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Margherita' })).not.toBeInTheDocument());
    expect(notify).toHaveBeenCalledWith({ title: 'Removed from wishlist', kind: 'success' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, clear all' }));
    expect(await screen.findByText(/No favourites yet/)).toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith({ title: 'Wishlist cleared', kind: 'success' });
    expect(calls).toContain('GET /api/empty-wishlist');
  });

  it("shows 'Failed to clear wishlist' when clearing fails, and the items come back", async () => {
    logIn();
    wishlistServer([item(101, 'Margherita')], 500);
    renderWith(<FavoritesList cartAction={() => null} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Clear all' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, clear all' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ title: 'Failed to clear wishlist', kind: 'error' }));
    expect(await screen.findByRole('heading', { name: 'Margherita' })).toBeInTheDocument();
  });
});
