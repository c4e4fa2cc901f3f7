import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dealCartItemSchema } from '@crust/contract/cart-item-forms';
import { twoPizzaDeal } from '../testing/menu-fixture';
import { addButton, renderItemBuilder, total } from '../testing/render-item-builder';

// Issue 18 point 13: each pizza of a deal is made like a pizza on its own: a size where its slot
// allows more than one (the fixture's Pizzas slot: Regular in the price, or Large), crust and
// toppings, each with what it costs in the deal.

describe('a deal pizza’s own choices (issue 18)', () => {
  it('a chosen pizza can be customised: only the sizes its slot allows, priced above the one in the deal, crust and toppings at their prices', async () => {
    const { user, onAdd } = renderItemBuilder({ kind: 'deal', deal: twoPizzaDeal });
    expect(screen.queryByText(/Customise/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add one Margherita' }));
    await user.click(screen.getByRole('button', { name: 'Add one Margherita' }));
    await user.click(screen.getByRole('radio', { name: 'Garlic bread' }));
    await user.click(screen.getByRole('radio', { name: 'Cola' }));
    expect(total()).toHaveTextContent('$35.00');

    // Two margheritas: each its own.
    await user.click(screen.getByText('Customise Margherita 2'));
    const size = screen.getByRole('group', { name: 'Size (Margherita 2)' });
    // The slot allows Regular (in the price) and Large; not the Personal the pizza has on its own.
    expect(
      within(size)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent?.replace(/\s+/g, ' ').trim()),
    ).toEqual(['Regular', 'Large +$4.00']);
    expect(within(size).getByRole('radio', { name: /^Regular/ })).toBeChecked();
    await user.click(within(size).getByRole('radio', { name: /^Large/ }));
    await user.click(within(screen.getByRole('group', { name: 'Crust (Margherita 2)' })).getByRole('radio', { name: /Gluten-free \+\$3\.00/ }));
    await user.click(within(screen.getByRole('group', { name: 'Extra toppings (Margherita 2)' })).getByRole('checkbox', { name: /Mushrooms \+\$1\.50/ }));
    expect(screen.getByText('Customise Margherita 2').closest('summary')).toHaveTextContent('Large · Gluten-free · Mushrooms · +$8.50');
    expect(total()).toHaveTextContent('$43.50');

    await user.click(addButton());
    const pizzas = dealCartItemSchema.parse(onAdd.mock.calls[0]![0]).children.filter((child) => child.deal_component_type_id === 1);
    expect(pizzas).toEqual([
      {
        deal_component_type_id: 1,
        restaurant_product_id: 1101,
        product_id: 101,
        quantity: 1,
        configurations: [
          { attribute_id: 1, attribute_value_id: 11 },
          { attribute_id: 2, attribute_value_id: 21 },
        ],
        modifiers: [],
      },
      {
        deal_component_type_id: 1,
        restaurant_product_id: 1101,
        product_id: 101,
        quantity: 1,
        configurations: [
          { attribute_id: 1, attribute_value_id: 12 },
          { attribute_id: 2, attribute_value_id: 23 },
        ],
        modifiers: [{ modifier_id: 302, quantity: 1, configurations: [] }],
      },
    ]);
  });

  it('two pizzas made alike go as one child of two; a side with nothing to choose has no Customise', async () => {
    const { user, onAdd } = renderItemBuilder({ kind: 'deal', deal: twoPizzaDeal });
    await user.click(screen.getByRole('button', { name: 'Add one Pepperoni' }));
    await user.click(screen.getByRole('button', { name: 'Add one Pepperoni' }));
    await user.click(screen.getByRole('radio', { name: 'Garlic bread' }));
    await user.click(screen.getByRole('radio', { name: 'Cola' }));
    expect(screen.queryByText('Customise Garlic bread')).not.toBeInTheDocument();
    await user.click(addButton());
    expect(dealCartItemSchema.parse(onAdd.mock.calls[0]![0]).children[0]).toMatchObject({ restaurant_product_id: 1102, quantity: 2 });
  });
});
