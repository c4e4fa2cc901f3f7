import {
  addToCartBodySchema,
  cartLineParamsSchema,
  cartQuerySchema,
  cartResponseSchema,
  clearCartBodySchema,
  replaceCartItemBodySchema,
  updateCartBodySchema,
} from '@crust/contract/cart';
import { apiErrorSchema } from '@crust/contract/errors';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthSession, Authenticator } from '../../plugins/authenticate.ts';
import type { CartService } from './cart.service.ts';

const responses = {
  200: cartResponseSchema,
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  /** A product outside its daypart schedules, added now (issue 19: not_available_now). */
  409: apiErrorSchema,
  /** A dish served only at a table, added without one (issue 17). */
  422: apiErrorSchema,
  429: apiErrorSchema,
};

/** Spec §7's five cart calls, and replacing a line (issue 18). Every one needs a bearer session: the cart is the token's owner's. */
export const cartRoutes: FastifyPluginAsyncZod<{ service: CartService; authenticator: Authenticator }> = async (app, { service, authenticator }) => {
  // Answers leave as plain JSON, not re-validated against their schema on every request: that check
  // cost about a sixth of a cart add (issue #4's bench). cart-view.ts builds them as the contract's
  // Cart type and every cart test holds each answer to cartResponseSchema, key for key; the schemas
  // below still declare every response. Error bodies come from the one error handler.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  // Who asks is settled before the body is parsed or validated: a caller without a session gets 401,
  // never a validation message about a cart it may not touch (issue #4).
  const sessions = new WeakMap<FastifyRequest, AuthSession>();
  app.addHook('onRequest', async (request) => {
    sessions.set(request, await authenticator.require(request));
  });
  const sessionOf = (request: FastifyRequest): AuthSession => {
    const session = sessions.get(request);
    if (!session) throw new Error('Cart route reached without its onRequest session');
    return session;
  };

  app.get('/v2/cart', { schema: { querystring: cartQuerySchema, response: responses } }, async (request) => ({
    data: await service.get(sessionOf(request), request.query),
  }));

  app.post('/v2/cart', { schema: { body: addToCartBodySchema, response: responses } }, async (request) => ({
    data: await service.add(sessionOf(request), request.body),
  }));

  app.put('/cart/update-cart', { schema: { body: updateCartBodySchema, response: responses } }, async (request) => ({
    data: await service.update(sessionOf(request), request.body),
  }));

  // Issue 18 point 13: an edited line replaced in place (an extra call; the spec's five keep their shapes).
  app.put('/v2/cart/items/:id', { schema: { params: cartLineParamsSchema, body: replaceCartItemBodySchema, response: responses } }, async (request) => ({
    data: await service.replace(sessionOf(request), request.params.id, request.body),
  }));

  // Registered before /v2/cart/:id is matched: Fastify prefers the static segment.
  app.delete('/v2/cart/clear', { schema: { body: clearCartBodySchema, response: responses } }, async (request) => ({
    data: await service.clear(sessionOf(request), request.body),
  }));

  app.delete('/v2/cart/:id', { schema: { params: cartLineParamsSchema, response: responses } }, async (request) => ({
    data: await service.remove(sessionOf(request), request.params.id),
  }));
};
