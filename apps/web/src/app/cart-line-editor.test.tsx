import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSelectedRestaurantStore } from '@/lib/selected-restaurant-store';
import { cartItemFixture } from '@/testing/cart-item-fixture';
import { margherita, menuFixture } from '@/testing/menu-fixture';
import { jsonResponse, makeRestaurant, renderWithQuery, stubFetch } from '@/testing/test-utils';
import { CartLineEditor } from './cart-line-editor';

// Issue 18 point 13: the app's editor of a cart line, on the outlet's menu of the line.

const initialSelection = useSelectedRestaurantStore.getState();
let menuReads: string[];

beforeEach(() => {
  useSelectedRestaurantStore.setState({ selected: makeRestaurant(1, 'Crust Central') });
  menuReads = [];
  stubFetch((url) => {
    menuReads.push(`${url.pathname}?${url.searchParams.get('menu') ?? ''}`);
    return jsonResponse(200, { data: menuFixture });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSelectedRestaurantStore.setState(initialSelection, true);
});

describe('editing a cart line', () => {
  it('opens the builder on the line’s dish, from the menu the line was chosen on, with Update cart', async () => {
    const line = cartItemFixture({
      id: 4,
      name: margherita.name,
      price: 1750,
      quantity: 3,
      restaurant_product_id: margherita.restaurant_product_id,
      menu: 'dinein',
    });
    renderWithQuery(<CartLineEditor item={line} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: margherita.name });
    expect(within(dialog).getByRole('button', { name: 'Update cart' })).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Quantity' })).toHaveTextContent('3');
    expect(menuReads).toEqual(['/api/v2/menu?dinein']);
  });

  it('says clearly when the line’s dish is no longer on the menu, and goes back to the cart', async () => {
    const onClose = vi.fn();
    const gone = cartItemFixture({ id: 5, name: 'Truffle Special', price: 2500, quantity: 1, restaurant_product_id: 4242 });
    renderWithQuery(<CartLineEditor item={gone} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Truffle Special can’t be changed' });
    expect(dialog).toHaveAccessibleDescription('Truffle Special is no longer on the menu, so it cannot be changed. You can remove it from your cart.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to your cart' }));
    expect(onClose).toHaveBeenCalled();
  });
});
