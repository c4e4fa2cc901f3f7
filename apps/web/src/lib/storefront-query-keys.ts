import type { MenuKind } from '@crust/contract/menu';
import { env } from './env';

/**
 * The query keys of what a server-rendered page embeds (issue 20): the features' queries use them,
 * and the browser's entry seeds the query cache under them before hydrating (app/seed-queries.ts)
 * without loading the features' request code on the first load.
 */
export const storefrontQueryKeys = {
  restaurants: () => ['restaurants', env.tenantId] as const,
  appSettings: (restaurantId: number) => ['app-settings', env.tenantId, restaurantId] as const,
  /** Without `kind`: all three menus of the outlet (what a live menu change refetches). */
  menus: (restaurantId: number) => ['menu', env.tenantId, restaurantId] as const,
  menu: (restaurantId: number, kind: MenuKind) => ['menu', env.tenantId, restaurantId, kind] as const,
  offers: (restaurantId: number) => ['offers', env.tenantId, restaurantId] as const,
};
