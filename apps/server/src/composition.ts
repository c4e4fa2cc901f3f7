import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseHandle } from './db/client.ts';
import type { Config } from './env.ts';
import { createEventStreams } from './lib/event-stream.ts';
import { imagesDirOf } from './lib/uploaded-images.ts';
import { createAccountsRepo } from './modules/accounts/accounts.repo.ts';
import { createAccountsService } from './modules/accounts/accounts.service.ts';
import { createAuthAttemptsRepo } from './modules/accounts/auth-attempts.repo.ts';
import { createEmailedCodes } from './modules/accounts/emailed-codes.ts';
import { createLoginGuard } from './modules/accounts/login-guard.ts';
import { createAddressesRepo } from './modules/addresses/addresses.repo.ts';
import { createAddressesService } from './modules/addresses/addresses.service.ts';
import { createAppSettingsRepo } from './modules/app-settings/app-settings.repo.ts';
import { createAppSettingsService } from './modules/app-settings/app-settings.service.ts';
import { createAuthRepo } from './modules/auth/auth.repo.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createCartRepo } from './modules/cart/cart.repo.ts';
import { createCartService } from './modules/cart/cart.service.ts';
import { menuCatalogueSource } from './modules/catalogue/menu-catalogue-source.ts';
import { createCheckoutRepo } from './modules/checkout/checkout.repo.ts';
import { createCheckoutService, freeDeliveryNudge, outletStandings } from './modules/checkout/checkout.service.ts';
import { createCatalogueIoService } from './modules/console-catalogue-io/catalogue-io.service.ts';
import { createConsoleCouponsRepo } from './modules/console-coupons/console-coupons.repo.ts';
import { createConsoleCouponsService } from './modules/console-coupons/console-coupons.service.ts';
import { createConsoleGiftCardsRepo } from './modules/console-gift-cards/console-gift-cards.repo.ts';
import { createConsoleGiftCardsService } from './modules/console-gift-cards/console-gift-cards.service.ts';
import { createImageFiles } from './modules/console-images/image-files.ts';
import { createConsoleImagesService } from './modules/console-images/console-images.service.ts';
import { createConsoleOrdersService } from './modules/console-orders/console-orders.service.ts';
import { createCategoriesService } from './modules/console-categories/console-categories.service.ts';
import { createMenuSettingsService } from './modules/console-menu-settings/console-menu-settings.service.ts';
import { createProductsService } from './modules/console-products/console-products.service.ts';
import { createModifierGroupsService } from './modules/console-modifier-groups/console-modifier-groups.service.ts';
import { createAttributesService } from './modules/console-attributes/console-attributes.service.ts';
import { createDealsService } from './modules/console-deals/console-deals.service.ts';
import { createOutletProfilesService } from './modules/console-outlet-profiles/console-outlet-profiles.service.ts';
import { createOrderingPauseRepo } from './modules/console-outlets/ordering-pause.repo.ts';
import { createOrderingPauseService, RESUME_SWEEP_MS } from './modules/console-outlets/ordering-pause.service.ts';
import { createOutletMenuService } from './modules/console-outlet-menu/console-outlet-menu.service.ts';
import { createOutletStockRepo } from './modules/console-outlets/outlet-stock.repo.ts';
import { createOutletStockService } from './modules/console-outlets/outlet-stock.service.ts';
import { createConsoleReportsRepo } from './modules/console-reports/console-reports.repo.ts';
import { createConsoleReportsService } from './modules/console-reports/console-reports.service.ts';
import { createOrderingRulesRepo } from './modules/console-rules/ordering-rules.repo.ts';
import { createOrderingRulesService } from './modules/console-rules/ordering-rules.service.ts';
import { createOutletZonesRepo } from './modules/console-rules/outlet-zones.repo.ts';
import { createOutletZonesService } from './modules/console-rules/outlet-zones.service.ts';
import { createSiteConfigService } from './modules/console-site-config/console-site-config.service.ts';
import { createGiftCardCodes } from './modules/gift-cards/gift-card-codes.ts';
import { createGiftCardPurchases } from './modules/gift-cards/gift-card-purchases.service.ts';
import { createGiftCardSchedule, GIFT_CARD_SWEEP_MS } from './modules/gift-cards/gift-card-schedule.ts';
import { giftCardSecretOf } from './modules/gift-cards/gift-card-secret.ts';
import { createGiftCardsRepo } from './modules/gift-cards/gift-cards.repo.ts';
import { createGiftCardsService } from './modules/gift-cards/gift-cards.service.ts';
import { createMailSender } from './modules/mail/mail-sender.ts';
import { createMailTransport } from './modules/mail/mail-transport.ts';
import { createMailRepo } from './modules/mail/mail.repo.ts';
import { createMenuChanges } from './modules/menu/menu-changes.ts';
import { createMenuCache } from './modules/menu/menu-cache.ts';
import { createMenuRepo } from './modules/menu/menu.repo.ts';
import { createMenuService } from './modules/menu/menu.service.ts';
import { createOffersRepo } from './modules/offers/offers.repo.ts';
import { createOffersService } from './modules/offers/offers.service.ts';
import { createOrderChanges } from './modules/orders/order-changes.ts';
import { createOrdersService, EXPIRY_SWEEP_MS } from './modules/orders/orders.service.ts';
import { createOrderPlacement } from './modules/orders/place-order.ts';
import { createSetupChecklistRepo } from './modules/console-setup-checklist/console-setup-checklist.repo.ts';
import { createSetupChecklistService } from './modules/console-setup-checklist/console-setup-checklist.service.ts';
import { createTestProvider } from './modules/payments/payment-provider.ts';
import { createStripeClient, createStripeProvider } from './modules/payments/stripe-provider.ts';
import { createStripeWebhookService } from './modules/payments/stripe-webhook.service.ts';
import { createTestProviderService } from './modules/payments/test-provider.service.ts';
import { createRestaurantsRepo } from './modules/restaurants/restaurants.repo.ts';
import { createRestaurantsService } from './modules/restaurants/restaurants.service.ts';
import { createRateLimitsRepo } from './modules/rate-limits/rate-limits.repo.ts';
import { sharedRateLimitStore } from './modules/rate-limits/shared-rate-limit-store.ts';
import { createRetentionRepo } from './modules/retention/retention.repo.ts';
import { createRetentionSweep } from './modules/retention/retention.service.ts';
import { createStaffAuthService } from './modules/staff/staff-auth.service.ts';
import { createStaffSessionsRepo } from './modules/staff/staff-sessions.repo.ts';
import { createStaffRepo } from './modules/staff/staff.repo.ts';
import { createStaffService } from './modules/staff/staff.service.ts';
import { createRememberedReads } from './modules/storefront-pages/remembered-reads.ts';
import { createStorefrontViews } from './modules/storefront-pages/storefront-views.ts';
import { createStorefrontSeoService } from './modules/storefront-seo/storefront-seo.service.ts';
import { createTenantsRepo } from './modules/tenants/tenants.repo.ts';
import { createWishlistCache, uncachedWishlists } from './modules/wishlist/wishlist-cache.ts';
import { createWishlistRepo } from './modules/wishlist/wishlist.repo.ts';
import { createWishlistService } from './modules/wishlist/wishlist.service.ts';
import { cachedSessionLookup, createAuthenticator } from './plugins/authenticate.ts';
import { periodicJob, type Job } from './plugins/jobs.ts';
import { listenForSessionEndings } from './plugins/session-endings.ts';
import { createStaffAuthenticator } from './plugins/staff-authenticate.ts';

