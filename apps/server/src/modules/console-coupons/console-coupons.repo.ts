import type { ConsoleCoupon, CouponRequest, CouponUse } from '@crust/contract/console-coupons';
import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories } from '../../db/schema/categories.ts';
import { couponRedemptions, coupons } from '../../db/schema/coupons.ts';
import { orders } from '../../db/schema/orders.ts';
import { products } from '../../db/schema/products.ts';
import { restaurants } from '../../db/schema/restaurants.ts';

/** Which coupons, or which uses, a person may see: those at these outlets, or every one of the tenant. */
export type OutletReach = readonly number[] | 'all';

/** A coupon whose uses are limited keeps its count in used_count (orders.repo.ts spends and returns them). */
const isLimited = sql`(${coupons.usageLimitTotal} is not null or ${coupons.usageLimitPerCustomer} is not null)`;
/**
 * An unlimited coupon's uses are not counted on its row (no order locks it): its redemptions are every
 * use that stands. The names are spelled out: drizzle leaves a one-table select's columns unqualified,
 * and inside the subquery a bare "id" would be the redemption's.
 */
const usedCount = sql<number>`case when ${isLimited} then ${coupons.usedCount}
  else (select count(*)::int from coupon_redemptions r where r.coupon_id = coupons.id) end`;

const couponColumns = {
  id: coupons.id,
  code: coupons.code,
  name: coupons.name,
  kind: coupons.kind,
  value: coupons.value,
  scope: coupons.scope,
  category_ids: coupons.categoryIds,
  product_ids: coupons.productIds,
  min_order: coupons.minOrder,
  validFrom: coupons.validFrom,
  validUntil: coupons.validUntil,
  usage_limit_total: coupons.usageLimitTotal,
  usage_limit_per_customer: coupons.usageLimitPerCustomer,
  used_count: usedCount,
  payment: coupons.payment,
  buy_quantity: coupons.buyQuantity,
  get_quantity: coupons.getQuantity,
  free_product_id: coupons.freeProductId,
  restaurant_id: coupons.restaurantId,
  active: coupons.active,
  is_public: coupons.isPublic,
};
type CouponRow = Awaited<ReturnType<ReturnType<typeof selectCoupons>>>[number];
const selectCoupons = (db: Database) => () => db.select(couponColumns).from(coupons);

const couponView = ({ validFrom, validUntil, active, ...row }: CouponRow): ConsoleCoupon => ({
  ...row,
  valid_from: validFrom?.toISOString() ?? null,
  valid_until: validUntil?.toISOString() ?? null,
  disabled: !active,
});

/** The row a request describes. A buy-X-get-Y coupon gives an item away, so quantities and free product matter only to it. */
export const couponValues = (request: CouponRequest) => {
  const givesAway = request.kind === 'buy_x_get_y';
  return {
    code: request.code,
    name: request.name,
    kind: request.kind,
    value: givesAway ? 0 : request.value,
    scope: request.scope,
    categoryIds: request.scope === 'categories' ? request.category_ids : [],
    productIds: request.scope === 'products' ? request.product_ids : [],
    minOrder: request.min_order,
    validFrom: request.valid_from ? new Date(request.valid_from) : null,
    validUntil: request.valid_until ? new Date(request.valid_until) : null,
    usageLimitTotal: request.usage_limit_total,
    usageLimitPerCustomer: request.usage_limit_per_customer,
    payment: request.payment,
    buyQuantity: givesAway ? request.buy_quantity : 0,
    getQuantity: givesAway ? request.get_quantity : 0,
    freeProductId: givesAway ? request.free_product_id : null,
    restaurantId: request.restaurant_id,
    isPublic: request.is_public,
  };
};
export type CouponValues = ReturnType<typeof couponValues>;

const ofTenant = (tenantId: number, couponId: number) => and(eq(coupons.tenantId, tenantId), eq(coupons.id, couponId));
/** Tenant-wide coupons and those of the outlets reached. */
const reaching = (reach: OutletReach): SQL | undefined =>
  reach === 'all' ? undefined : or(isNull(coupons.restaurantId), inArray(coupons.restaurantId, [...reach]));

/**
 * The tenant's coupons as the console manages them. The cart reads them through its cached
 * catalogue; every write here fires the coupons triggers (migrations 0005 and 0012), which tell every
 * instance to drop the tenant's catalogues, and the service drops this instance's at once.
 */
