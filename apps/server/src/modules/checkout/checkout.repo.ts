import { and, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { deliveryZones, outletClosures, outletHours, slotBookings, type Fulfilment } from '../../db/schema/outlet-ordering.ts';
import { restaurantSettings } from '../../db/schema/restaurant-settings.ts';
import { restaurants } from '../../db/schema/restaurants.ts';
import type { DeliveryZone } from './delivery-zones.ts';
import type { OpeningRange } from './time-slots.ts';

const ACTIVE = 1;

/** What checkout needs to know of an outlet (issue 9), as stored. */
export interface OutletOrderingRules {
  tenantId: number;
  restaurantId: number;
  name: string;
  street: string;
  city: string;
  phone: string;
  timeZone: string;
  currency: string;
  isOnlineOrderEnabled: boolean;
  enabled: Record<Fulfilment, boolean>;
  leadMinutes: Record<Fulfilment, number>;
  slotMinutes: number;
  slotCapacity: number;
  acceptsCash: boolean;
  isAsapOptionEnabled: boolean;
}

/**
 * The reads every placement, slot list and delivery charge makes, prepared once per repository (as
 * the cart's, cart.repo.ts): drizzle builds their SQL once, and PostgreSQL parses and plans each once
 * per connection.
 */
function preparedStatements(db: Database) {
  const outletRules = (tenantCondition: SQL | undefined, name: string) =>
    db
      .select({
        tenantId: restaurants.tenantId,
        name: restaurants.name,
        street: restaurants.streetName,
        city: restaurants.city,
        phone: restaurants.phone,
        settings: restaurantSettings,
      })
      .from(restaurants)
      .innerJoin(restaurantSettings, eq(restaurantSettings.restaurantId, restaurants.id))
      .where(and(eq(restaurants.id, sql.placeholder('restaurantId')), eq(restaurants.status, ACTIVE), tenantCondition))
      .limit(1)
      .prepare(name);
  return {
    outletRules: outletRules(undefined, 'checkout_outlet_rules'),
    outletRulesOfTenant: outletRules(eq(restaurants.tenantId, sql.placeholder('tenantId')), 'checkout_outlet_rules_of_tenant'),
    hours: db
      .select({ weekday: outletHours.weekday, opensAt: outletHours.opensAt, closesAt: outletHours.closesAt })
      .from(outletHours)
      .where(and(eq(outletHours.restaurantId, sql.placeholder('restaurantId')), eq(outletHours.fulfilment, sql.placeholder('fulfilment'))))
      .prepare('checkout_outlet_hours'),
    closedDates: db
      .select({ date: outletClosures.date })
      .from(outletClosures)
      .where(
        and(
          eq(outletClosures.restaurantId, sql.placeholder('restaurantId')),
          sql`${outletClosures.date} between ${sql.placeholder('from')} and ${sql.placeholder('to')}`,
        ),
      )
      .prepare('checkout_outlet_closed_dates'),
  };
}

export function createCheckoutRepo(db: Database) {
  // Prepared on first use, so building the app touches no database.
  let prepared: ReturnType<typeof preparedStatements> | undefined;
  const statements = () => (prepared ??= preparedStatements(db));

  return {
    /** An active outlet's rules; with `tenantId`, only when the outlet is that tenant's. */
    async outletRules(restaurantId: number, tenantId?: number): Promise<OutletOrderingRules | null> {
      const [row] =
        tenantId === undefined
          ? await statements().outletRules.execute({ restaurantId })
          : await statements().outletRulesOfTenant.execute({ restaurantId, tenantId });
      if (!row) return null;
      const { settings } = row;
      return {
        tenantId: row.tenantId,
        restaurantId,
        name: row.name,
        street: row.street,
        city: row.city,
        phone: row.phone,
        timeZone: settings.timezone,
        currency: settings.currency,
        isOnlineOrderEnabled: settings.isOnlineOrderEnabled === 1,
        enabled: { pickup: settings.isPickupEnabled, delivery: settings.isDeliveryEnabled },
        leadMinutes: { pickup: settings.pickupLeadMinutes, delivery: settings.deliveryLeadMinutes },
        slotMinutes: settings.slotMinutes,
        slotCapacity: settings.slotCapacity,
        acceptsCash: settings.acceptsCash,
        isAsapOptionEnabled: settings.webConfig.general.isAsapOptionEnabled,
      };
    },

    hours: (restaurantId: number, fulfilment: Fulfilment): Promise<OpeningRange[]> => statements().hours.execute({ restaurantId, fulfilment }),

    /** The outlet's closed dates from `from` to `to`, both included ('YYYY-MM-DD'). */
    async closedDates(restaurantId: number, from: string, to: string): Promise<Set<string>> {
      const rows = await statements().closedDates.execute({ restaurantId, from, to });
      return new Set(rows.map((row) => row.date));
    },

    zones: (restaurantId: number): Promise<DeliveryZone[]> =>
      db
        .select({
          name: deliveryZones.name,
          postcodes: deliveryZones.postcodes,
          suburbs: deliveryZones.suburbs,
          fee: deliveryZones.fee,
          minimumOrder: deliveryZones.minimumOrder,
          freeDeliveryOver: deliveryZones.freeDeliveryOver,
        })
        .from(deliveryZones)
        .where(eq(deliveryZones.restaurantId, restaurantId))
        .orderBy(asc(deliveryZones.sortOrder), asc(deliveryZones.id)),

    /** Orders taken per slot start (epoch ms) in [from, to). */
    async ordersPerSlot(restaurantId: number, from: Date, to: Date): Promise<Map<number, number>> {
      const rows = await db
        .select({ startsAt: slotBookings.startsAt, orders: slotBookings.orders })
        .from(slotBookings)
        .where(and(eq(slotBookings.restaurantId, restaurantId), gte(slotBookings.startsAt, from), lt(slotBookings.startsAt, to)));
      return new Map(rows.map((row) => [row.startsAt.getTime(), row.orders]));
    },
  };
}
export type CheckoutRepo = ReturnType<typeof createCheckoutRepo>;
