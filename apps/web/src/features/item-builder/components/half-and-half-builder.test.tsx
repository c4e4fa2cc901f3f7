import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { halfAndHalfCartItemSchema } from '@crust/contract/cart-item-forms';
import type { Menu } from '@crust/contract/menu';
import { fixtureMenu, margherita, pepperoni, veganGarden } from '../testing/menu-fixture';
import { addButton, renderItemBuilder, total } from '../testing/render-item-builder';

const leftHalf = () => screen.getByRole('combobox', { name: 'Left half' });
const rightHalf = () => screen.getByRole('combobox', { name: 'Right half' });

async function openHalfAndHalfFromMargherita() {
  const rendered = renderItemBuilder({ kind: 'product', product: margherita });
  await rendered.user.click(screen.getByRole('button', { name: 'Make it half and half' }));
  return rendered;
}

describe('half-and-half builder (issue #3)', () => {
  it('starts from the pizza the diner was looking at as the left half, and waits for the right half', async () => {
    await openHalfAndHalfFromMargherita();
    expect(screen.getByRole('dialog', { name: 'Half and half' })).toBeInTheDocument();
    expect(leftHalf()).toHaveValue('1101');
    expect(rightHalf()).toHaveFocus();
    expect(addButton()).toBeDisabled();
    expect(addButton()).toHaveAccessibleDescription('Choose a pizza for the right half');
    expect(total()).toHaveTextContent('$14.50');
  });

  it('previews the average of the two halves when the tenant prices halves that way (the menu says so)', async () => {
    const { user } = renderItemBuilder({ kind: 'product', product: margherita }, { menu: { ...fixtureMenu, half_and_half_pricing: 'average' } });
    await user.click(screen.getByRole('button', { name: 'Make it half and half' }));
    await user.selectOptions(rightHalf(), '1102');
    // Margherita $14.50 and Pepperoni $16.50: the cart charges their mean, not the dearer half.
    expect(total()).toHaveTextContent('$15.50');
  });

  it('offers as halves only in-stock pizzas that allow half and half, with their prices', async () => {
    await openHalfAndHalfFromMargherita();
    expect(
      within(rightHalf())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a pizza', 'Margherita · $14.50', 'Pepperoni · $16.50', 'Meat Lovers · $21.00']);
  });

  it("prices the dearer half's sized base plus each half's toppings at half price, times the quantity, and adds both halves", async () => {
    const { user, onAdd } = await openHalfAndHalfFromMargherita();
    await user.selectOptions(rightHalf(), '1102');
    expect(total()).toHaveTextContent('$16.50');

    // One size and crust for the whole pizza; each half prices it on its own product, so each value shows the whole pizza's price.
    await user.click(within(screen.getByRole('group', { name: 'Size' })).getByRole('radio', { name: /^Large/ }));
    await user.click(within(screen.getByRole('group', { name: 'Crust' })).getByRole('radio', { name: /^Thin/ }));
    expect(total()).toHaveTextContent('$21.50');

    const leftToppings = screen.getByRole('group', { name: 'Extra toppings (left half)' });
    await user.click(within(leftToppings).getByRole('checkbox', { name: /Olives/ }));
    await user.click(within(leftToppings).getByRole('checkbox', { name: /Jalapeños/ }));
    await user.click(within(screen.getByRole('group', { name: 'Extra toppings (right half)' })).getByRole('checkbox', { name: /Extra cheese/ }));
    expect(total()).toHaveTextContent('$24.00');
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(total()).toHaveTextContent('$48.00');
    await user.type(screen.getByRole('textbox', { name: /Notes/ }), 'Cut in 8');

    await user.click(addButton());
    expect(halfAndHalfCartItemSchema.parse(onAdd.mock.calls[0]![0])).toEqual({
      is_half_and_half: true,
      quantity: 2,
      notes: 'Cut in 8',
      configurations: [
        { attribute_id: 1, attribute_value_id: 12 },
        { attribute_id: 2, attribute_value_id: 22 },
      ],
      // Toppings are each half's: the builder chooses none for the whole pizza.
      modifiers: [],
      cart_portions: [
        {
          portion: 'left',
          restaurant_product_id: 1101,
          product_id: 101,
          modifiers: [
            { modifier_id: 301, quantity: 1, configurations: [] },
            { modifier_id: 304, quantity: 1, configurations: [] },
          ],
        },
        { portion: 'right', restaurant_product_id: 1102, product_id: 102, modifiers: [{ modifier_id: 303, quantity: 1, configurations: [] }] },
      ],
    });
  });

  it('shows each size’s price: the whole half-and-half pizza at that size, by the tenant’s rule, with its toppings (issue 18)', async () => {
    const { user } = await openHalfAndHalfFromMargherita();
    const sizes = () =>
      within(screen.getByRole('group', { name: 'Size' }))
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent?.replace(/\s+/g, ' '));
    // Margherita alone: 1450, large +400, personal -300.
    expect(sizes()).toEqual(['Regular $14.50', 'Large $18.50', 'Personal $11.50']);
    // With Pepperoni on the right (1650, large +500) the dearer half sets each size's price.
    await user.selectOptions(rightHalf(), '1102');
    expect(sizes()).toEqual(['Regular $16.50', 'Large $21.50', 'Personal $13.50']);
    // A topping on a half adds its half price to every size.
    await user.click(within(screen.getByRole('group', { name: 'Extra toppings (left half)' })).getByRole('checkbox', { name: /Olives/ }));
    expect(sizes()).toEqual(['Regular $17.25', 'Large $22.25', 'Personal $14.25']);
    expect(screen.getByRole('radio', { name: /^Large/ })).toHaveAccessibleName('Large $22.25');
  });

  it('offers only what both halves offer: a half without a crust leaves the size alone', async () => {
    const { user, onAdd } = await openHalfAndHalfFromMargherita();
    await user.click(screen.getByRole('radio', { name: /^Large/ }));
    await user.selectOptions(rightHalf(), '1105');
    expect(screen.queryByRole('group', { name: 'Crust' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Large/ })).toBeChecked();
    // Meat Lovers large: 2100 + 600.
    expect(total()).toHaveTextContent('$27.00');

    await user.click(addButton());
    expect(halfAndHalfCartItemSchema.parse(onAdd.mock.calls[0]![0]).configurations).toEqual([{ attribute_id: 1, attribute_value_id: 12 }]);
  });

  it("changing a half clears that half's toppings only", async () => {
    const { user } = await openHalfAndHalfFromMargherita();
    await user.selectOptions(rightHalf(), '1102');
    await user.click(within(screen.getByRole('group', { name: 'Extra toppings (left half)' })).getByRole('checkbox', { name: /Olives/ }));
    await user.click(within(screen.getByRole('group', { name: 'Extra toppings (right half)' })).getByRole('checkbox', { name: /Olives/ }));
    await user.selectOptions(leftHalf(), '1105');

    expect(screen.getByRole('heading', { name: 'Left half: Meat Lovers' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Extra toppings (left half)' })).getByRole('checkbox', { name: /Olives/ })).not.toBeChecked();
    expect(within(screen.getByRole('group', { name: 'Extra toppings (right half)' })).getByRole('checkbox', { name: /Olives/ })).toBeChecked();
  });

  it("holds each half to its own groups' minimum and max", async () => {
    const sauce = {
      id: 9,
      name: 'Choose a sauce',
      min: 1,
      max: 1,
      modifiers: [
        { modifier_id: 901, name: 'Tomato', online_price: 0 },
        { modifier_id: 902, name: 'BBQ', online_price: 0 },
      ],
    };
    const saucyPepperoni = { ...pepperoni, modifier_groups: [sauce, ...pepperoni.modifier_groups] };
    const menu: Menu = { ...fixtureMenu, categories: [{ ...fixtureMenu.categories[0]!, products: [margherita, saucyPepperoni] }] };
    const { user } = renderItemBuilder({ kind: 'half_and_half', product: margherita }, { menu });
    await user.selectOptions(rightHalf(), '1102');
    expect(addButton()).toHaveAccessibleDescription('Choose at least 1 from Choose a sauce (right half)');

    const leftToppings = screen.getByRole('group', { name: 'Extra toppings (left half)' });
    for (const name of [/Olives/, /Mushrooms/, /Extra cheese/]) await user.click(within(leftToppings).getByRole('checkbox', { name }));
    expect(within(leftToppings).getByRole('checkbox', { name: /Jalapeños/ })).toBeDisabled();
    expect(within(screen.getByRole('group', { name: 'Extra toppings (right half)' })).getByRole('checkbox', { name: /Jalapeños/ })).toBeEnabled();

    await user.click(screen.getByRole('radio', { name: 'BBQ' }));
    expect(addButton()).toBeEnabled();
  });

  it('goes back to the whole pizza when the diner came from one', async () => {
    const { user } = await openHalfAndHalfFromMargherita();
    await user.click(screen.getByRole('button', { name: /Order a whole pizza instead/ }));
    expect(screen.getByRole('dialog', { name: 'Margherita' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make it half and half' })).toBeInTheDocument();
  });

  it('opened as half and half directly, it has no whole pizza to go back to', () => {
    renderItemBuilder({ kind: 'half_and_half', product: pepperoni });
    expect(leftHalf()).toHaveValue('1102');
    expect(screen.queryByRole('button', { name: /Order a whole pizza instead/ })).not.toBeInTheDocument();
  });

  it('cannot be added with an out-of-stock half, even the one it opened with', async () => {
    const { user } = renderItemBuilder({ kind: 'half_and_half', product: veganGarden });
    await user.selectOptions(rightHalf(), '1102');
    expect(addButton()).toBeDisabled();
    expect(addButton()).toHaveAccessibleDescription('Vegan Garden is out of stock');
  });
});
