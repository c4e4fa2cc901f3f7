import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setUpConsoleEditorTests } from '@/testing/console-test-setup';
import { jsonResponse, renderWithQuery } from '@/testing/test-utils';
import { category, DIPS, product, serveMenu, SIZE, writes, type Call } from '../testing/menu-fixture';
import { ProductEditor, STALE_MESSAGE } from './product-editor';

// Issue 19: the product form: dollars typed, whole cents sent; the server's 400 at the field it
// names; a 409 stale_version with Reload; sizes with their adjustments; shared and new modifier groups.

const CATALOGUE = { '/categories': [category(1, 'Pizzas'), category(2, 'Sides')], '/attributes': [SIZE], '/modifier-groups': [DIPS] };
const photo = () => <p>Photo field</p>;

function renderEditor(productId: number | null, answer?: (call: Call) => Response | undefined) {
  const calls = serveMenu(
    {
      ...CATALOGUE,
      '/products/7': product(7, 'Margherita', { configurations: [{ attribute_id: 2, values: [{ attribute_value_id: 21, price_adjustment: -400 }] }] }),
    },
    answer,
  );
  renderWithQuery(<ProductEditor productId={productId} categoryId={2} photo={photo} onDone={() => {}} onCreated={() => {}} />);
  return calls;
}

