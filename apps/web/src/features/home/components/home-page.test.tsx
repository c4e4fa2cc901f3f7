import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type SiteConfig } from '@crust/contract/site-config';
import { defaultSiteConfig } from '@crust/contract/site-config-defaults';
import { HomePage } from './home-page';

function renderHome(general: Partial<SiteConfig['general']> = {}, outletName: string | null = 'Crust Surry Hills') {
  const onChooseOutlet = vi.fn();
  const theme = { ...defaultSiteConfig, general: { ...defaultSiteConfig.general, ...general } };
  const { container } = render(<HomePage theme={theme} outletName={outletName} onChooseOutlet={onChooseOutlet} />);
  return { container, onChooseOutlet };
}

describe('HomePage', () => {
  it('has one h1, the hero title, whose call to action links to the menu section', () => {
    const { container } = renderHome();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const cta = screen.getByRole('link', { name: 'See the menu' });
    expect(cta).toHaveAttribute('href', '#menu');
    expect(container.querySelector('section#menu')).toHaveAccessibleName('Our menu');
  });

  it('shows the configured features and section titles', () => {
    renderHome();
    expect(screen.getByRole('heading', { name: 'Why people come back' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '48-hour dough' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Browse by category' })).toBeInTheDocument();
  });

  it('shows best-selling and fresh-additions sections when their flags are on', () => {
    renderHome({ showBestSellingSection: true, showFreshAdditionsSection: true });
    expect(screen.getByRole('region', { name: 'Best sellers' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Fresh additions' })).toBeInTheDocument();
  });

  it('hides best-selling and fresh-additions sections when their flags are off', () => {
    renderHome({ showBestSellingSection: false, showFreshAdditionsSection: false });
    expect(screen.queryByRole('region', { name: 'Best sellers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Fresh additions' })).not.toBeInTheDocument();
  });

  it('says the menu is still to come for the chosen outlet rather than showing made-up products', () => {
    renderHome();
    expect(screen.getByText('The menu for Crust Surry Hills is coming together — check back soon.')).toBeInTheDocument();
  });

  it('asks for an outlet when none is chosen, with one button that opens the picker', async () => {
    const { onChooseOutlet } = renderHome({}, null);
    expect(screen.getByText('Choose an outlet to see its menu.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Choose outlet' }));
    expect(onChooseOutlet).toHaveBeenCalledOnce();
  });

  it('promotes the app, with store links only for the URLs that are set', () => {
    renderHome({
      mobileApp: { ...defaultSiteConfig.general.mobileApp, appStoreUrl: 'https://apps.example/crust', playStoreUrl: '' },
    });
    expect(screen.getByRole('heading', { name: 'The Crust app' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Download on the App Store/ })).toHaveAttribute('href', 'https://apps.example/crust');
    expect(screen.queryByRole('link', { name: /^Get it on Google Play/ })).not.toBeInTheDocument();
  });

  it('leaves the app promotion out when showPromotion is off', () => {
    renderHome({ mobileApp: { ...defaultSiteConfig.general.mobileApp, showPromotion: false } });
    expect(screen.queryByRole('heading', { name: 'The Crust app' })).not.toBeInTheDocument();
  });
});
