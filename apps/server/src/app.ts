import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import type { Config } from './env.ts';
import { notFound, tooManyRequests } from './lib/http-error.ts';
import { appSettingsRoutes } from './modules/app-settings/app-settings.routes.ts';
import { createAppSettingsRepo } from './modules/app-settings/app-settings.repo.ts';
import { createAppSettingsService } from './modules/app-settings/app-settings.service.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { addressesRoutes } from './modules/addresses/addresses.routes.ts';
import { createAddressesRepo } from './modules/addresses/addresses.repo.ts';
import { createAddressesService } from './modules/addresses/addresses.service.ts';
import { createAccountsRepo } from './modules/accounts/accounts.repo.ts';
import { createAccountsService } from './modules/accounts/accounts.service.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthRepo } from './modules/auth/auth.repo.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { createCartRepo } from './modules/cart/cart.repo.ts';
import { createCartService } from './modules/cart/cart.service.ts';
import { menuCatalogueSource } from './modules/catalogue/menu-catalogue-source.ts';
import { createMenuCache } from './modules/menu/menu-cache.ts';
import { createCheckoutRepo } from './modules/checkout/checkout.repo.ts';
import { checkoutRoutes } from './modules/checkout/checkout.routes.ts';
import { createCheckoutService } from './modules/checkout/checkout.service.ts';
import { createOrderChanges } from './modules/orders/order-changes.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { createOrdersService, type OrdersService } from './modules/orders/orders.service.ts';
import { createOrderPlacement } from './modules/orders/place-order.ts';
import { createTestProvider } from './modules/payments/payment-provider.ts';
import { createStripeClient, createStripeProvider } from './modules/payments/stripe-provider.ts';
import { stripeWebhookRoutes } from './modules/payments/stripe-webhook.routes.ts';
import { createStripeWebhookService } from './modules/payments/stripe-webhook.service.ts';
import { testProviderRoutes } from './modules/payments/test-provider.routes.ts';
import { menuRoutes } from './modules/menu/menu.routes.ts';
import { createMailSender } from './modules/mail/mail-sender.ts';
import { createMailTransport } from './modules/mail/mail-transport.ts';
import { createMailRepo } from './modules/mail/mail.repo.ts';
import { createMenuRepo } from './modules/menu/menu.repo.ts';
import { createMenuService } from './modules/menu/menu.service.ts';
import { restaurantsRoutes } from './modules/restaurants/restaurants.routes.ts';
import { createRestaurantsRepo } from './modules/restaurants/restaurants.repo.ts';
import { createRestaurantsService } from './modules/restaurants/restaurants.service.ts';
import { createTenantsRepo } from './modules/tenants/tenants.repo.ts';
import { cachedSessionLookup, createAuthenticator } from './plugins/authenticate.ts';
import { createStaffAuthenticator } from './plugins/staff-authenticate.ts';
import { consoleApi } from './console-api.ts';
import { createStaffSessionsRepo } from './modules/staff/staff-sessions.repo.ts';
import { createWishlistCache, uncachedWishlists } from './modules/wishlist/wishlist-cache.ts';
import { createWishlistRepo } from './modules/wishlist/wishlist.repo.ts';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes.ts';
import { createWishlistService } from './modules/wishlist/wishlist.service.ts';
import { registerApiDocs, type ApiRoute } from './plugins/api-docs.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { listenForSessionEndings } from './plugins/session-endings.ts';
import { registerStaticFiles } from './plugins/static-files.ts';

export interface CreateAppOptions {
  config: Config;
  /** An open database; when left out the app opens one from the config and closes it on shutdown. */
  database?: DatabaseHandle;
  /** The accounts' clock (code expiry, lockouts): tests move it instead of waiting. */
  now?: () => Date;
}

/** A hop count trusts the nearest N proxies (Fastify's numeric option, which its types do not list). */
const trustProxyOption = (trust: Config['TRUST_PROXY']) => (typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust);

const SESSION_CACHE = { ttlMs: 5000, maxEntries: 50_000 };
/** Wishlists remembered on PGlite: a few dozen items each, so ten thousand diners stay a few megabytes. */
const WISHLIST_CACHE_ENTRIES = 10_000;
const DAY_MS = 86_400_000;
const EXPIRY_SWEEP_MS = 60_000;

/** What Stripe's Payment Element loads (its script, its frames) and calls, allowed only when Stripe takes the payments. */
const STRIPE_SOURCES = { script: ['https://js.stripe.com'], frame: ['https://js.stripe.com', 'https://hooks.stripe.com'], connect: ['https://api.stripe.com'] };

