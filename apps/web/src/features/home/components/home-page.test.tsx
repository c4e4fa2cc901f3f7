import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type SiteConfig } from '@crust/contract/site-config';
import { defaultSiteConfig } from '@crust/contract/site-config-defaults';
import { HomePage } from './home-page';

function renderHome(general: Partial<SiteConfig['general']> = {}) {
  const theme = { ...defaultSiteConfig, general: { ...defaultSiteConfig.general, ...general } };
  return render(<HomePage theme={theme} menuSections={<section aria-label="Menu sections" />} />);
}

describe('HomePage', () => {
  it('has one h1, the hero title, whose call to action links to the menu section', () => {
    renderHome();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'See the menu' })).toHaveAttribute('href', '#menu');
  });

  it('places the menu sections it is given after the features', () => {
    renderHome();
    const features = screen.getByRole('heading', { name: 'Why people come back' });
    const menuSections = screen.getByRole('region', { name: 'Menu sections' });
    expect(features.compareDocumentPosition(menuSections) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says under the hero which outlet is chosen and whether it takes orders now (issue 18 point 7)', () => {
    const theme = defaultSiteConfig;
    render(
      <HomePage
        theme={theme}
        menuSections={null}
        outlet={{ name: 'Crust Surry Hills', state: { state: 'opens_later', label: 'Opens at 11:00', changes_at: null, later_slots: [] } }}
      />,
    );
    expect(screen.getByText(/Opens at 11:00/)).toHaveTextContent('Crust Surry Hills · Opens at 11:00');
  });

  it('says nothing of an outlet before one is chosen', () => {
    renderHome();
    expect(screen.queryByText(/Open until|Opens at/)).not.toBeInTheDocument();
  });

  it('shows the configured features', () => {
    renderHome();
    expect(screen.getByRole('heading', { name: 'Why people come back' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '48-hour dough' })).toBeInTheDocument();
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