export interface CompositionOptions {
  config: Config;
  handle: DatabaseHandle;
  log: FastifyBaseLogger;
  /** The app's clock for every time rule (codes, lockouts, slots, expiry, retention): tests move it. */
  now: () => Date;
}

const SESSION_CACHE = { ttlMs: 5000, maxEntries: 50_000 };
/** Wishlists remembered on PGlite: a few dozen items each, so ten thousand diners stay a few megabytes. */
const WISHLIST_CACHE_ENTRIES = 10_000;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/**
 * The console's people (invitations, roles, owners). `npm run staff:create` makes a real install's
 * first owner with it, without a server around it, so it is built here for both.
 */
export function createStaffPeople(db: Database, now: () => Date) {
  return createStaffService({ db, repo: createStaffRepo(db), now });
}

/**
 * Issue 21: gift-card codes are kept only as HMACs with this secret (generated into DATA_DIR outside
 * production). Built here for the app and for main.ts's demo seed, which hashes the demo card's code.
 */
export const giftCardCodesOf = (config: Config) => createGiftCardCodes(giftCardSecretOf(config));

/**
 * The composition root (issue 17): every repository, service and job of the server is built here and
 * only here, so what depends on what reads in one place, and a new feature (a claim in placement, a
 * module) is wired in one place. The rules it keeps:
 * - route plugins receive services (and the authenticators), never a database handle;
 * - a service receives the repositories and services it uses; a service may bind its own module's
 *   repository to a transaction (`createXRepo(tx)`), since repositories are stateless sets of queries;
 * - no module imports another module's repository (lint: eslint.config.js). One module uses another
 *   through a service passed in here, or, when it must join the caller's transaction, through the
 *   narrow function the other module exports from a non-repository file: recordAudit (audit-log.ts),
 *   queueMail (mail-queue.ts), mergeGuestCart (cart-merge.ts), lockOrderStatus (order-lock.ts),
 *   moveOrder (order-transitions.ts), endPayment (payment-endings.ts). An audit entry, a queued mail
 *   or a moved order written apart from the change that causes it could outlive a rollback or be
 *   lost after a commit, so those stay functions over the caller's transaction, not services.
 * It is async because the caches and streams LISTEN before the app answers its first request.
 */
