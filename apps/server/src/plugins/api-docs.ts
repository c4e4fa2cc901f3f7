import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export interface ApiRoute {
  method: string;
  url: string;
}

/**
 * The API describes itself (issue 8): an OpenAPI 3.1 document generated from the routes' own contract
 * schemas at /api/openapi.json, and a reference page at /api/docs. Registered before the API, so it
 * sees every route; answers the list of API routes registered, which a test holds to the document.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<ApiRoute[]> {
  const routes: ApiRoute[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const hidden = (route.schema as { hide?: boolean } | undefined)?.hide === true;
    if (!route.url.startsWith('/api/') || hidden) return;
    for (const method of methods) if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url: route.url });
  });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Crust API',
        version: '1.0.0',
        description:
          'Online ordering for multi-outlet restaurants: outlets, menus, carts, accounts and wishlists. Amounts are integer cents. ' +
          'Errors are `{ "error": { "code", "message" } }`. Calls that need a diner take `Authorization: Bearer <token>` (a guest or user session).',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'A guest or user session token.' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  // The page's script and style are files of its own; staticCSP lets them run under our strict CSP.
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Without the upgrade directive (a storefront served over plain http, a newcomer's localhost, must
    // load the page's files), and with inline styles, which the page sets as the storefront's toasts do.
    transformStaticCSP: (header) => header.replace(/upgrade-insecure-requests;?\s*/, '').replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'"),
    uiConfig: { docExpansion: 'list' },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  return routes;
}
