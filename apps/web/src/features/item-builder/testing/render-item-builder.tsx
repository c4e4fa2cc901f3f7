import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { ItemBuilderDialog, type ItemBuilderDialogProps, type ItemBuilderTarget } from '../components/item-builder-dialog';
import { fixtureMenu } from './menu-fixture';

/** Renders the dialog on the fixture menu with a resolving onAdd; pass `onAdd: undefined` for the browse-only view. */
export function renderItemBuilder(target: ItemBuilderTarget, props: Partial<Omit<ItemBuilderDialogProps, 'target'>> = {}) {
  const onAdd = vi.fn<NonNullable<ItemBuilderDialogProps['onAdd']>>();
  const onOpenChange = vi.fn<ItemBuilderDialogProps['onOpenChange']>();
  const user = userEvent.setup();
  render(<ItemBuilderDialog target={target} menu={fixtureMenu} onAdd={onAdd} onOpenChange={onOpenChange} {...props} />);
  return { onAdd, onOpenChange, user };
}

export const dialog = () => screen.getByRole('dialog');
export const total = () => screen.getByRole('status', { name: 'Total' });
export const addButton = () => screen.getByRole('button', { name: /^(Add to cart|Adding…|Out of stock)$/ });