export async function createServices({ config, handle, log, now }: CompositionOptions) {
  const { db } = handle;

  // Card payments go through Stripe when it is configured, else through the built-in test provider (never in live mode: env.ts).
  const stripe = createStripeClient(config);
  const provider = stripe ? createStripeProvider(stripe) : createTestProvider();
  const tenants = createTenantsRepo(db);
  const giftCardCodes = giftCardCodesOf(config);
  // What settles a payment (an order's, or a gift-card purchase's whose card it issues), on the app's clock.
  const settling = { provider, giftCardCodes, now };
  const giftCardPurchases = createGiftCardPurchases({ db, provider, codes: giftCardCodes, now });
  // Checking a card and paying with one count unknown codes together, in the table every instance shares.
  const giftCards = createGiftCardsService({
    repo: createGiftCardsRepo(db),
    codes: giftCardCodes,
    counters: createRateLimitsRepo(db),
    tries: { max: config.GIFT_CARD_TRIES, windowMinutes: config.GIFT_CARD_TRY_WINDOW_MINUTES },
    now,
  });

  // Who is calling. Sessions found are trusted for a few seconds, and forgotten as soon as any instance
  // ends them; PGlite lives in this one process, so it is the only server and may remember user sessions too.
  const authRepo = createAuthRepo(db);
  const accountsRepo = createAccountsRepo(db);
  const authAttempts = createAuthAttemptsRepo(db);
  const sessionCache = cachedSessionLookup((tokenHash) => authRepo.findSession(tokenHash), { ...SESSION_CACHE, rememberUsers: handle.kind === 'pglite' });
  // The live streams (an order's status, a board), capped per session and IP; each ends with its session.
  const streams = createEventStreams({ perSession: config.STREAMS_PER_SESSION_MAX, perIp: config.STREAMS_PER_IP_MAX, now });
  const sessionEnded = await listenForSessionEndings(handle.listen, sessionCache, streams.endSession);
  const authenticator = createAuthenticator(sessionCache, {
    ttlMs: config.SESSION_TTL_DAYS * DAY_MS,
    everyMs: DAY_MS,
    extend: (tokenHash, expiresAt) => accountsRepo.extendSession(tokenHash, expiresAt),
  });
  // The console's people have sessions of their own, checked for role and outlet on every call (issue 10).
  const staffSessions = createStaffSessionsRepo(db);
  const staffAuth = createStaffAuthenticator(staffSessions.findSession, staffSessions.outletTenant);

  // The menu cache LISTENs for catalogue writes from any process (decision 002); live order streams
  // LISTEN for status changes made on any instance (migration 0011).
  const menuCache = await createMenuCache(handle.listen, log, now);
  const orderChanges = await createOrderChanges(handle.listen, log);

  const menu = createMenuService(createMenuRepo(db), tenants, menuCache, now);
  const menuChanges = createMenuChanges(menuCache);
  // Diners' live menus need no sign-in: each IP stands for a session, and may hold STREAMS_PER_IP_MAX of them.
  const menuStreams = createEventStreams({ perSession: config.STREAMS_PER_IP_MAX, perIp: config.STREAMS_PER_IP_MAX, now });
  const cartRepo = createCartRepo(db);
  const checkoutRepo = createCheckoutRepo(db);
  const cart = createCartService(cartRepo, menuCatalogueSource(menu, cartRepo.activeCoupons), {
    maxLines: config.CART_MAX_LINES,
    spendForFreeDelivery: freeDeliveryNudge(checkoutRepo),
  });
  const checkout = createCheckoutService({ repo: checkoutRepo, cartOf: cart.ofSession, now });
  // Orders change status through this service only (its state machine); the console's board moves them
  // through the same machine (order-transitions.ts).
  const orders = createOrdersService(db, provider, cart.addChosen, config.PAYMENT_HOLD_MINUTES);
  // With PGlite this process is the only server, so it sees every wishlist and catalogue write: reads may be remembered.
  const wishlists =
    handle.kind === 'pglite' ? createWishlistCache({ catalogueVersion: menuCache.catalogueVersion, maxEntries: WISHLIST_CACHE_ENTRIES }) : uncachedWishlists;

  const restaurantsRepo = createRestaurantsRepo(db);
  const appSettingsRepo = createAppSettingsRepo(db);
  const paymentGateway = { provider: provider.name, mode: config.PAYMENT_MODE, publishable_key: stripe ? config.STRIPE_PUBLISHABLE_KEY! : null };
  const diner = {
    restaurants: createRestaurantsService(restaurantsRepo, checkout.standings),
    appSettings: createAppSettingsService(appSettingsRepo, tenants, paymentGateway, checkout.standings),
    menu,
    menuChanges,
    menuStreams,
    offers: createOffersService(createOffersRepo(db), now),
    cart,
    checkout,
    orders,
    orderChanges,
    streams,
    placement: createOrderPlacement({
      db,
      provider,
      checkout,
      quoteCart: cart.quoteForOrder,
      now,
      unpaid: { holdMinutes: config.PAYMENT_HOLD_MINUTES, perOwner: config.UNPAID_ORDERS_PER_OWNER, perIp: config.UNPAID_ORDERS_PER_IP },
      giftCards,
    }),
    giftCards,
    auth: createAuthService(authRepo, tenants),
    accounts: createAccountsService({ repo: accountsRepo, attempts: authAttempts, tenants, db, config, sessionEnded, now }),
    addresses: createAddressesService(createAddressesRepo(db)),
    wishlist: createWishlistService(createWishlistRepo(db), wishlists),
    giftCardPurchases,
    payments: stripe
      ? { provider: 'stripe' as const, webhook: createStripeWebhookService({ db, stripe, webhookSecret: config.STRIPE_WEBHOOK_SECRET!, ...settling }) }
      : { provider: 'test' as const, testCards: createTestProviderService({ db, ...settling }) },
  };

  // Issue 20: the sitemap, robots.txt and the pages' JSON-LD, of the one tenant whose storefront this server serves.
  const storefrontSeo = createStorefrontSeoService({
    restaurants: diner.restaurants,
    menu,
    publicUrl: config.PUBLIC_URL,
    tenantId: config.STOREFRONT_TENANT_ID,
  });

  const staffRepo = createStaffRepo(db);
  const ordering = createOrderingPauseService(createOrderingPauseRepo(db), now);
  const staffConsole = {
    staffAuth,
    staff: createStaffPeople(db, now),
    // The diners' lockouts, counting the console's sign-ins apart ('staff_login').
    staffSignIn: createStaffAuthService({
      db,
      repo: staffRepo,
      guard: createLoginGuard({ repo: authAttempts, codes: createEmailedCodes(accountsRepo, config), db, config, kind: 'staff_login' }),
      config,
      now,
    }),
    orders: createConsoleOrdersService({ db, provider, now, readReuseMs: config.BOARD_READ_REUSE_MS }),
    orderChanges,
    streams,
    ordering,
    outletProfiles: createOutletProfilesService(db, now),
    categories: createCategoriesService(db, menuCache),
    products: createProductsService(db, menuCache, now),
    menuSettings: createMenuSettingsService(db, menuCache),
    modifierGroups: createModifierGroupsService(db),
    attributes: createAttributesService(db),
    deals: createDealsService(db, now),
    stock: createOutletStockService(createOutletStockRepo(db), menuCache),
    outletMenu: createOutletMenuService(db, menuCache),
    rules: createOrderingRulesService(createOrderingRulesRepo(db), now),
    zones: createOutletZonesService(createOutletZonesRepo(db)),
    coupons: createConsoleCouponsService({ db, repo: createConsoleCouponsRepo(db), menuCache }),
    giftCards: createConsoleGiftCardsService({ db, repo: createConsoleGiftCardsRepo(db), codes: giftCardCodes, now }),
    siteConfig: createSiteConfigService(db, now),
    reports: createConsoleReportsService(createConsoleReportsRepo(db), now),
    setupChecklist: createSetupChecklistService(createSetupChecklistRepo(db), provider.name),
    catalogueIo: createCatalogueIoService({ db, menuCache, now }),
    giftCardPurchases,
    images: createConsoleImagesService({ db, files: createImageFiles(imagesDirOf(config.DATA_DIR)), maxPixels: config.IMAGE_MAX_PIXELS }),
  };

  // The mail queue's sender (decision 004): woken by the queue's trigger, it finishes the mail it is
  // sending when the app stops; unsent mail stays queued for the next start.
  const mailSender = createMailSender({ repo: createMailRepo(db), transport: createMailTransport(config, log), listen: handle.listen, config, log });
  const giftCardSchedule = createGiftCardSchedule(db);
  const retention = createRetentionSweep({ repo: createRetentionRepo(db), config, now });
  const jobs: Job[] = [
    // Unpaid card orders give their slot and coupon uses back after their payment window.
    periodicJob('expire-unpaid-orders', EXPIRY_SWEEP_MS, () => orders.expireUnpaid(now()), log),
    periodicJob('resume-paused-outlets', RESUME_SWEEP_MS, () => ordering.resumeDue(), log),
    // Issue 21: gift cards bought for a later day become spendable at 09:00 on it; cards past their expiry end.
    periodicJob('activate-gift-cards', GIFT_CARD_SWEEP_MS, () => giftCardSchedule.activateDue(now()), log),
    periodicJob('expire-gift-cards', GIFT_CARD_SWEEP_MS, (signal) => giftCardSchedule.expireDue(now(), signal), log),
    { name: 'send-mail', start: mailSender.start, stop: mailSender.stop, runNow: mailSender.drain },
    periodicJob('retention-sweep', config.RETENTION_SWEEP_MINUTES * MINUTE_MS, (signal) => retention.sweep(signal), log),
  ];

  // The per-IP limits count in the database when several instances may share it (decision 009);
  // undefined keeps @fastify/rate-limit's in-memory store.
  const rateLimitStore =
    (config.RATE_LIMIT_STORE ?? (handle.kind === 'postgres' ? 'database' : 'memory')) === 'database'
      ? sharedRateLimitStore(createRateLimitsRepo(db), now)
      : undefined;

  // Issue 20: what the server-rendered storefront pages are drawn from, and when they must be drawn again.
  // The same services as the API's, over reads remembered until a catalogue or settings write is heard
  // (remembered-reads.ts); each outlet's state now is still worked out per page, from its full slots read afresh.
  const remember = createRememberedReads(menuCache.catalogueVersion);
  const storefrontStandings = outletStandings({ outletWeeks: remember('outlet weeks', checkoutRepo.outletWeeks), fullSlots: checkoutRepo.fullSlots }, now);
  const storefront = {
    views: createStorefrontViews({
      restaurants: createRestaurantsService({ listForTenant: remember('outlets', restaurantsRepo.listForTenant) }, storefrontStandings),
      appSettings: createAppSettingsService({ find: remember('settings', appSettingsRepo.find) }, tenants, paymentGateway, storefrontStandings),
      menu,
      offers: diner.offers,
      now,
    }),
    /** Every catalogue or settings write heard (0027's triggers): the page cache is emptied by it. */
    watchChanges: menuCache.watch,
  };

  return {
    provider,
    giftCardCodes,
    authenticator,
    rateLimitStore,
    diner,
    storefront,
    storefrontSeo,
    console: staffConsole,
    jobs,
    mailSender,
    /** Ends every live order stream, before the app waits for its requests to finish (streams never do). */
    endStreams: () => {
      orderChanges.endAll();
      menuChanges.endAll();
    },
    /** Stops the listeners, once the app has finished its requests. */
    async close(): Promise<void> {
      menuChanges.close();
      await menuCache.close();
      await orderChanges.close();
    },
  };
}
export type Services = Awaited<ReturnType<typeof createServices>>;
export type DinerServices = Services['diner'];
export type ConsoleServices = Services['console'];
