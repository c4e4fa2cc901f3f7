import type { SiteConfig } from '@crust/contract/site-config';
import { defaultSiteConfig } from '@crust/contract/site-config-defaults';
import { describe, expect, it } from 'vitest';
import { siteConfigAsServed } from './site-config-as-served.ts';

// Issue 17 point 7: a configuration stored before the link and length rules is served as they stand now.

const owners: SiteConfig = {
  ...defaultSiteConfig,
  hero: { ...defaultSiteConfig.hero, title: 'Our own title', ctaLink: '/deals' },
  footer: { ...defaultSiteConfig.footer, links: [{ label: 'Deals', url: '/deals' }] },
};

describe('a stored site configuration as served', () => {
  it('is the stored one when it keeps every rule', () => {
    expect(siteConfigAsServed(owners)).toEqual(owners);
  });

  it('gives a field that breaks a rule the default’s value, and keeps the owner’s other fields', () => {
    const stored = {
      ...owners,
      hero: { ...owners.hero, ctaLink: 'javascript:alert(1)', subtitle: 'x'.repeat(501) },
      general: { ...owners.general, logo: 'data:image/svg+xml,<svg onload=alert(1)>' },
    };
    expect(siteConfigAsServed(stored)).toEqual({
      ...owners,
      hero: { ...owners.hero, ctaLink: defaultSiteConfig.hero.ctaLink, subtitle: defaultSiteConfig.hero.subtitle },
      general: { ...owners.general, logo: defaultSiteConfig.general.logo },
    });
    expect(stored.hero.ctaLink).toBe('javascript:alert(1)');
  });

  it('serves a hero srcset with an address that breaks a rule as none, keeping the photo’s fallback (issue 20)', () => {
    const srcset = { avif: '/uploads/images/a.avif 640w', webp: 'javascript:alert(1) 640w', jpeg: '/uploads/images/a.jpg 640w' };
    const stored = { ...owners, hero: { ...owners.hero, backgroundImage: '/uploads/images/a.jpg', backgroundImageSrcset: srcset } };
    expect(siteConfigAsServed(stored)).toEqual({ ...stored, hero: { ...stored.hero, backgroundImageSrcset: null } });
  });

  it('serves a configuration saved before the hero had a srcset as it was stored', () => {
    const { backgroundImageSrcset: _none, ...hero } = owners.hero;
    expect(siteConfigAsServed({ ...owners, hero })).toEqual({ ...owners, hero });
  });

  it('leaves out the list entries that break a rule', () => {
    const links = [
      { label: 'Evil', url: 'javascript:alert(1)' },
      { label: 'Deals', url: '/deals' },
      { label: 'Data', url: 'data:text/html,hi' },
    ];
    expect(siteConfigAsServed({ ...owners, footer: { ...owners.footer, links } }).footer.links).toEqual([{ label: 'Deals', url: '/deals' }]);
  });

  it('serves a missing section as the default’s, and something that is no configuration as the defaults', () => {
    const { seo: _seo, ...withoutSeo } = owners;
    expect(siteConfigAsServed(withoutSeo as SiteConfig)).toEqual({ ...owners, seo: defaultSiteConfig.seo });
    expect(siteConfigAsServed('a string' as unknown as SiteConfig)).toEqual(defaultSiteConfig);
  });
});
