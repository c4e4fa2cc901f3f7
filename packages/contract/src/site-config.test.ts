import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from './site-config.ts';
import { defaultSiteConfig } from './site-config-defaults.ts';

describe('default site configuration (spec §9)', () => {
  it('is a valid site configuration', () => {
    expect(siteConfigSchema.parse(defaultSiteConfig)).toEqual(defaultSiteConfig);
  });

  it('carries the spec defaults', () => {
    const { header, general, menu, footer, colors, topOfferBanner } = defaultSiteConfig;
    expect([header.height, header.topOfferBannerHeight, header.logoSizeDesktop, header.logoSizeMobile]).toEqual([64, 40, 48, 48]);
    expect(general.isAsapOptionEnabled).toBe(false);
    expect(menu.showOutOfStockProducts).toBe(true);
    expect(footer.showNewsletter).toBe(false);
    expect(colors.primary).toBe('#dc2626');
    expect(topOfferBanner.topOfferBannerText).toMatch(/free delivery on orders over \$30/i);
    expect(general.tenantId).toBe(139);
    expect(general.showConfigEditor).toBe(true);
    expect(general.autoClearRestaurantOnInterval).toBe(false);
    expect(general.autoClearRestaurantTimeInterval).toBe(24);
    expect(footer.copyrightText).toContain('{year}');
    expect(footer.links.map((l) => l.url)).toEqual(['/', '/menu', '/privacy', '/terms']);
  });
});
