import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { normalCartItemSchema } from '@crust/contract/cart-item-forms';
import type { MenuProduct } from '@crust/contract/menu';
import { wings } from '../testing/menu-fixture';
import { addButton, renderItemBuilder, total } from '../testing/render-item-builder';

// Issue 19: modifiers the restaurant marks as defaults are ticked when the builder opens for a new
// item (the diner may untick them); a cart line reopened keeps its own choices.

/** Wings with Ranch as the dip's default and Aioli as an extra dip's. */
const wingsWithDefaults: MenuProduct = {
  ...wings,
  modifier_groups: wings.modifier_groups.map((group) => ({
    ...group,
    modifiers: group.modifiers.map((modifier) => (['Ranch', 'Aioli'].includes(modifier.name) ? { ...modifier, is_default: true } : modifier)),
  })),
};

describe('default modifiers (issue 19)', () => {
  it('are ticked when a new item opens, count in the price and are sent; the diner may untick them', async () => {
    const { user, onAdd } = renderItemBuilder({ kind: 'product', product: wingsWithDefaults });
    expect(within(screen.getByRole('group', { name: 'Choose a dip' })).getByRole('radio', { name: /Ranch/ })).toBeChecked();
    const aioli = screen.getByRole('checkbox', { name: /Aioli/ });
    expect(aioli).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Sweet chilli/ })).not.toBeChecked();
    // Wings $9.50, Ranch free, Aioli $1.00; the required dip is met, so Add is on at once.
    expect(total()).toHaveTextContent('$10.50');
    expect(addButton()).toBeEnabled();

    await user.click(aioli);
    expect(aioli).not.toBeChecked();
    expect(total()).toHaveTextContent('$9.50');
    await user.click(addButton());
    expect(normalCartItemSchema.parse(onAdd.mock.calls[0]![0]).modifiers).toEqual([{ modifier_id: 312, quantity: 1, configurations: [] }]);
  });

  it('do not replace the choices of a cart line reopened for editing', () => {
    renderItemBuilder(
      { kind: 'product', product: wingsWithDefaults },
      { start: { kind: 'product', configuration: {}, modifiers: { [wings.modifier_groups[0]!.id]: [313] }, quantity: 1, notes: '' } },
    );
    expect(screen.getByRole('radio', { name: /Blue cheese/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Ranch/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Aioli/ })).not.toBeChecked();
  });
});
