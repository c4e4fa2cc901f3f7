import type { ConsoleModifierGroup } from '@crust/contract/console-modifier-groups';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STALE_MESSAGE } from '@/components/ui/stale-notice';
import { setUpConsoleEditorTests } from '@/testing/console-test-setup';
import { jsonResponse, renderWithQuery, stubFetch } from '@/testing/test-utils';
import { ModifierGroupsManager } from './modifier-groups-manager';

// Issue 19: owners keep the business's modifier groups: prices typed in dollars go as cents, the
// modifiers in the order set with the move buttons, a stale save (409) offers a reload, a group in
// use cannot be deleted (the server's 409 message) and a 400 shows under the field it names.

type Call = { method: string; path: string; body: unknown };

const DIPS: ConsoleModifierGroup = {
  id: 4,
  name: 'Dips',
  min_choices: 0,
  max_choices: 2,
  modifiers: [
    { id: 10, name: 'Garlic', online_price: 150, is_default: false },
    { id: 11, name: 'BBQ', online_price: 100, is_default: true },
  ],
  product_count: 3,
  version: 2,
};

function serve(answer: (call: Call) => Response | undefined = () => undefined) {
  const calls: Call[] = [];
  stubFetch((url, init) => {
    const call = { method: init.method ?? 'GET', path: url.pathname, body: init.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const taken = answer(call);
    if (taken) return taken;
    if (call.path === '/api/console/modifier-groups' && call.method === 'GET') return jsonResponse(200, { data: [DIPS] });
    if (call.path === '/api/console/modifier-groups' && call.method === 'POST') return jsonResponse(201, { data: { ...DIPS, id: 5 } });
    if (call.path === '/api/console/modifier-groups/4' && call.method === 'PUT') return jsonResponse(200, { data: DIPS });
    throw new Error(`Unexpected call: ${call.method} ${call.path}`);
  });
  return calls;
}

const writes = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');

setUpConsoleEditorTests();

describe('the modifier groups page', () => {
  it('lists each group with its modifiers and how many products use it', async () => {
    serve();
    renderWithQuery(<ModifierGroupsManager canEdit />);
    const row = within(await screen.findByRole('list', { name: 'Modifier groups' })).getByRole('listitem');
    expect(row).toHaveTextContent('Garlic, BBQ · choose 0–2');
    expect(row).toHaveTextContent('Used by 3 products');
  });

  it('creates a group with prices typed in dollars sent as cents, in the order set', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderWithQuery(<ModifierGroupsManager canEdit />);
    await user.click(await screen.findByRole('button', { name: 'New modifier group' }));
    const form = screen.getByRole('form', { name: 'New modifier group' });
    await user.type(within(form).getByLabelText('Group name'), 'Extra toppings');
    await user.clear(within(form).getByLabelText('Fewest choices'));
    await user.type(within(form).getByLabelText('Fewest choices'), '0');
    await user.clear(within(form).getByLabelText('Most choices'));
    await user.type(within(form).getByLabelText('Most choices'), '3');
    await user.type(within(form).getByLabelText('Modifier 1 name'), 'Olives');
    await user.clear(within(form).getByLabelText('Modifier 1 price'));
    await user.type(within(form).getByLabelText('Modifier 1 price'), '1.5');
    await user.click(within(form).getByRole('button', { name: 'Add modifier' }));
    await user.type(within(form).getByLabelText('Modifier 2 name'), 'Anchovies');
    await user.clear(within(form).getByLabelText('Modifier 2 price'));
    await user.type(within(form).getByLabelText('Modifier 2 price'), '$2');
    await user.click(within(form).getByRole('button', { name: 'Move Anchovies up' }));
    await user.click(within(form).getByRole('button', { name: 'Save group' }));

    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({
      method: 'POST',
      path: '/api/console/modifier-groups',
      body: {
        name: 'Extra toppings',
        min_choices: 0,
        max_choices: 3,
        modifiers: [
          { name: 'Anchovies', online_price: 200 },
          { name: 'Olives', online_price: 150 },
        ],
      },
    });
  });

  it('names what is not right beside its field and sends nothing', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderWithQuery(<ModifierGroupsManager canEdit />);
    await user.click(await screen.findByRole('button', { name: 'New modifier group' }));
    const form = screen.getByRole('form', { name: 'New modifier group' });
    await user.clear(within(form).getByLabelText('Modifier 1 price'));
    await user.type(within(form).getByLabelText('Modifier 1 price'), '1.505');
    await user.click(within(form).getByRole('button', { name: 'Save group' }));
    expect(within(form).getByText('Enter the group’s name.')).toBeInTheDocument();
    expect(within(form).getByText('Enter the modifier’s name.')).toBeInTheDocument();
    expect(within(form).getByText('Enter an amount in dollars, e.g. 1.50.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Modifier 1 price')).toHaveAttribute('aria-invalid', 'true');
    expect(writes(calls)).toHaveLength(0);
  });

  it('shows a 400 under the modifier field it names', async () => {
    serve((call) =>
      call.method === 'PUT'
        ? jsonResponse(400, { error: { code: 'bad_request', message: 'body.modifiers.1.name: That name is taken in this group' } })
        : undefined,
    );
    const user = userEvent.setup();
    renderWithQuery(<ModifierGroupsManager canEdit />);
    await user.click(await screen.findByRole('button', { name: 'Edit Dips' }));
    const form = screen.getByRole('form', { name: 'Edit Dips' });
    expect(within(form).getByLabelText('Modifier 1 price')).toHaveValue('1.50');
    await user.click(within(form).getByRole('button', { name: 'Save group' }));
    expect(await within(form).findByText('That name is taken in this group')).toBeInTheDocument();
    expect(within(form).getByLabelText('Modifier 2 name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('on a stale save says someone else saved and reloads the group', async () => {
    let saved = false;
    const calls = serve((call) => {
      if (call.method === 'PUT') {
        saved = true;
        return jsonResponse(409, { error: { code: 'stale_version', message: 'Someone saved the modifier group' } });
      }
      if (call.method === 'GET' && saved) return jsonResponse(200, { data: [{ ...DIPS, name: 'Dipping sauces', version: 3 }] });
      return undefined;
    });
    const user = userEvent.setup();
    renderWithQuery(<ModifierGroupsManager canEdit />);
    await user.click(await screen.findByRole('button', { name: 'Edit Dips' }));
    await user.click(within(screen.getByRole('form', { name: 'Edit Dips' })).getByRole('button', { name: 'Save group' }));
    expect(await screen.findByText(STALE_MESSAGE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    const reloaded = await screen.findByRole('form', { name: 'Edit Dipping sauces' });
    expect(within(reloaded).getByLabelText('Group name')).toHaveValue('Dipping sauces');
    await user.click(within(reloaded).getByRole('button', { name: 'Save group' }));
    await waitFor(() => expect(writes(calls).at(-1)?.body).toMatchObject({ version: 3 }));
  });

  it('shows the server’s message when a group in use cannot be deleted', async () => {
    serve((call) =>
      call.method === 'DELETE'
        ? jsonResponse(409, { error: { code: 'conflict', message: 'Dips is offered by 3 products: take it off them first.' } })
        : undefined,
    );
    const user = userEvent.setup();
    renderWithQuery(<ModifierGroupsManager canEdit />);
    await user.click(await screen.findByRole('button', { name: 'Delete Dips' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Dips is offered by 3 products: take it off them first.');
  });

  it('lets managers and crew read the groups without changing them', async () => {
    serve();
    renderWithQuery(<ModifierGroupsManager canEdit={false} />);
    await screen.findByRole('list', { name: 'Modifier groups' });
    expect(screen.queryByRole('button', { name: 'New modifier group' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Dips' })).not.toBeInTheDocument();
  });
});
