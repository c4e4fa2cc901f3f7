import type { FastifyInstance } from 'fastify';
import type { ConsoleServices } from './composition.ts';
import { consoleCatalogueIoRoutes } from './modules/console-catalogue-io/console-catalogue-io.routes.ts';
import { consoleImagesRoutes } from './modules/console-images/console-images.routes.ts';
import { consoleCategoriesRoutes } from './modules/console-categories/console-categories.routes.ts';
import { consoleCouponsRoutes } from './modules/console-coupons/console-coupons.routes.ts';
import { consoleGiftCardsRoutes } from './modules/console-gift-cards/console-gift-cards.routes.ts';
import { consoleMenuSettingsRoutes } from './modules/console-menu-settings/console-menu-settings.routes.ts';
import { consoleAttributesRoutes } from './modules/console-attributes/console-attributes.routes.ts';
import { consoleDealsRoutes } from './modules/console-deals/console-deals.routes.ts';
import { consoleModifierGroupsRoutes } from './modules/console-modifier-groups/console-modifier-groups.routes.ts';
import { consoleOutletMenuRoutes } from './modules/console-outlet-menu/console-outlet-menu.routes.ts';
import { consoleOutletProfilesRoutes } from './modules/console-outlet-profiles/console-outlet-profiles.routes.ts';
import { consoleOrdersRoutes } from './modules/console-orders/console-orders.routes.ts';
import { consoleOutletsRoutes } from './modules/console-outlets/console-outlets.routes.ts';
import { giftCardPurchaseRefundsRoutes } from './modules/gift-cards/gift-card-purchase-refunds.routes.ts';
import { consoleProductsRoutes } from './modules/console-products/console-products.routes.ts';
import { consoleReportsRoutes } from './modules/console-reports/console-reports.routes.ts';
import { consoleRulesRoutes } from './modules/console-rules/console-rules.routes.ts';
import { consoleSetupChecklistRoutes } from './modules/console-setup-checklist/console-setup-checklist.routes.ts';
import { consoleSiteConfigRoutes } from './modules/console-site-config/console-site-config.routes.ts';
import { staffRoutes } from './modules/staff/staff.routes.ts';

export interface ConsoleApiOptions {
  services: ConsoleServices;
  /** Calls per minute per client IP on each call that checks a password, a code or a link. */
  authRateLimitMax: number;
  /** IMAGE_UPLOAD_MAX_BYTES: the largest photo upload. */
  imageUploadMaxBytes: number;
  /** CATALOGUE_IMPORT_MAX_BYTES: the largest catalogue import. */
  catalogueImportMaxBytes: number;
}

/**
 * The restaurant's console under /api/console (issue 10): staff calls only (a diner's token is 401
 * here, as a staff token is on the diners' calls). One module per resource, each checking role and
 * outlet through `staffAuth` on every call; the services come from the composition root.
 */
export async function consoleApi(
  console: FastifyInstance,
  { services, authRateLimitMax, imageUploadMaxBytes, catalogueImportMaxBytes }: ConsoleApiOptions,
): Promise<void> {
  const { staffAuth } = services;
  await console.register(staffRoutes, { service: services.staff, auth: services.staffSignIn, staffAuth, authRateLimitMax });
  await console.register(consoleOrdersRoutes, { service: services.orders, staffAuth, orderChanges: services.orderChanges, streams: services.streams });
  await console.register(consoleOutletsRoutes, { ordering: services.ordering, stock: services.stock, staffAuth });
  await console.register(consoleOutletProfilesRoutes, { service: services.outletProfiles, staffAuth });
  await console.register(consoleModifierGroupsRoutes, { service: services.modifierGroups, staffAuth });
  await console.register(consoleAttributesRoutes, { service: services.attributes, staffAuth });
  await console.register(consoleDealsRoutes, { service: services.deals, staffAuth });
  await console.register(consoleOutletMenuRoutes, { service: services.outletMenu, staffAuth });
  await console.register(consoleRulesRoutes, { rules: services.rules, zones: services.zones, staffAuth });
  await console.register(consoleCouponsRoutes, { service: services.coupons, staffAuth });
  await console.register(consoleGiftCardsRoutes, { service: services.giftCards, staffAuth });
  await console.register(consoleSiteConfigRoutes, { service: services.siteConfig, staffAuth });
  await console.register(consoleReportsRoutes, { service: services.reports, staffAuth });
  await console.register(consoleSetupChecklistRoutes, { service: services.setupChecklist, staffAuth });
  await console.register(consoleImagesRoutes, { service: services.images, staffAuth, maxBytes: imageUploadMaxBytes });
  await console.register(consoleCategoriesRoutes, { service: services.categories, staffAuth });
  await console.register(consoleProductsRoutes, { service: services.products, staffAuth });
  await console.register(consoleMenuSettingsRoutes, { service: services.menuSettings, staffAuth });
  await console.register(giftCardPurchaseRefundsRoutes, { service: services.giftCardPurchases, staffAuth });
  await console.register(consoleCatalogueIoRoutes, { service: services.catalogueIo, staffAuth, maxBytes: catalogueImportMaxBytes });
}