export function createConsoleCouponsRepo(db: Database) {
  const select = selectCoupons(db);

  async function view(tx: Database, tenantId: number, couponId: number): Promise<ConsoleCoupon | null> {
    const [row] = await selectCoupons(tx)().where(ofTenant(tenantId, couponId));
    return row ? couponView(row) : null;
  }

  return {
    view: (tenantId: number, couponId: number) => view(db, tenantId, couponId),
    viewIn: view,

    async list(tenantId: number, reach: OutletReach): Promise<ConsoleCoupon[]> {
      const rows = await select()
        .where(and(eq(coupons.tenantId, tenantId), reaching(reach)))
        .orderBy(asc(coupons.id));
      return rows.map(couponView);
    },

    /** The coupon's row locked for a change; null when the tenant has no such coupon. */
    async lock(tx: Database, tenantId: number, couponId: number): Promise<{ restaurantId: number | null; limited: boolean } | null> {
      const [row] = await tx
        .select({ restaurantId: coupons.restaurantId, limited: sql<boolean>`${isLimited}` })
        .from(coupons)
        .where(ofTenant(tenantId, couponId))
        .for('update');
      return row ?? null;
    },

    async insert(tx: Database, tenantId: number, values: CouponValues): Promise<number> {
      const [row] = await tx
        .insert(coupons)
        .values({ tenantId, ...values })
        .returning({ id: coupons.id });
      return row!.id;
    },

    async update(tx: Database, couponId: number, values: Partial<CouponValues> & { active?: boolean }): Promise<void> {
      await tx.update(coupons).set(values).where(eq(coupons.id, couponId));
    },

    /**
     * Starts counting uses on the row of a coupon that was unlimited until now: its standing uses so
     * far. Under the row's lock, a statement of its own sees every placement that committed before it.
     */
    async countUses(tx: Database, couponId: number): Promise<void> {
      const [row] = await tx.select({ uses: count() }).from(couponRedemptions).where(eq(couponRedemptions.couponId, couponId));
      await tx.update(coupons).set({ usedCount: row!.uses }).where(eq(coupons.id, couponId));
    },

    /** The tenant's outlets, every one (a tenant-wide coupon applies at each, open or not). */
    outletIds: async (tx: Database, tenantId: number): Promise<number[]> =>
      (await tx.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.tenantId, tenantId))).map((row) => row.id),

    /** Which of these ids are not the tenant's categories, and not its products. */
    async unknownIds(tenantId: number, categoryIds: readonly number[], productIds: readonly number[]): Promise<{ categories: number[]; products: number[] }> {
      const [knownCategories, knownProducts] = await Promise.all([
        categoryIds.length === 0
          ? []
          : db
              .select({ id: categories.id })
              .from(categories)
              .where(and(eq(categories.tenantId, tenantId), inArray(categories.id, [...categoryIds]))),
        productIds.length === 0
          ? []
          : db
              .select({ id: products.id })
              .from(products)
              .where(and(eq(products.tenantId, tenantId), inArray(products.id, [...productIds]))),
      ]);
      const missing = (ids: readonly number[], known: { id: number }[]) => ids.filter((id) => !known.some((row) => row.id === id));
      return { categories: missing(categoryIds, knownCategories), products: missing(productIds, knownProducts) };
    },

    /** The coupon's uses on orders at the outlets reached, newest first, and how many there are. */
    async uses(couponId: number, reach: OutletReach, page: number, perPage: number): Promise<{ uses: CouponUse[]; total: number }> {
      // A use at an outlet the person does not work at is not theirs to see (it names a diner).
      const where = and(eq(couponRedemptions.couponId, couponId), reach === 'all' ? undefined : inArray(orders.restaurantId, [...reach]));
      const [[total], rows] = await Promise.all([
        db.select({ total: count() }).from(couponRedemptions).leftJoin(orders, eq(orders.id, couponRedemptions.orderId)).where(where),
        db
          .select({
            usedAt: couponRedemptions.createdAt,
            order_id: orders.id,
            order_number: orders.number,
            restaurant_id: orders.restaurantId,
            customer_email: sql<string | null>`coalesce(${couponRedemptions.customerEmail}, ${orders.customerEmail})`,
            customer_phone: sql<string | null>`coalesce(${couponRedemptions.customerPhone}, ${orders.customerPhone})`,
          })
          .from(couponRedemptions)
          .leftJoin(orders, eq(orders.id, couponRedemptions.orderId))
          .where(where)
          .orderBy(desc(couponRedemptions.createdAt), desc(couponRedemptions.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
      ]);
      return { uses: rows.map(({ usedAt, ...use }) => ({ used_at: usedAt.toISOString(), ...use })), total: total!.total };
    },
  };
}
export type ConsoleCouponsRepo = ReturnType<typeof createConsoleCouponsRepo>;
