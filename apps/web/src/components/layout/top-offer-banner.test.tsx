import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defaultSiteConfig } from '@crust/contract/site-config-defaults';
import { TopOfferBanner } from './top-offer-banner';

const banner = defaultSiteConfig.topOfferBanner;

describe('TopOfferBanner', () => {
  it('shows the configured text at the configured height', () => {
    render(<TopOfferBanner banner={{ ...banner, topOfferBannerHeight: 52 }} isVisible onDismiss={() => {}} />);
    const region = screen.getByRole('complementary', { name: 'Offer' });
    expect(region).toHaveTextContent('Free delivery on orders over $30');
    expect(region).toHaveStyle({ minHeight: '52px' });
  });

  it('is hidden when showTopOfferBanner is off', () => {
    render(<TopOfferBanner banner={{ ...banner, showTopOfferBanner: false }} isVisible onDismiss={() => {}} />);
    expect(screen.queryByRole('complementary', { name: 'Offer' })).not.toBeInTheDocument();
  });

  it('is hidden once dismissed (isBannerVisible false)', () => {
    render(<TopOfferBanner banner={banner} isVisible={false} onDismiss={() => {}} />);
    expect(screen.queryByText(banner.topOfferBannerText)).not.toBeInTheDocument();
  });

  it('calls onDismiss from its labelled close button', async () => {
    const onDismiss = vi.fn();
    render(<TopOfferBanner banner={banner} isVisible onDismiss={onDismiss} />);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss offer' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
