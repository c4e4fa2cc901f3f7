import type { SiteConfig } from '@crust/contract/site-config';

/** The site configuration's say in how products are listed (spec §3). */
export type MenuDisplay = {
  /** general.showProductUnit */
  showUnit: boolean;
  /** menu.showOutOfStockProducts */
  showOutOfStock: boolean;
};

export const menuDisplay = (theme: Pick<SiteConfig, 'general' | 'menu'>): MenuDisplay => ({
  showUnit: theme.general.showProductUnit,
  showOutOfStock: theme.menu.showOutOfStockProducts,
});
