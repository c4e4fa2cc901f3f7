import type { DeliveryMethod } from '@crust/contract/checkout';
import type { OrderStatus } from '@crust/contract/order-status';
import type { PaymentMethod } from '@crust/contract/orders';
import { and, asc, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { restaurantSettings } from '../../db/schema/restaurant-settings.ts';
import { restaurants } from '../../db/schema/restaurants.ts';

/** What a report needs to know of the outlet. */
export interface ReportOutlet {
  name: string;
  timezone: string;
  currency: string;
}

/** The orders of one hour (in the outlet's zone), status and method: the summary adds these up. */
export interface SalesGroup {
  hour: number;
  status: OrderStatus;
  method: DeliveryMethod;
  orders: number;
  revenue: number;
}

/** An order as the CSV export writes it; created_at already in the outlet's zone. */
export interface ExportRow {
  number: number;
  createdAt: string;
  status: OrderStatus;
  method: DeliveryMethod;
  customerName: string;
  email: string;
  phone: string;
  subtotal: number;
  discount: number;
  delivery: number;
  tax: number;
  total: number;
  paymentMethod: PaymentMethod;
  coupon: string | null;
}

/** Orders of the outlet placed in [from, to). */
const placedBetween = (tenantId: number, restaurantId: number, from: Date, to: Date) =>
  and(eq(orders.tenantId, tenantId), eq(orders.restaurantId, restaurantId), gte(orders.createdAt, from), lt(orders.createdAt, to));

/** The wall clock in the outlet's zone: PostgreSQL's zone data, on both drivers. */
const localCreatedAt = (timezone: string) => sql`(${orders.createdAt} at time zone ${timezone})`;

export function createConsoleReportsRepo(db: Database) {
  return {
    async outlet(tenantId: number, restaurantId: number): Promise<ReportOutlet | null> {
      const [row] = await db
        .select({ name: restaurants.name, timezone: restaurantSettings.timezone, currency: restaurantSettings.currency })
        .from(restaurants)
        .innerJoin(restaurantSettings, eq(restaurantSettings.restaurantId, restaurants.id))
        .where(and(eq(restaurants.id, restaurantId), eq(restaurants.tenantId, tenantId)));
      return row ?? null;
    },

    /** The orders placed in [from, to), counted and summed in SQL per local hour, status and method (at most 24 × 9 × 2 rows). */
    salesGroups(tenantId: number, restaurantId: number, timezone: string, from: Date, to: Date): Promise<SalesGroup[]> {
      const hour = sql<number>`extract(hour from ${localCreatedAt(timezone)})::int`;
      return (
        db
          .select({
            hour,
            status: orders.status,
            method: orders.deliveryMethod,
            orders: count(),
            // sum() of integers is a bigint, which the drivers hand over as a string.
            revenue: sql<number>`coalesce(sum(${orders.total}), 0)`.mapWith(Number),
          })
          .from(orders)
          .where(placedBetween(tenantId, restaurantId, from, to))
          // By position: the hour's expression repeated would carry its own parameter, which PostgreSQL does not match to the selected one.
          .groupBy(sql`1`, orders.status, orders.deliveryMethod)
      );
    },

    /** Every order placed in [from, to), oldest first. */
    exportRows(tenantId: number, restaurantId: number, timezone: string, from: Date, to: Date): Promise<ExportRow[]> {
      return db
        .select({
          number: orders.number,
          createdAt: sql<string>`to_char(${localCreatedAt(timezone)}, 'YYYY-MM-DD HH24:MI:SS')`,
          status: orders.status,
          method: orders.deliveryMethod,
          customerName: orders.customerName,
          email: orders.customerEmail,
          phone: orders.customerPhone,
          subtotal: orders.subtotal,
          discount: orders.discountTotal,
          delivery: orders.deliveryCharge,
          tax: orders.tax,
          total: orders.total,
          paymentMethod: orders.paymentMethod,
          coupon: orders.couponCode,
        })
        .from(orders)
        .where(placedBetween(tenantId, restaurantId, from, to))
        .orderBy(asc(orders.createdAt), asc(orders.number));
    },
  };
}
export type ConsoleReportsRepo = ReturnType<typeof createConsoleReportsRepo>;
