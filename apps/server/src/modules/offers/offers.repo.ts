import { and, asc, eq, gt, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { coupons } from '../../db/schema/coupons.ts';
import { restaurantSettings } from '../../db/schema/restaurant-settings.ts';
import { restaurants } from '../../db/schema/restaurants.ts';

const ACTIVE = 1;

/** A coupon as /deals shows it: what it gives and its conditions, never its uses. */
export interface OfferRow {
  code: string | null;
  name: string;
  minOrder: number;
  payment: 'any' | 'online' | 'cash_on_delivery';
  validUntil: Date | null;
  usageLimitPerCustomer: number | null;
}

/** Issue 18 point 12: the offers a diner may use at an outlet now (not on a hot path: /deals asks once). */
export function createOffersRepo(db: Database) {
  return {
    /** The time zone of the tenant's outlet, open for orders; null when the tenant has no such outlet open. */
    async activeOutletZone(tenantId: number, restaurantId: number): Promise<string | null> {
      const [row] = await db
        .select({ timeZone: restaurantSettings.timezone })
        .from(restaurants)
        .innerJoin(restaurantSettings, eq(restaurantSettings.restaurantId, restaurants.id))
        .where(and(eq(restaurants.id, restaurantId), eq(restaurants.tenantId, tenantId), eq(restaurants.status, ACTIVE)))
        .limit(1);
      return row?.timeZone ?? null;
    },

    /**
     * The tenant's enabled coupons valid at the outlet at `now` and not used up: every automatic one
     * (it applies to anyone anyway) and the codes made public.
     */
    async usableAt(tenantId: number, restaurantId: number, now: Date): Promise<OfferRow[]> {
      return db
        .select({
          code: coupons.code,
          name: coupons.name,
          minOrder: coupons.minOrder,
          payment: coupons.payment,
          validUntil: coupons.validUntil,
          usageLimitPerCustomer: coupons.usageLimitPerCustomer,
        })
        .from(coupons)
        .where(
          and(
            eq(coupons.tenantId, tenantId),
            eq(coupons.active, true),
            or(isNull(coupons.restaurantId), eq(coupons.restaurantId, restaurantId)),
            or(isNull(coupons.code), eq(coupons.isPublic, true)),
            or(isNull(coupons.validFrom), lte(coupons.validFrom, now)),
            or(isNull(coupons.validUntil), gte(coupons.validUntil, now)),
            // A limited coupon counts its uses on its row (console-coupons.repo.ts).
            or(isNull(coupons.usageLimitTotal), gt(coupons.usageLimitTotal, coupons.usedCount)),
          ),
        )
        .orderBy(sql`${coupons.code} is not null`, asc(coupons.id));
    },
  };
}
export type OffersRepo = ReturnType<typeof createOffersRepo>;
