import type { ConsoleAttribute } from '@crust/contract/console-attributes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STALE_MESSAGE } from '@/components/ui/stale-notice';
import { setUpConsoleEditorTests } from '@/testing/console-test-setup';
import { jsonResponse, renderWithQuery, stubFetch } from '@/testing/test-utils';
import { SizesManager } from './sizes-manager';

// Issue 19: owners keep the business's sizes and configurations: values kept by id in the order set,
// a value in use cannot be removed (the server's 409 message), a stale save offers a reload and a
// 400 shows under the value it names.

type Call = { method: string; path: string; body: unknown };

const SIZE: ConsoleAttribute = {
  id: 2,
  name: 'Size',
  values: [
    { id: 21, name: 'Small' },
    { id: 22, name: 'Large' },
  ],
  version: 5,
};

function serve(answer: (call: Call) => Response | undefined = () => undefined) {
  const calls: Call[] = [];
  stubFetch((url, init) => {
    const call = { method: init.method ?? 'GET', path: url.pathname, body: init.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const taken = answer(call);
    if (taken) return taken;
    if (call.path === '/api/console/attributes' && call.method === 'GET') return jsonResponse(200, { data: [SIZE] });
    if (call.path === '/api/console/attributes/2' && call.method === 'PUT') return jsonResponse(200, { data: SIZE });
    if (call.path === '/api/console/attributes' && call.method === 'POST') return jsonResponse(201, { data: { ...SIZE, id: 3 } });
    throw new Error(`Unexpected call: ${call.method} ${call.path}`);
  });
  return calls;
}

const writes = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');

setUpConsoleEditorTests();

describe('the sizes page', () => {
  it('saves the values kept by id, a new one added, in the order set, over the version read', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderWithQuery(<SizesManager canEdit />);
    await user.click(await screen.findByRole('button', { name: 'Edit Size' }));
    const form = screen.getByRole('form', { name: 'Edit Size' });
    await user.click(within(form).getByRole('button', { name: 'Add value' }));
    await user.type(within(form).getByLabelText('Value 3'), 'Family');
    await user.click(within(form).getByRole('button', { name: 'Move Large down' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]?.body).toEqual({ name: 'Size', values: [{ id: 21, name: 'Small' }, { name: 'Family' }, { id: 22, name: 'Large' }], version: 5 });
  });

  it('shows the server’s message when a value in use is removed', async () => {
    serve((call) =>
      call.method === 'PUT'
        ? jsonResponse(409, { error: { code: 'conflict', message: 'Size Large cannot be removed: a product offers it. Take it off there first.' } })
        : undefined,
    );
    const user = userEvent.setup();
    renderWithQuery(<SizesManager canEdit />);
    await user.click(await screen.findByRole('button', { name: 'Edit Size' }));
    const form = screen.getByRole('form', { name: 'Edit Size' });
    await user.click(within(form).getByRole('button', { name: 'Remove Large' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Size Large cannot be removed: a product offers it. Take it off there first.');
  });

  it('names an empty value beside it, and a 400 under the value it names', async () => {
    const calls = serve((call) =>
      call.method === 'POST' ? jsonResponse(400, { error: { code: 'bad_request', message: 'body.values.1.name: Use at most 60 characters' } }) : undefined,
    );
    const user = userEvent.setup();
    renderWithQuery(<SizesManager canEdit />);
    await user.click(await screen.findByRole('button', { name: 'New size or configuration' }));
    const form = screen.getByRole('form', { name: 'New size or configuration' });
    await user.type(within(form).getByLabelText('Name'), 'Crust');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Enter the value’s name.')).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);

    await user.type(within(form).getByLabelText('Value 1'), 'Thin');
    await user.click(within(form).getByRole('button', { name: 'Add value' }));
    await user.type(within(form).getByLabelText('Value 2'), 'Deep');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Use at most 60 characters')).toBeInTheDocument();
    expect(within(form).getByLabelText('Value 2')).toHaveAttribute('aria-invalid', 'true');
  });

  it('on a stale save says someone else saved and reloads', async () => {
    let saved = false;
    serve((call) => {
      if (call.method === 'PUT') {
        saved = true;
        return jsonResponse(409, { error: { code: 'stale_version', message: 'stale' } });
      }
      if (call.method === 'GET' && saved) return jsonResponse(200, { data: [{ ...SIZE, values: [...SIZE.values, { id: 23, name: 'Family' }], version: 6 }] });
      return undefined;
    });
    const user = userEvent.setup();
    renderWithQuery(<SizesManager canEdit />);
    await user.click(await screen.findByRole('button', { name: 'Edit Size' }));
    await user.click(within(screen.getByRole('form', { name: 'Edit Size' })).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(STALE_MESSAGE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(screen.getByRole('form', { name: 'Edit Size' })).getByLabelText('Value 3')).toHaveValue('Family'));
  });
});
