import { apiErrorSchema } from '@crust/contract/errors';
import { addToWishlistRequestSchema, wishlistItemParamsSchema, wishlistResponseSchema } from '@crust/contract/wishlist';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Authenticator } from '../../plugins/authenticate.ts';
import type { WishlistService } from './wishlist.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };
const ok = { 200: wishlistResponseSchema, ...errors };

/** Spec §7's four wishlist calls, paths to the letter. Logged-in diners only: a guest gets 403 login_required. */
export const wishlistRoutes: FastifyPluginAsyncZod<{ service: WishlistService; authenticator: Authenticator }> = async (app, { service, authenticator }) => {
  // Answers leave as plain JSON, as the cart's do (its routes say why): the repository builds them in
  // the contract's shape, and the tests hold every answer to wishlistResponseSchema key for key.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  app.get('/get-wishlist', { schema: { response: ok } }, async (request) => ({ data: await service.list(await authenticator.requireUser(request)) }));

  app.post('/add-to-wishlist', { schema: { body: addToWishlistRequestSchema, response: { ...ok, 201: wishlistResponseSchema } } }, async (request, reply) => {
    const session = await authenticator.requireUser(request);
    return reply.code(201).send({ data: await service.add(session, request.body) });
  });

  app.delete('/wishlist/:id', { schema: { params: wishlistItemParamsSchema, response: ok } }, async (request) => ({
    data: await service.remove(await authenticator.requireUser(request), request.params.id),
  }));

  // A GET that empties (spec §7 names it so); it changes only the caller's own wishlist.
  app.get('/empty-wishlist', { schema: { response: ok } }, async (request) => ({ data: await service.clear(await authenticator.requireUser(request)) }));
};
