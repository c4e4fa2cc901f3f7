import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CartItem } from '@crust/contract/cart';
import { dealCartItemSchema, halfAndHalfCartItemSchema, normalCartItemSchema } from '@crust/contract/cart-item-forms';
import { cartItemFixture } from '@/testing/cart-item-fixture';
import { cartItemStart } from '../item-start';
import { fixtureMenu, margherita, pepperoni, twoPizzaDeal } from '../testing/menu-fixture';
import { renderItemBuilder, total } from '../testing/render-item-builder';

// Issue 18 point 13: a cart line reopens the builder with the choices it was added with, and the
// builder's button updates it. The line is read as the server answers it (contract CartItem).

const updateButton = () => screen.getByRole('button', { name: 'Update cart' });
const config = (attribute_id: number, attribute_value_id: number, name: string, value: string) => ({
  attribute_id,
  attribute_value_id,
  name,
  value,
  price_adjustment: 0,
});
const modifier = (modifier_id: number, name: string) => ({ modifier_id, name, price: 0, quantity: 1, cart_modifier_configurations: [] });

function openLine(item: CartItem) {
  const start = cartItemStart(item, fixtureMenu);
  if ('unavailable' in start) throw new Error(start.unavailable);
  return renderItemBuilder(start.target, { start: start.start });
}

