import type { MenuKind } from '@crust/contract/menu';

/** The storefront page of each menu (spec §1, §2). */
export const MENU_PAGES: Record<MenuKind, string> = { main: '/menu', instore: '/instore-menu', dinein: '/dine-in-menu' };

/**
 * Absolute storefront addresses for search engines, which need them in a sitemap and in JSON-LD.
 * Joined as text, as the mails do, so a PUBLIC_URL with a path (https://example.com/order) keeps it.
 */
export function storefrontUrls(publicUrl: string) {
  const base = publicUrl.replace(/\/+$/, '');
  return {
    /** A page or an app-served file (`/uploads/…`), optionally for one outlet (`?outlet=ID`). */
    page: (path: string, outletId?: number) => `${base}${path}${outletId === undefined ? '' : `?outlet=${outletId}`}`,
  };
}
export type StorefrontUrls = ReturnType<typeof storefrontUrls>;
