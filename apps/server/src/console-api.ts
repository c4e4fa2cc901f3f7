import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/client.ts';
import type { Config } from './env.ts';
import { consoleOrdersRoutes } from './modules/console-orders/console-orders.routes.ts';
import { createConsoleOrdersService } from './modules/console-orders/console-orders.service.ts';
import type { MenuCache } from './modules/menu/menu-cache.ts';
import type { OrderChanges } from './modules/orders/order-changes.ts';
import type { OrdersService } from './modules/orders/orders.service.ts';
import type { PaymentProvider } from './modules/payments/payment-provider.ts';
import { staffRoutes, staffRoutesOptions } from './modules/staff/staff.routes.ts';
import type { StaffAuthenticator } from './plugins/staff-authenticate.ts';
import { consoleSiteConfigRoutes } from './modules/console-site-config/console-site-config.routes.ts';
import { consoleReportsRoutes } from './modules/console-reports/console-reports.routes.ts';
import { consoleOutletsRoutes } from './modules/console-outlets/console-outlets.routes.ts';
import { consoleRulesRoutes } from './modules/console-rules/console-rules.routes.ts';
import { consoleCouponsRoutes } from './modules/console-coupons/console-coupons.routes.ts';

/** What the console's modules are built from (issue 10). */
export interface ConsoleDeps {
  handle: DatabaseHandle;
  staffAuth: StaffAuthenticator;
  orders: OrdersService;
  orderChanges: OrderChanges;
  menuCache: MenuCache;
  provider: PaymentProvider;
  config: Config;
  now: () => Date;
}

/**
 * The restaurant's console under /api/console: staff calls only (a diner's token is 401 here, as a
 * staff token is on the diners' calls). One module per resource, each checking role and outlet
 * through `staffAuth` on every call.
 */
export async function consoleApi(console: FastifyInstance, deps: ConsoleDeps): Promise<void> {
  await console.register(staffRoutes, staffRoutesOptions(deps));
  await console.register(consoleOrdersRoutes, {
    service: createConsoleOrdersService({ db: deps.handle.db, provider: deps.provider, now: deps.now, readReuseMs: deps.config.BOARD_READ_REUSE_MS }),
    staffAuth: deps.staffAuth,
    orderChanges: deps.orderChanges,
  });
  await console.register(consoleOutletsRoutes, { handle: deps.handle, staffAuth: deps.staffAuth, menuCache: deps.menuCache, now: deps.now });
  await console.register(consoleRulesRoutes, { handle: deps.handle, staffAuth: deps.staffAuth, now: deps.now });
  await console.register(consoleCouponsRoutes, { handle: deps.handle, staffAuth: deps.staffAuth, menuCache: deps.menuCache });
  await console.register(consoleSiteConfigRoutes, { handle: deps.handle, staffAuth: deps.staffAuth, now: deps.now });
  await console.register(consoleReportsRoutes, { handle: deps.handle, staffAuth: deps.staffAuth, now: deps.now });
}
