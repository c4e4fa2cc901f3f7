import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { OrderingState } from '@crust/contract/ordering-state';
import { defaultSiteConfig } from '@crust/contract/site-config-defaults';
import { Header } from './header';

const { header, general } = defaultSiteConfig;

function renderHeader(outletName: string | null, showName = true, outletState: OrderingState | null = null) {
  const onChangeOutlet = vi.fn();
  render(
    <MemoryRouter>
      <Header
        header={{ ...header, showBusinessNameWithLogo: showName, logoSizeMobile: 36, logoSizeDesktop: 56 }}
        general={general}
        outletName={outletName}
        outletState={outletState}
        onChangeOutlet={onChangeOutlet}
      />
    </MemoryRouter>,
  );
  return onChangeOutlet;
}

describe('Header', () => {
  it("shows the chosen outlet and opens the picker from 'Change outlet'", async () => {
    const onChangeOutlet = renderHeader('Crust Newtown');
    expect(screen.getByText('Crust Newtown')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change outlet' }));
    expect(onChangeOutlet).toHaveBeenCalledOnce();
  });

  it('says under the outlet whether it takes orders now, in the server’s words (issue 18 point 7)', () => {
    renderHeader('Crust Newtown', true, { state: 'paused', label: 'Online ordering paused until 19:45', changes_at: null, later_slots: [] });
    const label = screen.getByText('Online ordering paused until 19:45');
    expect(label.parentElement).toHaveTextContent('Your outlet: Crust NewtownOnline ordering paused until 19:45');
  });

  it('shows the business name beside the logo when configured, and sizes the logo per breakpoint', () => {
    renderHeader(null);
    const home = screen.getByRole('link', { name: 'Crust' });
    expect(home).toHaveStyle({ '--logo-mobile': '36px', '--logo-desktop': '56px' });
    expect(screen.getByRole('button', { name: 'Choose outlet' })).toBeInTheDocument();
  });

  it('gives the logo a text alternative when the name is not shown', () => {
    renderHeader(null, false);
    expect(screen.getByRole('link', { name: 'Crust home' })).toHaveAttribute('href', '/');
  });

  it('has the main navigation', () => {
    renderHeader(null);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Menu' })).toHaveAttribute('href', '/menu');
  });

  it('names the outlet once when its configuration names the business after it (issue 18)', () => {
    renderHeader(general.businessShortName);
    expect(screen.getByRole('link', { name: general.businessShortName })).toBeInTheDocument();
    // Still said to screen readers, but not shown a second time.
    expect(screen.getByText(general.businessShortName, { selector: 'span.sr-only' })).toBeInTheDocument();
  });
});
