import type { FastifyPluginAsync } from 'fastify';
import type { StorefrontSeoService } from './storefront-seo.service.ts';

/** Crawlers read both often; an hour keeps a new outlet or menu from waiting long. */
const ONE_HOUR = 'public, max-age=3600';

/**
 * /sitemap.xml and /robots.txt (issue 20), beside the storefront's files rather than in the API: a
 * crawler looks for them at the root. Registered before the static files, so they win over a built file.
 */
export const storefrontSeoRoutes: FastifyPluginAsync<{ service: StorefrontSeoService }> = async (app, { service }) => {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('cache-control', ONE_HOUR)
      .type('application/xml; charset=utf-8')
      .send(await service.sitemap()),
  );
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', ONE_HOUR).type('text/plain; charset=utf-8').send(service.robots()),
  );
};
