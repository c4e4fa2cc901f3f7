import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatCents } from '@crust/contract/prices';
import { useCartStore } from '../cart-store';
import { EMPTY_CART } from '@crust/contract/empty-cart';
import { cartFixture } from '../testing/cart-fixture';
import { serveCart } from '../testing/cart-server';
import { renderCart, resetCartState, signInAsGuest } from '../testing/render-cart';
import { CartBar } from './cart-bar';

beforeEach(() => {
  resetCartState();
});

describe('cart bar (issue 18)', () => {
  it("shows the server's count and total at the bottom of the screen and opens the drawer", async () => {
    signInAsGuest();
    serveCart();
    renderCart(<CartBar />);

    const bar = await screen.findByRole('complementary', { name: 'Your cart' });
    expect(bar).toHaveClass('fixed', 'bottom-0');
    const button = within(bar).getByRole('button', { name: `View cart, 5 items, ${formatCents(cartFixture.total)}` });
    await userEvent.click(button);
    expect(useCartStore.getState().isDrawerOpen).toBe(true);
  });

  it('is not there while the cart is empty, and comes once something is added', async () => {
    signInAsGuest();
    serveCart({}, EMPTY_CART);
    const { queryClient } = renderCart(<CartBar />);
    await waitFor(() => expect(queryClient.getQueryCache().findAll({ queryKey: ['cart'] })[0]?.state.data).toEqual(EMPTY_CART));
    expect(screen.queryByRole('complementary', { name: 'Your cart' })).not.toBeInTheDocument();

    const [query] = queryClient.getQueryCache().findAll({ queryKey: ['cart'] });
    act(() => queryClient.setQueryData(query!.queryKey, cartFixture));
    expect(await screen.findByRole('button', { name: /^View cart, 5 items,/ })).toBeInTheDocument();
  });
});
