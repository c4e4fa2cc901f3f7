import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setUpConsoleEditorTests } from '@/testing/console-test-setup';
import { jsonResponse, renderWithQuery } from '@/testing/test-utils';
import { category, product, serveMenu, writes } from '../testing/menu-fixture';
import { MenuEditor } from './menu-editor';

// Issue 19: the owner's category list: create, reorder by Move up and Move down, hide, delete an
// empty one, archived products with Unarchive, and the empty state of a new business.

const paths = { product: (id: number) => `/console/menu/products/${id}`, newProduct: (id?: number) => `/console/menu/products/new?category=${id}` };

const render = () =>
  renderWithQuery(
    <MemoryRouter>
      <MenuEditor paths={paths} />
    </MemoryRouter>,
  );

const PIZZAS = category(1, 'Pizzas', { product_count: 2 });
const SIDES = category(2, 'Sides');
const DRINKS = category(3, 'Drinks', { hidden: true, on_instore_menu: false });
const MENU = {
  '/categories': [PIZZAS, SIDES, DRINKS],
  '/products': [product(10, 'Margherita'), product(11, 'Pepperoni')],
};

setUpConsoleEditorTests();

describe('the menu editor', () => {
  it('lists the categories in order with their products, and links each product', async () => {
    serveMenu(MENU);
    render();
    const list = await screen.findByRole('list', { name: 'Categories' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Pizzas ', 'Sides ', 'Drinks Hidden']);
    const pizzas = await screen.findByRole('list', { name: 'Products in Pizzas' });
    expect(within(pizzas).getByRole('link', { name: 'Margherita' })).toHaveAttribute('href', '/console/menu/products/10');
    expect(screen.getByRole('link', { name: 'Add a product to Sides' })).toHaveAttribute('href', '/console/menu/products/new?category=2');
  });

  it('creates a category on the menus chosen', async () => {
    const calls = serveMenu(MENU, (call) => (call.method === 'POST' ? jsonResponse(201, { data: category(4, 'Desserts') }) : undefined));
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'New category' }));
    const form = screen.getByRole('form', { name: 'New category' });
    await user.click(within(form).getByRole('button', { name: 'Create category' }));
    expect(within(form).getByText('Enter the category’s name.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Category name'), 'Desserts');
    await user.click(within(form).getByLabelText('Dine-in menu'));
    await user.click(within(form).getByRole('button', { name: 'Create category' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New category' })).not.toBeInTheDocument());
    expect(writes(calls)).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/categories',
        body: { name: 'Desserts', description: '', image_id: null, on_main_menu: true, on_instore_menu: true, on_dinein_menu: false, hidden: false },
      }),
    ]);
  });

  it('moves a category with the buttons, sending every category in the new order', async () => {
    const calls = serveMenu(MENU, (call) => (call.path === '/categories/reorder' ? jsonResponse(200, { data: [] }) : undefined));
    const user = userEvent.setup();
    render();
    expect(await screen.findByRole('button', { name: 'Move Pizzas up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move Drinks up' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({ method: 'POST', path: '/categories/reorder', body: { ids: [1, 3, 2] } });
    expect(await screen.findByText('Drinks moved to position 2 of 3.')).toBeInTheDocument();
  });

  it('moves a category dropped on another to its place', async () => {
    const calls = serveMenu(MENU, (call) => (call.path === '/categories/reorder' ? jsonResponse(200, { data: [] }) : undefined));
    render();
    const list = await screen.findByRole('list', { name: 'Categories' });
    const row = (name: string) => within(list).getByRole('listitem', { name });
    const dataTransfer = { effectAllowed: 'none', setData: () => {} };
    fireEvent.dragStart(row('Drinks'), { dataTransfer });
    fireEvent.dragOver(row('Pizzas'), { dataTransfer });
    fireEvent.drop(row('Pizzas'), { dataTransfer });
    await waitFor(() => expect(writes(calls)[0]).toMatchObject({ path: '/categories/reorder', body: { ids: [3, 1, 2] } }));
  });

  it('moves a product within its category', async () => {
    const calls = serveMenu(MENU, (call) => (call.path === '/products/reorder' ? jsonResponse(200, { data: [] }) : undefined));
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Move Margherita down' }));
    await waitFor(() => expect(writes(calls)[0]).toMatchObject({ path: '/products/reorder', body: { category_id: 1, ids: [11, 10] } }));
  });

  it('hides and shows a category over the version read, and deletes only an empty one', async () => {
    const calls = serveMenu(MENU, (call) => (call.method === 'PUT' ? jsonResponse(200, { data: SIDES }) : undefined));
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Hide Sides' }));
    await user.click(screen.getByRole('button', { name: 'Show Drinks' }));
    await user.click(screen.getByRole('button', { name: 'Delete Sides' }));
    expect(screen.queryByRole('button', { name: 'Delete Pizzas' })).not.toBeInTheDocument();
    await waitFor(() => expect(writes(calls)).toHaveLength(3));
    expect(writes(calls)).toEqual([
      expect.objectContaining({ method: 'PUT', path: '/categories/2', body: expect.objectContaining({ name: 'Sides', hidden: true, version: 1 }) }),
      expect.objectContaining({ method: 'PUT', path: '/categories/3', body: expect.objectContaining({ hidden: false, on_instore_menu: false }) }),
      expect.objectContaining({ method: 'DELETE', path: '/categories/2' }),
    ]);
  });

  it('shows archived products on request, with Unarchive', async () => {
    const archived = product(12, 'Hawaiian', { archived_at: '2026-11-01T00:00:00.000Z' });
    const calls = serveMenu(MENU, (call) => {
      if (call.path === '/products' && call.search.includes('include_archived=true')) return jsonResponse(200, { data: [...MENU['/products'], archived] });
      return call.method === 'POST' ? jsonResponse(200, { data: { ...archived, archived_at: null } }) : undefined;
    });
    const user = userEvent.setup();
    render();
    await screen.findByRole('list', { name: 'Products in Pizzas' });
    expect(screen.queryByText('Hawaiian')).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Show archived products' }));
    const archivedList = await screen.findByRole('list', { name: 'Archived products in Pizzas' });
    await user.click(within(archivedList).getByRole('button', { name: 'Unarchive Hawaiian' }));
    await waitFor(() => expect(writes(calls)[0]).toMatchObject({ method: 'POST', path: '/products/12/unarchive' }));
  });

  it('asks a business with no category for its first', async () => {
    serveMenu({ '/categories': [], '/products': [] });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Add your first category' }));
    expect(screen.getByRole('form', { name: 'New category' })).toBeInTheDocument();
  });
});
