import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MenuKind } from '@crust/contract/menu';
import { DINE_IN_TABLE_KEY, useDineInTableStore } from '@/lib/dine-in-table-store';
import { useSelectedRestaurantStore } from '@/lib/selected-restaurant-store';
import { menuFixture } from '@/testing/menu-fixture';
import { installScrollStubs } from '@/testing/scroll-stubs';
import { jsonResponse, makeRestaurant, renderWithQuery, stubFetch } from '@/testing/test-utils';
import { pageRoutes } from './router';

const initialSelection = useSelectedRestaurantStore.getState();
const initialTable = useDineInTableStore.getState();
let scroll: ReturnType<typeof installScrollStubs>;
let requestedKinds: MenuKind[];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useSelectedRestaurantStore.setState({ selected: makeRestaurant(1, 'Crust Central') });
  useDineInTableStore.setState(initialTable, true);
  scroll = installScrollStubs();
  requestedKinds = [];
  stubFetch((url) => {
    // /deals also asks for the outlet's coupons and offers (issue 18 point 12): none here.
    if (url.pathname === '/api/v2/offers') return jsonResponse(200, { data: { timezone: 'Australia/Sydney', offers: [] } });
    requestedKinds.push(url.searchParams.get('menu') as MenuKind);
    return jsonResponse(200, { data: menuFixture });
  });
});

afterEach(() => {
  scroll.uninstall();
  useSelectedRestaurantStore.setState(initialSelection, true);
});

// The pages alone, without the shell's gates; the fallback only silences the router's first-load warning.
const pagesOnly: RouteObject[] = [{ path: '/', HydrateFallback: () => null, children: pageRoutes }];

function renderRoute(path: string) {
  renderWithQuery(<RouterProvider router={createMemoryRouter(pagesOnly, { initialEntries: [path] })} />);
}

describe('menu routes compose the menu with the item builder', () => {
  it('/menu opens the builder on the chosen dish, at its online price, and closes it', async () => {
    renderRoute('/menu');
    await userEvent.click(await screen.findByRole('button', { name: 'Margherita $17.50' }));
    const dialog = await screen.findByRole('dialog', { name: 'Margherita' });
    expect(within(dialog).getByText('$17.50')).toBeInTheDocument();
    expect(requestedKinds).toEqual(['main']);

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('/instore-menu opens a dish to look at, at its in-store price, with nothing to add', async () => {
    renderRoute('/instore-menu');
    await userEvent.click(await screen.findByRole('button', { name: 'Margherita $16.00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Margherita' });
    expect(within(dialog).getByText('$16.00')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /add/i })).not.toBeInTheDocument();
    expect(requestedKinds).toEqual(['instore']);
  });

  it('/deals opens the deal builder on the chosen deal', async () => {
    renderRoute('/deals');
    await userEvent.click(await screen.findByRole('button', { name: 'Family feast $44.90' }));
    expect(await screen.findByRole('dialog', { name: 'Family feast' })).toBeInTheDocument();
  });
});

describe('/dine-in-menu and its table (a QR code’s ?table=N)', () => {
  it('loads the dine-in menu and keeps the table for the order, showing it by the title', async () => {
    renderRoute('/dine-in-menu?table=7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dine-in menu' })).toBeInTheDocument();
    expect(screen.getByText('Table 7')).toBeInTheDocument();
    // The page shows the URL's table at once and keeps it in an effect, which may run a moment later.
    await waitFor(() => expect(useDineInTableStore.getState().table).toBe(7));
    expect(sessionStorage.getItem(DINE_IN_TABLE_KEY)).toContain('"table":7');
    await screen.findByRole('button', { name: 'Margherita $17.50' });
    expect(requestedKinds).toEqual(['dinein']);
  });

  it('ignores an invalid table number, keeping the table already known', async () => {
    useDineInTableStore.getState().setTable(12);
    renderRoute('/dine-in-menu?table=1000');
    await screen.findByRole('heading', { level: 1, name: 'Dine-in menu' });
    expect(screen.getByText('Table 12')).toBeInTheDocument();
    expect(useDineInTableStore.getState().table).toBe(12);
  });

  it('shows no table when none is known', async () => {
    renderRoute('/dine-in-menu?table=abc');
    await screen.findByRole('heading', { level: 1, name: 'Dine-in menu' });
    expect(screen.queryByText(/^Table/)).not.toBeInTheDocument();
    expect(useDineInTableStore.getState().table).toBeNull();
  });
});

describe('home route', () => {
  it('fills the categories, menu and best-selling sections from the outlet’s main menu', async () => {
    renderRoute('/');
    const categories = await screen.findByRole('region', { name: 'Browse by category' });
    expect(await within(categories).findByRole('link', { name: 'Pizzas' })).toHaveAttribute('href', '/menu#category-1');
    const bestSellers = screen.getByRole('region', { name: 'Best sellers' });
    await userEvent.click(within(bestSellers).getByRole('button', { name: 'Pepperoni $18.00' }));
    expect(await screen.findByRole('dialog', { name: 'Pepperoni' })).toBeInTheDocument();
    expect(requestedKinds).toEqual(['main']);
  });
});