/** The whole text at once: typing key by key re-renders this long form per key, slowly in jsdom. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

setUpConsoleEditorTests();

describe('the product form', { timeout: 20_000 }, () => {
  it('sends the prices typed in dollars as whole cents, the category from the link chosen', async () => {
    const calls = renderEditor(null, (call) => (call.method === 'POST' ? jsonResponse(201, { data: product(8, 'Garlic bread') }) : undefined));
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'New product' });
    await fill(user, within(form).getByLabelText('Name'), 'Garlic bread');
    await fill(user, within(form).getByLabelText('Price ($)'), '17.5');
    await fill(user, within(form).getByLabelText('Online price ($)'), '$19.99');
    await user.selectOptions(within(form).getByLabelText('Tax'), 'gst_free');
    await user.click(within(form).getByLabelText('Vegetarian'));
    await user.click(within(form).getByLabelText('Milk'));
    await user.click(within(form).getByLabelText('Gluten'));
    await user.click(within(form).getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({
      method: 'POST',
      path: '/products',
      body: {
        name: 'Garlic bread',
        category_id: 2,
        price: 1750,
        online_price: 1999,
        instore_price: null,
        tax_class: 'gst_free',
        tags: ['vegetarian'],
        allergens: ['gluten', 'milk'],
      },
    });
  });

  it('names a price that is no amount beside it and sends nothing', async () => {
    const calls = renderEditor(null);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'New product' });
    await fill(user, within(form).getByLabelText('Name'), 'Garlic bread');
    await fill(user, within(form).getByLabelText('Price ($)'), '17.505');
    await user.click(within(form).getByRole('button', { name: 'Save product' }));
    expect(within(form).getByLabelText('Price ($)')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByText('Enter an amount in dollars, e.g. 17.50.')).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);
  });

  it('shows the server’s 400 at the field it names', async () => {
    renderEditor(7, (call) =>
      call.method === 'PUT'
        ? jsonResponse(400, { error: { code: 'bad_request', message: 'body.image_id: Use a photo uploaded to this business; body.unit: Too long' } })
        : undefined,
    );
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Edit Margherita' });
    await user.click(within(form).getByRole('button', { name: 'Save product' }));
    expect(await within(form).findByText('Too long')).toBeInTheDocument();
    expect(within(form).getByLabelText('Unit')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByText('Photo field')).toBeInTheDocument();
  });

  it('says someone else saved meanwhile on a 409 and reloads their version', async () => {
    let refused = false;
    const calls = renderEditor(7, (call) => {
      if (call.method !== 'PUT' || refused) return undefined;
      refused = true;
      return jsonResponse(409, { error: { code: 'stale_version', message: 'Someone saved this product a moment ago.' } });
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Edit Margherita' });
    await user.click(within(form).getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText(STALE_MESSAGE)).toBeInTheDocument();
    expect(writes(calls)[0]).toMatchObject({ body: { version: 3 } });
    const reads = calls.filter((call) => call.path === '/products/7').length;
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(calls.filter((call) => call.path === '/products/7').length).toBe(reads + 1));
    expect(screen.queryByText(STALE_MESSAGE)).not.toBeInTheDocument();
  });

  it('offers sizes with their adjustments in dollars, negative ones too', async () => {
    const calls = renderEditor(7, (call) => (call.method === 'PUT' ? jsonResponse(200, { data: product(7, 'Margherita', { version: 4 }) }) : undefined));
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Edit Margherita' });
    expect(within(form).getByLabelText('Size Small: price adjustment ($)')).toHaveValue('-4.00');
    await user.click(within(form).getByLabelText('Large'));
    await fill(user, within(form).getByLabelText('Size Large: price adjustment ($)'), '5.50');
    await user.click(within(form).getByLabelText('Medium'));
    await user.click(within(form).getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({
      method: 'PUT',
      path: '/products/7',
      body: {
        configurations: [
          {
            attribute_id: 2,
            values: [
              { attribute_value_id: 21, price_adjustment: -400 },
              { attribute_value_id: 22, price_adjustment: 0 },
              { attribute_value_id: 23, price_adjustment: 550 },
            ],
          },
        ],
      },
    });
  });

  it('offers a shared group, and a new one made in the form, in the order chosen', async () => {
    const made = { ...DIPS, id: 6, name: 'Extra toppings', product_count: 0 };
    let groups = [DIPS];
    const calls = renderEditor(7, (call) => {
      if (call.path === '/modifier-groups' && call.method === 'GET') return jsonResponse(200, { data: groups });
      if (call.method === 'POST' && call.path === '/modifier-groups') {
        groups = [DIPS, made];
        return jsonResponse(201, { data: made });
      }
      return call.method === 'PUT' ? jsonResponse(200, { data: product(7, 'Margherita', { version: 4 }) }) : undefined;
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Edit Margherita' });
    await user.selectOptions(within(form).getByLabelText('Add a modifier group'), 'Dips');
    await user.click(within(form).getByRole('button', { name: 'Add group' }));

    await user.click(within(form).getByRole('button', { name: 'New modifier group' }));
    const group = within(form).getByRole('group', { name: 'New modifier group' });
    await fill(user, within(group).getByLabelText('Group name'), 'Extra toppings');
    await fill(user, within(group).getByLabelText('Most choices'), '3');
    await fill(user, within(group).getByLabelText('Modifier 1 name'), 'Olives');
    await fill(user, within(group).getByLabelText('Modifier 1 price ($)'), '1.50');
    await user.click(within(group).getByLabelText('Ticked by default'));
    await user.click(within(group).getByRole('button', { name: 'Create group' }));
    await waitFor(() => expect(within(form).queryByRole('group', { name: 'New modifier group' })).not.toBeInTheDocument());
    expect(writes(calls)[0]).toMatchObject({
      method: 'POST',
      path: '/modifier-groups',
      body: { name: 'Extra toppings', min_choices: 0, max_choices: 3, modifiers: [{ name: 'Olives', online_price: 150, is_default: true }] },
    });

    await user.click(within(form).getByRole('button', { name: 'Move Extra toppings up' }));
    await user.click(within(form).getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    expect(writes(calls)[1]).toMatchObject({ method: 'PUT', body: { modifier_group_ids: [6, 5] } });
  });

  it('archives a product', async () => {
    const calls = renderEditor(7, (call) =>
      call.method === 'POST' ? jsonResponse(200, { data: product(7, 'Margherita', { archived_at: '2026-11-27T00:00:00.000Z' }) }) : undefined,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Archive Margherita' }));
    await waitFor(() => expect(writes(calls)[0]).toMatchObject({ method: 'POST', path: '/products/7/archive' }));
    expect(await screen.findByRole('button', { name: 'Unarchive Margherita' })).toBeInTheDocument();
  });
});
