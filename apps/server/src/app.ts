import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyRequest } from 'fastify';
import type { DestinationStream } from 'pino';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createServices } from './composition.ts';
import { consoleApi } from './console-api.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import type { Config } from './env.ts';
import { notFound, tooManyRequests } from './lib/http-error.ts';
import { loggerOptions } from './lib/logger-options.ts';
import { imagesDirOf } from './lib/uploaded-images.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { addressesRoutes } from './modules/addresses/addresses.routes.ts';
import { appSettingsRoutes } from './modules/app-settings/app-settings.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { checkoutRoutes } from './modules/checkout/checkout.routes.ts';
import { giftCardPurchasesRoutes } from './modules/gift-cards/gift-card-purchases.routes.ts';
import { giftCardsRoutes } from './modules/gift-cards/gift-cards.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import type { MailSender } from './modules/mail/mail-sender.ts';
import { menuRoutes } from './modules/menu/menu.routes.ts';
import { offersRoutes } from './modules/offers/offers.routes.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import type { OrdersService } from './modules/orders/orders.service.ts';
import { stripeWebhookRoutes } from './modules/payments/stripe-webhook.routes.ts';
import { testProviderRoutes } from './modules/payments/test-provider.routes.ts';
import { restaurantsRoutes } from './modules/restaurants/restaurants.routes.ts';
import { storefrontSeoRoutes } from './modules/storefront-seo/storefront-seo.routes.ts';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes.ts';
import { registerApiDocs, type ApiRoute } from './plugins/api-docs.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerJobs } from './plugins/jobs.ts';
import { loadStorefrontPages } from './modules/storefront-pages/load-storefront-pages.ts';
import { pageStructuredData } from './modules/storefront-pages/page-structured-data.ts';
import type { StorefrontPages } from './modules/storefront-pages/storefront-pages.ts';
import { registerStaticFiles } from './plugins/static-files.ts';

export interface CreateAppOptions {
  config: Config;
  /** An open database; when left out the app opens one from the config and closes it on shutdown. */
  database?: DatabaseHandle;
  /** The app's clock for every time rule (codes, lockouts, slots, payment windows, retention): tests move it instead of waiting. */
  now?: () => Date;
  /** Where the log's JSON lines go (standard output when left out): tests read what would be logged. */
  logStream?: DestinationStream;
}

/** A hop count trusts the nearest N proxies (Fastify's numeric option, which its types do not list). */
const trustProxyOption = (trust: Config['TRUST_PROXY']) => (typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust);

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
 * Builds the server in the fastify/demo order: the services (composition.ts), external plugins
 * (helmet), the error handler, the jobs, the API (rate limit, then modules), then static files. It
 * does not listen; main.ts and tests do that.
 */
export async function createApp({ config, database, now = () => new Date(), logStream }: CreateAppOptions) {
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, logStream),
    bodyLimit: config.BODY_LIMIT,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
  }).withTypeProvider<ZodTypeProvider>();
  // Fastify has no option for it: Node's own server drops connections past the most (issue 17).
  app.server.maxConnections = config.MAX_CONNECTIONS;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const handle = database ?? (await openDatabase(config));
  // The database is closed last, after Fastify has let in-flight requests finish (graceful shutdown).
  if (!database) app.addHook('onClose', async () => handle.close());

  const services = await createServices({ config, handle, log: app.log, now });
  app.addHook('preClose', async () => services.endStreams());
  app.addHook('onClose', () => services.close());

  await app.register(fastifyHelmet, { contentSecurityPolicy: contentSecurityPolicy(services.provider.name === 'stripe') });
  registerErrorHandler(app);
  const apiRoutes = await registerApiDocs(app);
  app.decorate('apiRoutes', apiRoutes);
  registerJobs(app, services.jobs);
  // Tests move orders along through app.orders and read the mail sent through app.mailSender.
  app.decorate('orders', services.diner.orders);
  app.decorate('mailSender', services.mailSender);

  const { diner, authenticator } = services;
  await app.register(
    async (api) => {
      // Registered inside the /api scope so it limits the API only, not the storefront's files.
      await api.register(fastifyRateLimit, {
        max: config.RATE_LIMIT_MAX,
        timeWindow: '1 minute',
        store: services.rateLimitStore,
        errorResponseBuilder: (_request, context) => tooManyRequests(`Too many requests: try again in ${context.after}.`),
      });
      await api.register(healthRoutes);
      await api.register(restaurantsRoutes, { service: diner.restaurants });
      await api.register(appSettingsRoutes, { service: diner.appSettings });
      await api.register(menuRoutes, { service: diner.menu, changes: diner.menuChanges, streams: diner.menuStreams });
      await api.register(offersRoutes, { service: diner.offers });
      await api.register(cartRoutes, { service: diner.cart, authenticator });
      await api.register(checkoutRoutes, { service: diner.checkout, authenticator });
      await api.register(ordersRoutes, {
        service: diner.orders,
        changes: diner.orderChanges,
        streams: diner.streams,
        place: diner.placement,
        authenticator,
        authRateLimitMax: config.AUTH_RATE_LIMIT_MAX,
      });
      await api.register(authRoutes, { service: diner.auth, authenticator, guestRateLimitMax: config.GUEST_RATE_LIMIT_MAX });
      await api.register(accountsRoutes, { service: diner.accounts, authenticator, authRateLimitMax: config.AUTH_RATE_LIMIT_MAX });
      // Only the provider in use answers: a test payment left from before a switch to Stripe can never be confirmed with a test card.
      if (diner.payments.provider === 'stripe') await api.register(stripeWebhookRoutes, { service: diner.payments.webhook });
      else await api.register(testProviderRoutes, { service: diner.payments.testCards });
      await api.register(addressesRoutes, { service: diner.addresses, authenticator });
      await api.register(wishlistRoutes, { service: diner.wishlist, authenticator });
      await api.register(giftCardPurchasesRoutes, { service: diner.giftCardPurchases, authenticator });
      await api.register(giftCardsRoutes, { service: diner.giftCards, authenticator });
      await api.register(consoleApi, {
        prefix: '/console',
        services: services.console,
        authRateLimitMax: config.AUTH_RATE_LIMIT_MAX,
        imageUploadMaxBytes: config.IMAGE_UPLOAD_MAX_BYTES,
        catalogueImportMaxBytes: config.CATALOGUE_IMPORT_MAX_BYTES,
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

  // Before the static files: the server's own sitemap and robots.txt, never a built file of that name.
  await app.register(storefrontSeoRoutes, { service: services.storefrontSeo });
  await registerStaticFiles(app, {
    webDistDir: config.WEB_DIST_DIR,
    uploadsDir: config.UPLOADS_DIR,
    imagesDir: imagesDirOf(config.DATA_DIR),
    storefrontPages: (indexHtml) =>
      loadStorefrontPages(indexHtml, { config, storefront: services.storefront, structuredData: pageStructuredData(services.storefrontSeo), log: app.log }),
  });
  return app;
}

export type App = Awaited<ReturnType<typeof createApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route registered (method and path), for the test that holds them to the OpenAPI document. */
    apiRoutes: ApiRoute[];
    orders: OrdersService;
    /** The app's mail sender: tests drain it to read what was sent. */
    mailSender: MailSender;
    /** The server-rendered storefront (issue 20), or null when the plain SPA is served. */
    storefrontPages: StorefrontPages | null;
  }
}
