import {
  consoleCouponResponseSchema,
  consoleCouponsResponseSchema,
  couponParamsSchema,
  couponRequestSchema,
  couponsQuerySchema,
  couponUsesQuerySchema,
  couponUsesResponseSchema,
} from '@crust/contract/console-coupons';
import { apiErrorSchema } from '@crust/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffAuthenticator } from '../../plugins/staff-authenticate.ts';
import type { ConsoleCouponsService } from './console-coupons.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const couponAnswer = { 200: consoleCouponResponseSchema, 409: apiErrorSchema, ...errors };

export interface ConsoleCouponsRoutesOptions {
  service: ConsoleCouponsService;
  staffAuth: StaffAuthenticator;
}

/** Issue 10: the tenant's coupons, for managers and owners (the service decides which coupons each may change). */
export const consoleCouponsRoutes: FastifyPluginAsyncZod<ConsoleCouponsRoutesOptions> = async (app, { service, staffAuth }) => {
  const coupon = { params: couponParamsSchema };

  app.get('/coupons', { schema: { querystring: couponsQuerySchema, response: { 200: consoleCouponsResponseSchema, ...errors } } }, async (request) => {
    const session = await staffAuth.requireRole(request, 'manager');
    return { data: await service.list(session, request.query) };
  });

  app.post(
    '/coupons',
    { schema: { body: couponRequestSchema, response: { 201: consoleCouponResponseSchema, 409: apiErrorSchema, ...errors } } },
    async (request, reply) => {
      const session = await staffAuth.requireRole(request, 'manager');
      return reply.code(201).send({ data: await service.create(session, request.body) });
    },
  );

  app.put('/coupons/:couponId', { schema: { ...coupon, body: couponRequestSchema, response: couponAnswer } }, async (request) => {
    const session = await staffAuth.requireRole(request, 'manager');
    return { data: await service.update(session, request.params.couponId, request.body) };
  });

  app.post('/coupons/:couponId/disable', { schema: { ...coupon, response: couponAnswer } }, async (request) => {
    const session = await staffAuth.requireRole(request, 'manager');
    return { data: await service.disable(session, request.params.couponId) };
  });

  app.post('/coupons/:couponId/enable', { schema: { ...coupon, response: couponAnswer } }, async (request) => {
    const session = await staffAuth.requireRole(request, 'manager');
    return { data: await service.enable(session, request.params.couponId) };
  });

  app.get(
    '/coupons/:couponId/uses',
    { schema: { ...coupon, querystring: couponUsesQuerySchema, response: { 200: couponUsesResponseSchema, ...errors } } },
    async (request) => {
      const session = await staffAuth.requireRole(request, 'manager');
      return { data: await service.uses(session, request.params.couponId, request.query) };
    },
  );
};
