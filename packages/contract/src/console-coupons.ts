import { z } from 'zod';
import { couponCodeSchema } from './cart.ts';
import { requestInstantSchema } from './dates.ts';
import { dataEnvelope, idSchema } from './envelope.ts';
import { centsSchema } from './menu.ts';
import { textSchema } from './text.ts';

// Issue 10: managers create, edit, disable and enable the tenant's coupons and see their uses. The
// rules are the cart's (server pricing): what this accepts, the cart can apply.

export const COUPON_KIND_NAMES = ['percent', 'fixed', 'buy_x_get_y'] as const;
export const COUPON_SCOPE_NAMES = ['order', 'categories', 'products'] as const;
export const COUPON_PAYMENT_NAMES = ['any', 'online', 'cash_on_delivery'] as const;

const positiveCount = z.number().int().min(1).max(100_000);
const idsSchema = z
  .array(idSchema)
  .max(500)
  .transform((ids) => [...new Set(ids)]);
const instantSchema = z.iso.datetime({ offset: true });

/**
 * POST /api/console/coupons and PUT …/coupons/{couponId} body (PUT replaces the definition whole).
 * `value` is a percent (1–100) for `percent`, cents (at least 1) for `fixed`, and unused (0) for
 * `buy_x_get_y`, which needs buy_quantity, get_quantity and free_product_id.
 */
export const couponRequestSchema = z
  .strictObject({
    /** null: an automatic coupon, applied whenever its conditions hold. Stored upper case. */
    code: couponCodeSchema.nullable(),
    name: textSchema(100).min(1, 'Name the coupon'),
    kind: z.enum(COUPON_KIND_NAMES),
    value: z.number().int().min(0).max(10_000_000).default(0),
    scope: z.enum(COUPON_SCOPE_NAMES).default('order'),
    /** Master category ids (scope `categories`). */
    category_ids: idsSchema.default([]),
    /** Master product ids (scope `products`). */
    product_ids: idsSchema.default([]),
    /** Cents the subtotal must reach. */
    min_order: centsSchema.max(10_000_000).default(0),
    valid_from: requestInstantSchema.nullable().default(null),
    valid_until: requestInstantSchema.nullable().default(null),
    usage_limit_total: positiveCount.nullable().default(null),
    usage_limit_per_customer: positiveCount.nullable().default(null),
    payment: z.enum(COUPON_PAYMENT_NAMES).default('any'),
    buy_quantity: z.number().int().min(0).max(100).default(0),
    get_quantity: z.number().int().min(0).max(100).default(0),
    free_product_id: idSchema.nullable().default(null),
    /** The one outlet it applies at; null: every outlet of the tenant. */
    restaurant_id: idSchema.nullable().default(null),
    /** Issue 18 point 12: a code listed on the storefront's /deals (automatic offers are listed anyway). */
    is_public: z.boolean().default(false),
  })
  .superRefine((coupon, context) => {
    const problem = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (coupon.kind === 'percent' && (coupon.value < 1 || coupon.value > 100)) problem('value', 'A percent coupon takes 1 to 100 percent off');
    if (coupon.kind === 'fixed' && coupon.value < 1) problem('value', 'A fixed coupon takes at least 1 cent off');
    if (coupon.kind === 'buy_x_get_y') {
      if (coupon.value !== 0) problem('value', 'A buy-X-get-Y coupon has no value: it gives free_product_id away');
      if (coupon.buy_quantity < 1) problem('buy_quantity', 'Buy at least 1 item');
      if (coupon.get_quantity < 1) problem('get_quantity', 'Give at least 1 item');
      if (coupon.free_product_id === null) problem('free_product_id', 'Name the product given away');
    }
    if (coupon.scope === 'categories' && coupon.category_ids.length === 0) problem('category_ids', 'Name the categories it applies to');
    if (coupon.scope === 'products' && coupon.product_ids.length === 0) problem('product_ids', 'Name the products it applies to');
    if (coupon.valid_from && coupon.valid_until && Date.parse(coupon.valid_until) <= Date.parse(coupon.valid_from))
      problem('valid_until', 'valid_until must be after valid_from');
  });
export type CouponRequest = z.infer<typeof couponRequestSchema>;

/** A coupon as the console lists it. */
export const consoleCouponSchema = z.object({
  id: z.number().int().positive(),
  code: z.string().nullable(),
  name: z.string(),
  kind: z.enum(COUPON_KIND_NAMES),
  value: z.number().int(),
  scope: z.enum(COUPON_SCOPE_NAMES),
  category_ids: z.array(z.number().int()),
  product_ids: z.array(z.number().int()),
  min_order: centsSchema,
  valid_from: instantSchema.nullable(),
  valid_until: instantSchema.nullable(),
  usage_limit_total: z.number().int().nullable(),
  usage_limit_per_customer: z.number().int().nullable(),
  /** Orders that used it and stand (a cancelled or rejected order gives its use back). */
  used_count: z.number().int().nonnegative(),
  payment: z.enum(COUPON_PAYMENT_NAMES),
  buy_quantity: z.number().int(),
  get_quantity: z.number().int(),
  free_product_id: z.number().int().nullable(),
  restaurant_id: z.number().int().nullable(),
  disabled: z.boolean(),
  is_public: z.boolean(),
});
export type ConsoleCoupon = z.infer<typeof consoleCouponSchema>;
export const consoleCouponResponseSchema = dataEnvelope(consoleCouponSchema);
export const consoleCouponsResponseSchema = dataEnvelope(z.array(consoleCouponSchema));

/** GET /api/console/coupons query: with outlet_id, the coupons that apply there (its own and the tenant-wide ones). */
export const couponsQuerySchema = z.object({ outlet_id: idSchema.optional() });
export type CouponsQuery = z.infer<typeof couponsQuerySchema>;

export const couponParamsSchema = z.object({ couponId: idSchema });

/** GET …/coupons/{couponId}/uses query: newest first. */
export const couponUsesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(50),
});
export type CouponUsesQuery = z.infer<typeof couponUsesQuerySchema>;

export const couponUseSchema = z.object({
  used_at: instantSchema,
  /** null for a use recorded without an order. */
  order_id: z.string().nullable(),
  order_number: z.number().int().nullable(),
  restaurant_id: z.number().int().nullable(),
  customer_email: z.string().nullable(),
  customer_phone: z.string().nullable(),
});
export type CouponUse = z.infer<typeof couponUseSchema>;
export const couponUsesResponseSchema = dataEnvelope(
  z.object({ uses: z.array(couponUseSchema), page: z.number().int(), per_page: z.number().int(), total: z.number().int().nonnegative() }),
);
export type CouponUsesResponse = z.infer<typeof couponUsesResponseSchema>;
