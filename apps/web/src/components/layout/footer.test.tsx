import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { defaultSiteConfig } from '@crust/contract/site-config-defaults';
import { Footer, formatCopyright } from './footer';

const { footer, general } = defaultSiteConfig;

function renderFooter(overrides: Partial<typeof footer> = {}, generalOverrides: Partial<typeof general> = {}) {
  render(
    <MemoryRouter>
      <Footer footer={{ ...footer, ...overrides }} general={{ ...general, ...generalOverrides }} now={new Date(2031, 5, 1)} />
    </MemoryRouter>,
  );
}

describe('Footer', () => {
  it('shows the spec §2 default links: home, menu, privacy and terms', () => {
    renderFooter();
    const links = within(screen.getByRole('navigation', { name: 'Footer' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Menu', '/menu'],
      ['Privacy', '/privacy'],
      ['Terms', '/terms'],
    ]);
  });

  it('links the refund policy once, whether or not the configured links name it (issue 18)', () => {
    renderFooter();
    expect(screen.getByRole('link', { name: 'Refund policy' })).toHaveAttribute('href', '/refund-policy');
    cleanup();
    renderFooter({ links: [...footer.links, { label: 'Refunds', url: '/refund-policy' }] });
    expect(screen.getAllByRole('link').filter((link) => link.getAttribute('href') === '/refund-policy')).toHaveLength(1);
  });

  it('replaces {year} in the copyright text with the current year', () => {
    renderFooter({ copyrightText: '© {year} Crust. Since 2020, still {year}.' });
    expect(screen.getByText('© 2031 Crust. Since 2020, still 2031.')).toBeInTheDocument();
    expect(formatCopyright('{year}', new Date(1999, 0, 1))).toBe('1999');
  });

  it('shows the newsletter only when showNewsletter is on', () => {
    renderFooter({ showNewsletter: false });
    expect(screen.queryByRole('heading', { name: 'Newsletter' })).not.toBeInTheDocument();
  });

  it('offers the newsletter by email when showNewsletter is on', () => {
    renderFooter({ showNewsletter: true });
    expect(screen.getByRole('heading', { name: 'Newsletter' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscribe by email' }).getAttribute('href')).toMatch(/^mailto:hello@crust\.example\?/);
  });

  it('names the business with its ACN and lists its social links', () => {
    renderFooter({}, { socialLinks: [{ platform: 'instagram', url: 'https://instagram.example/crust' }] });
    expect(screen.getByText('Crust Pizza Pty Ltd · ACN 000 000 000')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /instagram/ })).toHaveAttribute('href', 'https://instagram.example/crust');
  });
});
