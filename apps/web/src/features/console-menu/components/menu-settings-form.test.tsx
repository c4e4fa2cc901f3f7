import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setUpConsoleEditorTests } from '@/testing/console-test-setup';
import { jsonResponse, renderWithQuery } from '@/testing/test-utils';
import { serveMenu, writes } from '../testing/menu-fixture';
import { MenuSettingsForm } from './menu-settings-form';

// Issue 19: how a half-and-half pizza is priced, saved as the owner chooses it; a refusal goes back to the saved rule.

setUpConsoleEditorTests();

describe('the menu settings', () => {
  it('saves the half-and-half rule chosen', async () => {
    const calls = serveMenu({ '/menu-settings': { half_and_half_pricing: 'dearer' } }, (call) =>
      call.method === 'PUT' ? jsonResponse(200, { data: call.body }) : undefined,
    );
    const user = userEvent.setup();
    renderWithQuery(<MenuSettingsForm />);
    expect(await screen.findByRole('radio', { name: /^The dearer half/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /^Half of each/ }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([expect.objectContaining({ method: 'PUT', path: '/menu-settings', body: { half_and_half_pricing: 'average' } })]),
    );
    expect(screen.getByRole('radio', { name: /^Half of each/ })).toBeChecked();
  });

  it('shows a refusal and the rule still saved', async () => {
    serveMenu({ '/menu-settings': { half_and_half_pricing: 'dearer' } }, (call) =>
      call.method === 'PUT' ? jsonResponse(403, { error: { code: 'forbidden', message: 'Only an owner can change the menu settings.' } }) : undefined,
    );
    const user = userEvent.setup();
    renderWithQuery(<MenuSettingsForm />);
    await user.click(await screen.findByRole('radio', { name: /^Half of each/ }));
    expect(await screen.findByText('Only an owner can change the menu settings.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^The dearer half/ })).toBeChecked();
  });
});
