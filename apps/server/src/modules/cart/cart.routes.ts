import {
  addToCartBodySchema,
  cartLineParamsSchema,
  cartQuerySchema,
  cartResponseSchema,
  clearCartBodySchema,
  updateCartBodySchema,
} from '@crust/contract/cart';
import { apiErrorSchema } from '@crust/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Authenticator } from '../../plugins/authenticate.ts';
import type { CartService } from './cart.service.ts';

const responses = {
  200: cartResponseSchema,
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  429: apiErrorSchema,
};

/** Spec §7's five cart calls. Every one needs a bearer session: the cart is the token's owner's. */
export const cartRoutes: FastifyPluginAsyncZod<{ service: CartService; authenticator: Authenticator }> = async (app, { service, authenticator }) => {
  app.get('/v2/cart', { schema: { querystring: cartQuerySchema, response: responses } }, async (request) => ({
    data: await service.get(await authenticator.require(request), request.query),
  }));

  app.post('/v2/cart', { schema: { body: addToCartBodySchema, response: responses } }, async (request) => ({
    data: await service.add(await authenticator.require(request), request.body),
  }));

  app.put('/cart/update-cart', { schema: { body: updateCartBodySchema, response: responses } }, async (request) => ({
    data: await service.update(await authenticator.require(request), request.body),
  }));

  // Registered before /v2/cart/:id is matched: Fastify prefers the static segment.
  app.delete('/v2/cart/clear', { schema: { body: clearCartBodySchema, response: responses } }, async (request) => ({
    data: await service.clear(await authenticator.require(request), request.body),
  }));

  app.delete('/v2/cart/:id', { schema: { params: cartLineParamsSchema, response: responses } }, async (request) => ({
    data: await service.remove(await authenticator.require(request), request.params.id),
  }));
};
