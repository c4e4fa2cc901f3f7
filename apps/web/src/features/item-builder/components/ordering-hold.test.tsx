import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderItemBuilder } from '../testing/render-item-builder';
import { garlicBread, margherita, twoPizzaDeal } from '../testing/menu-fixture';

// Issue 18 point 7: while the outlet takes no order now, the product dialog says so, and Add orders
// for the later slot the outlet offers instead, or is disabled with the reason.

const notice = 'Crust Surry Hills is not taking orders now. Online ordering paused until 19:45.';

describe('the item builder of an outlet not taking orders now', () => {
  it('says so and turns Add into an order for the later slot, chosen once the item is added', async () => {
    const choose = vi.fn();
    const { onAdd, onOpenChange, user } = renderItemBuilder(
      { kind: 'product', product: garlicBread },
      { hold: { notice, laterSlot: { label: 'today 19:45', choose } } },
    );
    expect(screen.getByText(`${notice} You can order now for today 19:45.`)).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add to cart for today 19:45' });
    expect(add).toHaveAccessibleDescription(expect.stringContaining(`${notice} You can order now for today 19:45.`));

    await user.click(add);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(onAdd).toHaveBeenCalledOnce();
    expect(choose).toHaveBeenCalledOnce();
    expect(choose.mock.invocationCallOrder[0]).toBeGreaterThan(onAdd.mock.invocationCallOrder[0]!);
  });

  it('does not choose the slot when the item was not added', async () => {
    const choose = vi.fn();
    const { user } = renderItemBuilder(
      { kind: 'product', product: margherita },
      { hold: { notice, laterSlot: { label: 'today 19:45', choose } }, onAdd: () => Promise.reject(new Error('refused')) },
    );
    await user.click(screen.getByRole('button', { name: 'Add to cart for today 19:45' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to cart for today 19:45' })).toBeEnabled());
    expect(choose).not.toHaveBeenCalled();
  });

  it('disables Add with the reason when the outlet takes no order for later either', () => {
    renderItemBuilder(
      { kind: 'deal', deal: twoPizzaDeal },
      { hold: { notice: 'Crust Bondi is not taking orders now. Online ordering paused.', laterSlot: null } },
    );
    const reason = 'Crust Bondi is not taking orders now. Online ordering paused. No order for later can be placed online either.';
    expect(screen.getByText(reason)).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add to cart' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(expect.stringContaining(reason));
  });

  it('adds as usual while the outlet takes orders', () => {
    renderItemBuilder({ kind: 'product', product: garlicBread }, { hold: null });
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    expect(screen.queryByText(/not taking orders now/)).not.toBeInTheDocument();
  });
});
