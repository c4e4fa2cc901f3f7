import type { ConsoleCoupon, CouponRequest, CouponsQuery, CouponUsesQuery, CouponUsesResponse } from '@crust/contract/console-coupons';
import { errorCodes } from '@crust/contract/errors';
import type { Database } from '../../db/client.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-error.ts';
import { OUTLET_NOT_FOUND, worksAt, type StaffSession } from '../../plugins/staff-authenticate.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { MenuCache } from '../menu/menu-cache.ts';
import { couponValues, type ConsoleCouponsRepo } from './console-coupons.repo.ts';

const COUPON_NOT_FOUND = 'There is no such coupon.';

/** PostgreSQL's unique_violation, wherever the driver wraps it: here only coupons_tenant_code_unique can raise it. */
function isUniqueViolation(error: unknown): boolean {
  for (let cause = error, depth = 0; typeof cause === 'object' && cause !== null && depth < 5; cause = (cause as { cause?: unknown }).cause, depth += 1)
    if ((cause as { code?: unknown }).code === '23505') return true;
  return false;
}

export interface ConsoleCouponsServiceOptions {
  db: Database;
  repo: ConsoleCouponsRepo;
  menuCache: MenuCache;
}

/**
 * Issue 10: managers manage the tenant's coupons. A coupon of one outlet (restaurant_id) is that
 * outlet's managers' to change; a tenant-wide one (restaurant_id null) applies at every outlet, so
 * only an owner or a manager of every outlet changes it, though any manager may read it. Uses name
 * diners, so a person sees only the uses on orders at their outlets.
 */
export function createConsoleCouponsService({ db, repo, menuCache }: ConsoleCouponsServiceOptions) {
  // `tx`: inside a transaction, its reads go through it (PGlite serves one connection at a time).
  async function checkOutlet(session: StaffSession, restaurantId: number, tx: Database = db): Promise<void> {
    if (!(await repo.outletIds(tx, session.tenantId)).includes(restaurantId)) throw notFound(OUTLET_NOT_FOUND);
    if (!worksAt(session, restaurantId)) throw forbidden('You do not work at that outlet.');
  }

  async function checkChange(session: StaffSession, restaurantId: number | null, tx: Database = db): Promise<void> {
    if (restaurantId !== null) return checkOutlet(session, restaurantId, tx);
    if (session.outletIds === 'all') return;
    if (!(await repo.outletIds(tx, session.tenantId)).every((id) => worksAt(session, id)))
      throw forbidden('Only an owner or a manager of every outlet can change a coupon for every outlet.');
  }

  /** The cart prices only what it can find: categories and products of this tenant. */
  async function checkCatalogue(tenantId: number, request: CouponRequest): Promise<void> {
    const productIds = [...request.product_ids, ...(request.free_product_id === null ? [] : [request.free_product_id])];
    const unknown = await repo.unknownIds(tenantId, request.scope === 'categories' ? request.category_ids : [], productIds);
    if (unknown.categories.length > 0) throw badRequest(`No such category: ${unknown.categories.join(', ')}.`);
    if (unknown.products.length > 0) throw badRequest(`No such product: ${unknown.products.join(', ')}.`);
  }

  /** Runs a coupon write; a code another coupon of the tenant has is a 409. Carts on this instance see it at once. */
  async function written(session: StaffSession, code: string | null, write: () => Promise<ConsoleCoupon>): Promise<ConsoleCoupon> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, errorCodes.conflict, `Another coupon already has the code ${code}.`);
      throw error;
    } finally {
      menuCache.invalidate({ tenantId: session.tenantId });
    }
  }

  /** Changes a coupon under its row lock, recording it; `check` may refuse it with the coupon's outlet known. */
  function change(
    session: StaffSession,
    couponId: number,
    action: string,
    code: string | null,
    apply: (tx: Database, before: { restaurantId: number | null; limited: boolean }) => Promise<void>,
  ) {
    return written(session, code, () =>
      db.transaction(async (tx) => {
        const locked = await repo.lock(tx, session.tenantId, couponId);
        if (!locked) throw notFound(COUPON_NOT_FOUND);
        await checkChange(session, locked.restaurantId, tx);
        const before = (await repo.viewIn(tx, session.tenantId, couponId))!;
        await apply(tx, locked);
        const after = (await repo.viewIn(tx, session.tenantId, couponId))!;
        await recordAudit(tx, { by: session, restaurantId: after.restaurant_id, action, target: `coupon:${couponId}`, before, after });
        return after;
      }),
    );
  }

  const setActive = (session: StaffSession, couponId: number, active: boolean) =>
    change(session, couponId, active ? 'coupon.enable' : 'coupon.disable', null, (tx) => repo.update(tx, couponId, { active }));

  return {
    async list(session: StaffSession, { outlet_id }: CouponsQuery): Promise<ConsoleCoupon[]> {
      if (outlet_id === undefined) return repo.list(session.tenantId, session.outletIds);
      await checkOutlet(session, outlet_id);
      return repo.list(session.tenantId, [outlet_id]);
    },

    async create(session: StaffSession, request: CouponRequest): Promise<ConsoleCoupon> {
      await checkChange(session, request.restaurant_id);
      await checkCatalogue(session.tenantId, request);
      return written(session, request.code, () =>
        db.transaction(async (tx) => {
          const id = await repo.insert(tx, session.tenantId, couponValues(request));
          const after = (await repo.viewIn(tx, session.tenantId, id))!;
          await recordAudit(tx, { by: session, restaurantId: after.restaurant_id, action: 'coupon.create', target: `coupon:${id}`, after });
          return after;
        }),
      );
    },

    /** Replaces the definition; moving it to another outlet (or to every outlet) needs the right to both. */
    async update(session: StaffSession, couponId: number, request: CouponRequest): Promise<ConsoleCoupon> {
      await checkCatalogue(session.tenantId, request);
      return change(session, couponId, 'coupon.update', request.code, async (tx, before) => {
        if (request.restaurant_id !== before.restaurantId) await checkChange(session, request.restaurant_id, tx);
        await repo.update(tx, couponId, couponValues(request));
        const limitedNow = request.usage_limit_total !== null || request.usage_limit_per_customer !== null;
        if (limitedNow && !before.limited) await repo.countUses(tx, couponId);
      });
    },

    disable: (session: StaffSession, couponId: number) => setActive(session, couponId, false),
    enable: (session: StaffSession, couponId: number) => setActive(session, couponId, true),

    async uses(session: StaffSession, couponId: number, { page, per_page }: CouponUsesQuery): Promise<CouponUsesResponse['data']> {
      const coupon = await repo.view(session.tenantId, couponId);
      if (!coupon) throw notFound(COUPON_NOT_FOUND);
      if (coupon.restaurant_id !== null) await checkOutlet(session, coupon.restaurant_id);
      return { ...(await repo.uses(couponId, session.outletIds, page, per_page)), page, per_page };
    },
  };
}
export type ConsoleCouponsService = ReturnType<typeof createConsoleCouponsService>;
