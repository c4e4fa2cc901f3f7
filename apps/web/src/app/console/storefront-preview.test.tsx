import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteConfigEditor } from '@/features/site-config-editor/components/site-config-editor';
import { configWith, OUTLET_ID, serveSiteConfig } from '@/features/site-config-editor/testing/site-config-server';
import { useStaffSessionStore } from '@/lib/staff-session-store';
import { jsonResponse, renderWithQuery } from '@/testing/test-utils';
import { StorefrontPreview } from './storefront-preview';

// Issue 10: the editor's preview is the storefront's home page drawn from the unsaved draft, its
// colours scoped to the preview (the console around it keeps its own).

beforeEach(() => useStaffSessionStore.setState({ token: 'staff-token', staff: null, expiresAt: null }));
afterEach(() => vi.unstubAllGlobals());

describe('the storefront preview beside the editor', () => {
  it('follows a colour and a hero change before anything is saved', async () => {
    const { puts } = serveSiteConfig([{ config: configWith({ primary: '#dc2626' }), version: 3 }], () => jsonResponse(500, {}));
    const user = userEvent.setup();
    renderWithQuery(
      <MemoryRouter>
        <SiteConfigEditor
          outletId={OUTLET_ID}
          timeZone="Australia/Sydney"
          renderPreview={(draft) => <StorefrontPreview theme={draft} />}
          heroPhoto={() => null}
        />
      </MemoryRouter>,
    );

    const preview = await screen.findByTestId('storefront-preview');
    expect(preview.style.getPropertyValue('--color-primary')).toBe('#dc2626');
    // The storefront's own home sections, from the configuration.
    // The home page loads as the storefront's own chunk (lazily) inside the preview.
    expect(await within(preview).findByRole('heading', { level: 1, name: 'Hand-stretched pizza, baked to order' })).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Primary colour picker'), { target: { value: '#0f766e' } });
    await waitFor(() => expect(preview.style.getPropertyValue('--color-primary')).toBe('#0f766e'));
    expect(screen.getByLabelText('Primary (hex)')).toHaveValue('#0f766e');
    // Only the preview takes the draft's colours, not the console's page.
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('');

    await user.click(screen.getByText('Hero'));
    const title = screen.getByLabelText('Hero title');
    await user.clear(title);
    await user.type(title, 'Friday pizza night');
    expect(within(preview).getByRole('heading', { level: 1, name: 'Friday pizza night' })).toBeInTheDocument();

    expect(puts).toEqual([]);
  });
});