/** Scripts only from our origin (and Stripe's, with Stripe; no 'unsafe-inline'); inline styles are allowed because toasts inject them. */
const contentSecurityPolicy = (withStripe: boolean) => {
  const stripe = (sources: string[]) => (withStripe ? sources : []);
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...stripe(STRIPE_SOURCES.script)],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...stripe(STRIPE_SOURCES.connect)],
      frameSrc: ["'self'", ...stripe(STRIPE_SOURCES.frame)],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  };
};

/**
 * Builds the server in the fastify/demo order: external plugins (helmet), the error handler, the
 * API (rate limit, then modules), then static files. It does not listen; main.ts and tests do that.
 */
export async function createApp({ config, database, now }: CreateAppOptions) {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, redact: ['req.headers.authorization'] },
    bodyLimit: config.BODY_LIMIT,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const handle = database ?? (await openDatabase(config));
  // The database is closed last, after Fastify has let in-flight requests finish (graceful shutdown).
  if (!database) app.addHook('onClose', async () => handle.close());

  // Card payments go through Stripe when it is configured, else through the built-in test provider (never in live mode: env.ts).
  const stripe = createStripeClient(config);
  const paymentProvider = stripe ? createStripeProvider(stripe) : createTestProvider();

  await app.register(fastifyHelmet, { contentSecurityPolicy: contentSecurityPolicy(stripe !== null) });
  registerErrorHandler(app);
  const apiRoutes = await registerApiDocs(app);
  app.decorate('apiRoutes', apiRoutes);

  const tenants = createTenantsRepo(handle.db);
  const authRepo = createAuthRepo(handle.db);
  const accountsRepo = createAccountsRepo(handle.db);
  // Sessions found are trusted for a few seconds, and forgotten as soon as any instance ends them.
  // PGlite lives in this one process: it is the only server, so its user sessions may be remembered too.
  const sessionCache = cachedSessionLookup((tokenHash) => authRepo.findSession(tokenHash), { ...SESSION_CACHE, rememberUsers: handle.kind === 'pglite' });
  const sessionEnded = await listenForSessionEndings(handle.listen, sessionCache);
  const authenticator = createAuthenticator(sessionCache, {
    ttlMs: config.SESSION_TTL_DAYS * DAY_MS,
    everyMs: DAY_MS,
    extend: (tokenHash, expiresAt) => accountsRepo.extendSession(tokenHash, expiresAt),
  });
  // The menu cache LISTENs for catalogue writes from any process (decision 002); it stops with the app.
  const menuCache = await createMenuCache(handle.listen, app.log);
  app.addHook('onClose', () => menuCache.close());
  // The mail queue's sender (decision 004) runs beside the API; it stops before anything closes,
  // after finishing the mail it is sending. Unsent mail stays queued for the next start.
  const mailSender = createMailSender({
    repo: createMailRepo(handle.db),
    transport: createMailTransport(config, app.log),
    listen: handle.listen,
    config,
    log: app.log,
  });
  await mailSender.start();
  app.addHook('preClose', () => mailSender.stop());
  app.decorate('mailSender', mailSender);
  // Orders change status through this service only (its state machine); until the staff console
  // (issue 10) drives them, the tests move orders along through app.orders.
  const clock = now ?? (() => new Date());
  const menuService = createMenuService(createMenuRepo(handle.db), tenants, menuCache);
  const cartRepo = createCartRepo(handle.db);
  const cartService = createCartService(cartRepo, menuCatalogueSource(menuService, cartRepo.activeCoupons), { maxLines: config.CART_MAX_LINES });
  const ordersService = createOrdersService(handle.db, paymentProvider, cartService.addChosen);
  app.decorate('orders', ordersService);
  // Live order streams LISTEN for status changes made on any instance (migration 0011).
  const orderChanges = await createOrderChanges(handle.listen, app.log);
  app.addHook('preClose', async () => orderChanges.endAll());
  app.addHook('onClose', () => orderChanges.close());
  // Unpaid card orders give their slot and coupon uses back after 30 minutes; every instance sweeps
  // (the state machine's conditional update makes a race between two sweeps harmless).
  const expirySweep = setInterval(() => {
    ordersService.expireUnpaid(clock()).catch((error: unknown) => app.log.error({ err: error }, 'expiring unpaid orders failed'));
  }, EXPIRY_SWEEP_MS);
  expirySweep.unref();
  app.addHook('onClose', () => clearInterval(expirySweep));

  await app.register(
    async (api) => {
      // Registered inside the /api scope so it limits the API only, not the storefront's files.
      await api.register(fastifyRateLimit, {
        max: config.RATE_LIMIT_MAX,
        timeWindow: '1 minute',
        errorResponseBuilder: (_request, context) => tooManyRequests(`Too many requests: try again in ${context.after}.`),
      });
      await api.register(healthRoutes);
      await api.register(restaurantsRoutes, { service: createRestaurantsService(createRestaurantsRepo(handle.db)) });
      await api.register(appSettingsRoutes, {
        service: createAppSettingsService(createAppSettingsRepo(handle.db), tenants, {
          provider: paymentProvider.name,
          mode: config.PAYMENT_MODE,
          publishable_key: stripe ? config.STRIPE_PUBLISHABLE_KEY! : null,
        }),
      });
      await api.register(menuRoutes, { service: menuService });
      await api.register(cartRoutes, { service: cartService, authenticator });
      const checkoutRepo = createCheckoutRepo(handle.db);
      await api.register(checkoutRoutes, { service: createCheckoutService({ repo: checkoutRepo, cartOf: cartService.ofSession, now }), authenticator });
      await api.register(ordersRoutes, {
        service: ordersService,
        changes: orderChanges,
        place: createOrderPlacement({
          db: handle.db,
          provider: paymentProvider,
          checkoutRepo,
          quoteCart: cartService.quoteForOrder,
          now: clock,
        }),
        authenticator,
      });
      await api.register(authRoutes, {
        service: createAuthService(authRepo, tenants),
        authenticator,
        guestRateLimitMax: config.GUEST_RATE_LIMIT_MAX,
      });
      await api.register(accountsRoutes, {
        service: createAccountsService({ repo: accountsRepo, tenants, db: handle.db, config, sessionEnded, now }),
        authenticator,
        authRateLimitMax: config.AUTH_RATE_LIMIT_MAX,
      });
      // Only the provider in use answers: a test payment left from before a switch to Stripe can never be confirmed with a test card.
      if (stripe) {
        const webhooks = createStripeWebhookService({ db: handle.db, stripe, provider: paymentProvider, webhookSecret: config.STRIPE_WEBHOOK_SECRET! });
        await api.register(stripeWebhookRoutes, { service: webhooks });
      } else await api.register(testProviderRoutes, { db: handle.db, provider: paymentProvider, now: clock });
      await api.register(addressesRoutes, { service: createAddressesService(createAddressesRepo(handle.db)), authenticator });
      // With PGlite this process is the only server, so it sees every wishlist and catalogue write: reads may be remembered.
      const wishlists =
        handle.kind === 'pglite'
          ? createWishlistCache({ catalogueVersion: menuCache.catalogueVersion, maxEntries: WISHLIST_CACHE_ENTRIES })
          : uncachedWishlists;
      await api.register(wishlistRoutes, { service: createWishlistService(createWishlistRepo(handle.db), wishlists), authenticator });
      // The restaurant's console (issue 10): staff sessions of their own, checked for role and outlet on every call.
      const staffSessions = createStaffSessionsRepo(handle.db);
      await api.register(consoleApi, {
        prefix: '/console',
        handle,
        staffAuth: createStaffAuthenticator(staffSessions.findSession, staffSessions.outletTenant),
        orders: ordersService,
        orderChanges,
        menuCache,
        provider: paymentProvider,
        config,
        now: clock,
      });
      // A catch-all route rather than a not-found handler: it outranks the storefront's `/*` file
      // route, so /api/* never falls through to index.html, and it counts against the rate limit.
      const unknownApiPath = async (request: FastifyRequest) => {
        throw notFound(`No API route for ${request.method} ${request.url.split('?')[0]}`);
      };
      api.all('/', { schema: { hide: true } }, unknownApiPath);
      api.all('/*', { schema: { hide: true } }, unknownApiPath);
    },
    { prefix: '/api' },
  );

  await registerStaticFiles(app, { webDistDir: config.WEB_DIST_DIR, uploadsDir: config.UPLOADS_DIR });
  return app;
}

export type App = Awaited<ReturnType<typeof createApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route registered (method and path), for the test that holds them to the OpenAPI document. */
    apiRoutes: ApiRoute[];
    orders: OrdersService;
  }
}
