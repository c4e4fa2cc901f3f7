import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dealCartItemSchema } from '@crust/contract/cart-item-forms';
import { twoPizzaDeal, wingsCombo } from '../testing/menu-fixture';
import { addButton, renderItemBuilder, total } from '../testing/render-item-builder';

const regular = { attribute_id: 1, attribute_value_id: 11 };
const classic = { attribute_id: 2, attribute_value_id: 21 };
const slot = (name: string) => screen.getByRole('group', { name });
const more = (name: string) => screen.getByRole('button', { name: `Add one ${name}` });
const fewer = (name: string) => screen.getByRole('button', { name: `Remove one ${name}` });

describe('deal builder (issue #3)', () => {
  it("lists each slot's choices on the menu, with upcharges; out-of-stock ones cannot be chosen", () => {
    renderItemBuilder({ kind: 'deal', deal: twoPizzaDeal });
    expect(screen.getByRole('dialog', { name: 'Two pizza feast' })).toBeInTheDocument();
    const pizzas = slot('Pizzas');
    // 9999 is not on this outlet's menu.
    expect(
      within(pizzas)
        .getAllByRole('group')
        .map((row) => row.getAttribute('aria-label')),
    ).toEqual(['Margherita', 'Pepperoni', 'Vegan Garden', 'Meat Lovers']);
    expect(within(pizzas).getByText('+$3.00')).toBeInTheDocument();
    expect(more('Vegan Garden')).toBeDisabled();
    expect(within(slot('Side')).getByRole('radio', { name: 'Wedges Out of stock' })).toBeDisabled();
    expect(within(slot('Drink')).getByRole('radio', { name: 'Lemonade +$0.50' })).toBeEnabled();
  });

  it('keeps Add disabled until every slot is full, naming the slot still to fill', async () => {
    const { user } = renderItemBuilder({ kind: 'deal', deal: twoPizzaDeal });
    expect(addButton()).toBeDisabled();
    expect(addButton()).toHaveAccessibleDescription('Choose 2 from Pizzas');

    await user.click(more('Margherita'));
    expect(addButton()).toHaveAccessibleDescription('Choose 1 more from Pizzas');
    expect(slot('Pizzas')).toHaveAccessibleDescription('Choose 2 · 1 of 2 chosen');

    // The same pizza may fill the slot twice; then the slot is full.
    await user.click(more('Margherita'));
    expect(within(slot('Pizzas')).getByRole('group', { name: 'Margherita' })).toHaveTextContent('2');
    expect(more('Margherita')).toBeDisabled();
    expect(more('Pepperoni')).toBeDisabled();
    expect(addButton()).toHaveAccessibleDescription('Choose 1 from Side');

    await user.click(screen.getByRole('radio', { name: 'Garlic bread' }));
    expect(addButton()).toHaveAccessibleDescription('Choose 1 from Drink');
    await user.click(screen.getByRole('radio', { name: 'Cola' }));
    expect(addButton()).toBeEnabled();

    await user.click(fewer('Margherita'));
    expect(addButton()).toBeDisabled();
    expect(more('Pepperoni')).toBeEnabled();
  });

  it('prices the deal plus its upcharges, times the quantity, and adds the deal form with its children', async () => {
    const { user, onAdd } = renderItemBuilder({ kind: 'deal', deal: twoPizzaDeal });
    expect(total()).toHaveTextContent('$35.00');
    await user.click(more('Meat Lovers'));
    await user.click(more('Pepperoni'));
    expect(total()).toHaveTextContent('$38.00');
    await user.click(screen.getByRole('radio', { name: 'Garlic bread' }));
    await user.click(screen.getByRole('radio', { name: 'Lemonade +$0.50' }));
    expect(total()).toHaveTextContent('$38.50');
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(total()).toHaveTextContent('$77.00');

    await user.click(addButton());
    expect(dealCartItemSchema.parse(onAdd.mock.calls[0]![0])).toEqual({
      deal_id: 7,
      quantity: 2,
      notes: '',
      children: [
        // Each pizza as the deal makes it: the regular size in the price, the classic crust.
        { deal_component_type_id: 1, restaurant_product_id: 1102, product_id: 102, quantity: 1, modifiers: [], configurations: [regular, classic] },
        { deal_component_type_id: 1, restaurant_product_id: 1105, product_id: 105, quantity: 1, modifiers: [], configurations: [regular] },
        { deal_component_type_id: 2, restaurant_product_id: 1202, product_id: 202, quantity: 1, modifiers: [], configurations: [] },
        { deal_component_type_id: 3, restaurant_product_id: 1302, product_id: 302, quantity: 1, modifiers: [], configurations: [] },
      ],
    });
  });

  it('a combo is added with its combo_product_id', async () => {
    const { user, onAdd } = renderItemBuilder({ kind: 'deal', deal: wingsCombo });
    await user.click(screen.getByRole('radio', { name: 'Chicken wings' }));
    await user.click(screen.getByRole('radio', { name: 'Cola' }));
    await user.type(screen.getByRole('textbox', { name: /Notes/ }), 'Extra napkins');
    expect(total()).toHaveTextContent('$13.00');

    await user.click(addButton());
    expect(dealCartItemSchema.parse(onAdd.mock.calls[0]![0])).toEqual({
      combo_product_id: 12,
      quantity: 1,
      notes: 'Extra napkins',
      children: [
        { deal_component_type_id: 4, restaurant_product_id: 1201, product_id: 201, quantity: 1, modifiers: [], configurations: [] },
        { deal_component_type_id: 5, restaurant_product_id: 1301, product_id: 301, quantity: 1, modifiers: [], configurations: [] },
      ],
    });
  });

  it('browse-only (no onAdd): the price and what each slot may hold, without choices', () => {
    renderItemBuilder({ kind: 'deal', deal: twoPizzaDeal }, { onAdd: undefined });
    expect(screen.getByText('Price').parentElement).toHaveTextContent('$35.00');
    const pizzas = screen.getByRole('region', { name: 'Pizzas' });
    expect(within(pizzas).getByText('Choose 2')).toBeInTheDocument();
    expect(
      within(pizzas)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Margherita', 'Pepperoni', 'Vegan Garden (Out of stock)', 'Meat Lovers +$3.00']);
    expect(screen.queryByRole('button', { name: /Add/ })).not.toBeInTheDocument();
  });
});