describe('a cart line reopened in the builder (issue 18)', () => {
  it('a pizza opens with its size, crust, toppings, quantity and notes, and Update cart sends the edited item', async () => {
    const line = cartItemFixture({
      id: 5,
      name: 'Margherita',
      price: 2000,
      quantity: 2,
      restaurant_product_id: 1101,
      product_id: 101,
      notes: 'Well done',
      configurations: [config(1, 12, 'Size', 'Large'), config(2, 22, 'Crust', 'Thin')],
      modifiers: [modifier(302, 'Mushrooms')],
    });
    const { user, onAdd } = openLine(line);
    expect(screen.getByRole('dialog', { name: 'Margherita' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Size' })).getByRole('radio', { name: /^Large/ })).toBeChecked();
    expect(within(screen.getByRole('group', { name: 'Crust' })).getByRole('radio', { name: /^Thin/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Mushrooms/ })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Quantity' })).toHaveTextContent('2');
    expect(screen.getByRole('textbox', { name: /Notes/ })).toHaveValue('Well done');
    // (1450 + 400 + 150) × 2.
    expect(total()).toHaveTextContent('$40.00');
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /^Regular/ }));
    await user.click(screen.getByRole('checkbox', { name: /Olives/ }));
    await user.click(updateButton());
    expect(normalCartItemSchema.parse(onAdd.mock.calls[0]![0])).toMatchObject({
      restaurant_product_id: 1101,
      quantity: 2,
      notes: 'Well done',
      configurations: [
        { attribute_id: 1, attribute_value_id: 11 },
        { attribute_id: 2, attribute_value_id: 22 },
      ],
      modifiers: [
        { modifier_id: 301, quantity: 1 },
        { modifier_id: 302, quantity: 1 },
      ],
    });
  });

  it('a half-and-half opens with both halves, their toppings and the size, without the way back to a whole pizza', async () => {
    const line = cartItemFixture({
      id: 6,
      name: 'Half Margherita / Half Pepperoni',
      price: 2200,
      quantity: 1,
      is_half_and_half: true,
      configurations: [config(1, 12, 'Size', 'Large'), config(2, 21, 'Crust', 'Classic')],
      cart_portions: [
        { portion: 'left', restaurant_product_id: 1101, product_id: 101, name: 'Margherita', modifiers: [modifier(301, 'Olives')] },
        { portion: 'right', restaurant_product_id: 1102, product_id: 102, name: 'Pepperoni', modifiers: [] },
      ],
    });
    const { user, onAdd } = openLine(line);
    expect(screen.getByRole('combobox', { name: /Left half/ })).toHaveValue(String(margherita.restaurant_product_id));
    expect(screen.getByRole('combobox', { name: /Right half/ })).toHaveValue(String(pepperoni.restaurant_product_id));
    expect(screen.getByRole('radio', { name: /^Large/ })).toBeChecked();
    expect(within(screen.getByRole('group', { name: 'Extra toppings (left half)' })).getByRole('checkbox', { name: /Olives/ })).toBeChecked();
    expect(screen.queryByRole('button', { name: /whole pizza/ })).not.toBeInTheDocument();
    // Pepperoni large (1650 + 500) plus half the olives.
    expect(total()).toHaveTextContent('$22.25');

    await user.click(screen.getByRole('radio', { name: /^Regular/ }));
    await user.click(updateButton());
    expect(halfAndHalfCartItemSchema.parse(onAdd.mock.calls[0]![0])).toMatchObject({
      configurations: [
        { attribute_id: 1, attribute_value_id: 11 },
        { attribute_id: 2, attribute_value_id: 21 },
      ],
      cart_portions: [
        { portion: 'left', restaurant_product_id: 1101, modifiers: [{ modifier_id: 301 }] },
        { portion: 'right', restaurant_product_id: 1102, modifiers: [] },
      ],
    });
  });

  it('a deal opens with its parts in their slots, each pizza with its own choices', async () => {
    const part = { deal_component_type_id: 1, component_name: 'Pizzas', upcharge: 0, configurations: [], modifiers: [] };
    const line = cartItemFixture({
      id: 7,
      name: 'Two pizza feast',
      price: 4000,
      quantity: 1,
      deal_id: 7,
      deal_component_types: [
        {
          ...part,
          restaurant_product_id: 1101,
          product_id: 101,
          name: 'Margherita',
          quantity: 1,
          configurations: [config(1, 12, 'Size', 'Large'), config(2, 23, 'Crust', 'Gluten-free')],
          modifiers: [modifier(303, 'Extra cheese')],
        },
        { ...part, restaurant_product_id: 1102, product_id: 102, name: 'Pepperoni', quantity: 1 },
        { ...part, deal_component_type_id: 2, component_name: 'Side', restaurant_product_id: 1202, product_id: 202, name: 'Garlic bread', quantity: 1 },
        { ...part, deal_component_type_id: 3, component_name: 'Drink', restaurant_product_id: 1301, product_id: 301, name: 'Cola', quantity: 1 },
      ],
    });
    const { user, onAdd } = openLine(line);
    const pizzas = screen.getByRole('group', { name: 'Pizzas' });
    expect(within(pizzas).getByRole('group', { name: 'Margherita' })).toHaveTextContent('1');
    expect(within(pizzas).getByRole('group', { name: 'Pepperoni' })).toHaveTextContent('1');
    expect(screen.getByRole('radio', { name: 'Garlic bread' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Cola' })).toBeChecked();
    // The margherita's own choices, summed up where it is folded: large (+4.00 over the regular), gluten-free (+3.00), extra cheese (+2.50).
    expect(screen.getByText('Customise Margherita').closest('summary')).toHaveTextContent('Large · Gluten-free · Extra cheese · +$9.50');
    expect(total()).toHaveTextContent('$44.50');

    await user.click(updateButton());
    const children = dealCartItemSchema.parse(onAdd.mock.calls[0]![0]).children;
    expect(children[0]).toMatchObject({
      restaurant_product_id: 1101,
      configurations: [
        { attribute_id: 1, attribute_value_id: 12 },
        { attribute_id: 2, attribute_value_id: 23 },
      ],
      modifiers: [{ modifier_id: 303 }],
    });
    // The pepperoni was stored as the deal makes it: it opens (and goes back) on the deal's defaults.
    expect(children[1]).toMatchObject({ restaurant_product_id: 1102, configurations: [{ attribute_value_id: 11 }, { attribute_value_id: 21 }], modifiers: [] });
  });

  it('a line whose dish has left the menu cannot be reopened, and says so', () => {
    const gone = cartItemFixture({ id: 8, name: 'Truffle Special', price: 2500, quantity: 1, restaurant_product_id: 4242, product_id: 42 });
    expect(cartItemStart(gone, fixtureMenu)).toEqual({
      unavailable: 'Truffle Special is no longer on the menu, so it cannot be changed. You can remove it from your cart.',
    });
    const deal = cartItemFixture({ id: 9, name: 'Old deal', price: 2500, quantity: 1, deal_id: 99 });
    expect(cartItemStart(deal, fixtureMenu)).toHaveProperty('unavailable');
    expect(twoPizzaDeal.deal_id).toBe(7);
  });
});
