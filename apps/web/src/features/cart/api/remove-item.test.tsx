import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/components/ui/notify';
import { jsonResponse } from '@/testing/test-utils';
import { cartFixture, dealLine } from '../testing/cart-fixture';
import { cartReads, gate, serveCart } from '../testing/cart-server';
import { renderLoadedCart, resetCartState, signInAsGuest } from '../testing/render-cart';
import { useRemoveItem } from './remove-item';

vi.mock('@/components/ui/notify', () => ({ notify: vi.fn() }));

const lineIds = (ids: { id: number }[] | undefined) => ids?.map((item) => item.id);

const renderLoaded = () => renderLoadedCart(() => ({ remove: useRemoveItem() }));

beforeEach(() => {
  resetCartState();
  signInAsGuest();
  vi.mocked(notify).mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('removing a line (spec §4, §8)', () => {
  it("takes the line out at once, then confirms with 'Removed from cart' and refetches", async () => {
    const held = gate();
    const fetchMock = serveCart({ remove: (_url, _body, standard) => held.hold(standard) });
    const { result } = await renderLoaded();

    act(() => result.current.remove(dealLine));
    await waitFor(() => expect(lineIds(result.current.view.cart?.items)).not.toContain(dealLine.id));
    expect(result.current.view.cart?.item_count).toBe(cartFixture.item_count - 1);
    expect(notify).not.toHaveBeenCalled();

    held.open();
    await waitFor(() => expect(notify).toHaveBeenCalledExactlyOnceWith({ title: 'Removed from cart', message: 'Family Feast', kind: 'success' }));
    await waitFor(() => expect(cartReads(fetchMock)).toHaveLength(2));
  });

  it("on failure, puts the line back, says 'Failed to remove item from cart.' and refetches", async () => {
    const fetchMock = serveCart({ remove: () => jsonResponse(404, { error: { code: 'not_found', message: 'Cart item not found' } }) });
    const { result } = await renderLoaded();

    act(() => result.current.remove(dealLine));
    await waitFor(() => expect(notify).toHaveBeenCalledExactlyOnceWith({ title: 'Error', message: 'Failed to remove item from cart.', kind: 'error' }));
    expect(lineIds(result.current.view.cart?.items)).toContain(dealLine.id);
    await waitFor(() => expect(cartReads(fetchMock)).toHaveLength(2));
    expect(console.error).toHaveBeenCalledWith('Failed to remove cart item', expect.anything());
  });
});
