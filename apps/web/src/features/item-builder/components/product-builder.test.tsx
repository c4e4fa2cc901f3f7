import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { normalCartItemSchema } from '@crust/contract/cart-item-forms';
import { useConfigStore } from '@/lib/config-store';
import { addButton, dialog, renderItemBuilder, total } from '../testing/render-item-builder';
import { fixtureMenu, margherita, veganGarden, wings } from '../testing/menu-fixture';
import { ItemBuilderDialog, type ItemBuilderTarget } from './item-builder-dialog';

const initialConfig = useConfigStore.getState();
afterEach(() => useConfigStore.setState(initialConfig, true));

describe('product builder (issue #3: a normal item)', () => {
  it('shows the picture, description, dietary tags and allergens; the unit only when the site shows units', () => {
    renderItemBuilder({ kind: 'product', product: wings });
    expect(screen.getByRole('dialog', { name: 'Chicken wings' })).toBeInTheDocument();
    expect(screen.getByText('Crispy wings, tossed in smoky salt.')).toBeInTheDocument();
    expect(dialog().querySelector('img')).toHaveAttribute('src', '/images/products/201.webp');
    expect(screen.queryByText('10 pieces')).not.toBeInTheDocument();
  });

  it('shows the unit when showProductUnit is on, and tags and allergens', () => {
    useConfigStore.setState({ theme: { ...initialConfig.theme, general: { ...initialConfig.theme.general, showProductUnit: true } } });
    renderItemBuilder({ kind: 'product', product: { ...margherita, unit: '30 cm', tags: ['vegetarian', 'gluten-free-option'] } });
    const about = screen.getByRole('list', { name: 'About this item' });
    expect(within(about).getByText('30 cm')).toBeInTheDocument();
    expect(within(about).getByText('Vegetarian')).toBeInTheDocument();
    expect(within(about).getByText('Gluten-free option')).toBeInTheDocument();
    expect(screen.getByText('Contains: Gluten, Milk, Tree nuts')).toBeInTheDocument();
  });

  it('cannot add a dayparted product outside its hours: the button is disabled, saying when it is available (issue 19)', async () => {
    const { user, onAdd } = renderItemBuilder({ kind: 'product', product: { ...margherita, available: false, available_from: '11:00' } });
    expect(within(screen.getByRole('list', { name: 'About this item' })).getByText('Available from 11:00')).toBeInTheDocument();
    expect(addButton()).toBeDisabled();
    expect(addButton()).toHaveAccessibleDescription('Available from 11:00');
    expect(screen.queryByRole('button', { name: 'Make it half and half' })).not.toBeInTheDocument();
    await user.click(addButton());
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('says "Not available now" when a dayparted product has no later time today', () => {
    renderItemBuilder({ kind: 'product', product: { ...margherita, available: false, available_from: null } });
    expect(addButton()).toBeDisabled();
    expect(addButton()).toHaveAccessibleDescription('Not available now');
  });

  it('shows an uploaded photo at the dialog’s width as a <picture>', () => {
    const srcset = { avif: '/p.avif 640w', webp: '/p.webp 640w', jpeg: '/p.jpg 640w' };
    renderItemBuilder({ kind: 'product', product: { ...wings, image: '/p.jpg', srcset } });
    expect(dialog().querySelector('picture source[type="image/avif"]')).toHaveAttribute('srcset', '/p.avif 640w');
    expect(dialog().querySelector('img')).toHaveAttribute('src', '/p.jpg');
  });

  it('preselects the first value of each configuration; choosing another changes the price', async () => {
    const { user } = renderItemBuilder({ kind: 'product', product: margherita });
    const size = screen.getByRole('group', { name: 'Size' });
    expect(within(size).getByRole('radio', { name: /Regular/ })).toBeChecked();
    expect(within(screen.getByRole('group', { name: 'Crust' })).getByRole('radio', { name: /Classic/ })).toBeChecked();
    expect(total()).toHaveTextContent('$14.50');

    await user.click(within(size).getByRole('radio', { name: 'Large +$4.00' }));
    expect(total()).toHaveTextContent('$18.50');
    await user.click(within(size).getByRole('radio', { name: 'Personal -$3.00' }));
    expect(total()).toHaveTextContent('$11.50');
    await user.click(screen.getByRole('radio', { name: 'Gluten-free +$3.00' }));
    expect(total()).toHaveTextContent('$14.50');
  });

  it('stops a modifier group at its max: the other options are disabled and the limit is said', async () => {
    const { user } = renderItemBuilder({ kind: 'product', product: margherita });
    const toppings = screen.getByRole('group', { name: 'Extra toppings' });
    expect(toppings).toHaveAccessibleDescription('Optional · Choose up to 3');
    await user.click(within(toppings).getByRole('checkbox', { name: /Olives/ }));
    await user.click(within(toppings).getByRole('checkbox', { name: /Mushrooms/ }));
    expect(within(toppings).getByRole('checkbox', { name: /Extra cheese/ })).toBeEnabled();
    await user.click(within(toppings).getByRole('checkbox', { name: /Extra cheese/ }));

    expect(within(toppings).getByRole('checkbox', { name: /Jalapeños/ })).toBeDisabled();
    expect(within(toppings).getByText('Choose up to 3: untick one to pick another')).toBeInTheDocument();
    expect(total()).toHaveTextContent('$20.00');

    await user.click(within(toppings).getByRole('checkbox', { name: /Olives/ }));
    expect(within(toppings).getByRole('checkbox', { name: /Jalapeños/ })).toBeEnabled();
    expect(within(toppings).queryByText(/untick one/)).not.toBeInTheDocument();
  });

  it('keeps Add disabled, and says why, until a required group has its minimum', async () => {
    const { user } = renderItemBuilder({ kind: 'product', product: wings });
    const dip = screen.getByRole('group', { name: 'Choose a dip' });
    expect(dip).toHaveAccessibleDescription('Required · Choose 1');
    expect(addButton()).toBeDisabled();
    expect(addButton()).toHaveAccessibleDescription('Choose at least 1 from Choose a dip');

    // Exactly one of a group reads as radio buttons.
    await user.click(within(dip).getByRole('radio', { name: 'Blue cheese +$1.00' }));
    expect(addButton()).toBeEnabled();
    expect(screen.queryByText('Choose at least 1 from Choose a dip')).not.toBeInTheDocument();
    expect(total()).toHaveTextContent('$10.50');
  });

  it('starts at quantity 1 and multiplies the total, within 1 and the largest quantity', async () => {
    const { user } = renderItemBuilder({ kind: 'product', product: margherita }, { maxQuantity: 3 });
    const quantity = screen.getByRole('group', { name: 'Quantity' });
    expect(quantity).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(quantity).toHaveTextContent('3');
    expect(total()).toHaveTextContent('$43.50');
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  });

  it('an out-of-stock product cannot be added, nor made half and half', () => {
    renderItemBuilder({ kind: 'product', product: veganGarden });
    expect(addButton()).toHaveTextContent('Out of stock');
    expect(addButton()).toBeDisabled();
    expect(screen.getByRole('list', { name: 'About this item' })).toHaveTextContent('Out of stock');
    expect(screen.queryByRole('button', { name: 'Make it half and half' })).not.toBeInTheDocument();
  });

  it('only pizzas that allow it offer half and half', () => {
    renderItemBuilder({ kind: 'product', product: wings });
    expect(screen.queryByRole('button', { name: 'Make it half and half' })).not.toBeInTheDocument();
  });

  it('adds the normal form with the choices, quantity and notes, then closes', async () => {
    const { user, onAdd, onOpenChange } = renderItemBuilder({ kind: 'product', product: margherita });
    await user.click(screen.getByRole('radio', { name: 'Large +$4.00' }));
    await user.click(screen.getByRole('radio', { name: /Thin/ }));
    await user.click(screen.getByRole('checkbox', { name: /Extra cheese/ }));
    await user.click(screen.getByRole('checkbox', { name: /Olives/ }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    const notes = screen.getByRole('textbox', { name: /Notes/ });
    expect(notes).toHaveAttribute('maxlength', '500');
    await user.type(notes, '  Extra crispy ');
    expect(screen.getByText('15/500 characters')).toBeInTheDocument();
    expect(total()).toHaveTextContent('$45.00');

    await user.click(addButton());
    expect(onAdd).toHaveBeenCalledOnce();
    expect(normalCartItemSchema.parse(onAdd.mock.calls[0]![0])).toEqual({
      restaurant_product_id: 1101,
      product_id: 101,
      quantity: 2,
      is_half_and_half: false,
      notes: 'Extra crispy',
      modifiers: [
        { modifier_id: 301, quantity: 1, configurations: [] },
        { modifier_id: 303, quantity: 1, configurations: [] },
      ],
      configurations: [
        { attribute_id: 1, attribute_value_id: 12, price_adjustment: 400 },
        { attribute_id: 2, attribute_value_id: 22, price_adjustment: 0 },
      ],
    });
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('stays open with the choices when adding fails, and Add can be pressed again', async () => {
    let reject: (error: Error) => void = () => {};
    const onAdd = () => new Promise<void>((_, fail) => (reject = fail));
    const { user, onOpenChange } = renderItemBuilder({ kind: 'product', product: margherita }, { onAdd });
    await user.click(screen.getByRole('radio', { name: 'Large +$4.00' }));
    await user.click(addButton());
    expect(addButton()).toHaveTextContent('Adding…');
    expect(addButton()).toBeDisabled();

    await act(async () => reject(new Error('offline')));
    expect(addButton()).toHaveTextContent('Add to cart');
    expect(addButton()).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Large +$4.00' })).toBeChecked();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('browse-only (no onAdd): details, the given price and the options, without choices or an Add button', () => {
    renderItemBuilder({ kind: 'product', product: margherita }, { onAdd: undefined, priceOf: (product) => product.price });
    expect(screen.getByText('Price').parentElement).toHaveTextContent('$16.00');
    expect(screen.getByRole('heading', { name: 'Size' })).toBeInTheDocument();
    expect(screen.getByText('Large').parentElement).toHaveTextContent('+$4.00');
    expect(screen.getByText('Optional · Choose up to 3')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add to cart/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make it half and half' })).not.toBeInTheDocument();
  });
});

describe('the dialog itself', () => {
  // As in the app, under StrictMode, which runs effects twice.
  function Harness() {
    const [target, setTarget] = useState<ItemBuilderTarget | null>(null);
    return (
      <StrictMode>
        <button type="button" onClick={() => setTarget({ kind: 'product', product: margherita })}>
          Margherita card
        </button>
        <button type="button" onClick={() => setTarget({ kind: 'product', product: wings })}>
          Wings card
        </button>
        <ItemBuilderDialog target={target} menu={fixtureMenu} onAdd={() => {}} onOpenChange={(open) => !open && setTarget(null)} />
      </StrictMode>
    );
  }

  it('returns focus to the card that opened it when closed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Margherita card' }));
    expect(dialog()).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Margherita card' })).toHaveFocus());
  });

  it('starts fresh for each item it opens', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Margherita card' }));
    await user.click(screen.getByRole('radio', { name: 'Large +$4.00' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Margherita card' }));
    expect(screen.getByRole('radio', { name: /Regular/ })).toBeChecked();
  });
});
