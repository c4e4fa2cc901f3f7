import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '../cart-store';
import { withLineQuantity } from '../optimistic-cart';
import { cartFixture, margheritaLine } from '../testing/cart-fixture';
import { serveCart } from '../testing/cart-server';
import { renderCart, resetCartState, signInAsGuest } from '../testing/render-cart';
import { CartButton } from './cart-button';

beforeEach(() => {
  resetCartState();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const announcer = () => screen.getByRole('status');

describe('cart button', () => {
  it('is named by the item count, shows it as a badge and opens the drawer', async () => {
    signInAsGuest();
    serveCart();
    renderCart(<CartButton />);

    const button = await screen.findByRole('button', { name: 'Cart, 5 items' });
    expect(button).toHaveTextContent('5');
    await userEvent.click(button);
    expect(useCartStore.getState().isDrawerOpen).toBe(true);
  });

  it('without a diner, reads as an empty cart without a badge', () => {
    const fetchMock = serveCart();
    renderCart(<CartButton />);
    expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toHaveTextContent('');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('announces a change of the count, such as an item added from the menu, but not the first count', async () => {
    signInAsGuest();
    serveCart();
    const { queryClient } = renderCart(<CartButton />);
    await screen.findByRole('button', { name: 'Cart, 5 items' });
    expect(announcer()).toBeEmptyDOMElement();

    const [query] = queryClient.getQueryCache().findAll({ queryKey: ['cart'] });
    act(() => queryClient.setQueryData(query!.queryKey, withLineQuantity(cartFixture, margheritaLine.id, 3)));
    await waitFor(() => expect(announcer()).toHaveTextContent('6 items in your cart'));
    expect(screen.getByRole('button', { name: 'Cart, 6 items' })).toBeInTheDocument();
  });
});
