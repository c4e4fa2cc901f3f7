import { and, asc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
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
  /** When a timed pause of online ordering ends (null: not paused, or paused until someone resumes). */
  pausedUntil: Date | null;
  enabled: Record<Fulfilment, boolean>;
  leadMinutes: Record<Fulfilment, number>;
  slotMinutes: number;
  slotCapacity: number;
  acceptsCash: boolean;
  /** Cents: the most an order placed online may be worth. */
  maxOrderTotal: number;
  isAsapOptionEnabled: boolean;
}

/** An outlet's hours for one way of ordering, and its closed dates in a range, as one read adds them to its rules. */
interface DayColumns {
  /** [weekday, opens at, closes at] per range. */
  ranges: [number, number, number][];
  /** [date 'YYYY-MM-DD', reason] per closure. */
  closures: [string, string | null][];
}

/**
 * The reads every placement, slot list and delivery charge makes, prepared once per repository (as
 * the cart's, cart.repo.ts): drizzle builds their SQL once, and PostgreSQL parses and plans each once
 * per connection. A placement's and a slot list's are one read: the outlet's rules with that day's
 * hours and closures.
 */
function preparedStatements(db: Database) {
  const day = {
    ranges: sql<
      DayColumns['ranges']
    >`(select coalesce(json_agg(json_build_array(${outletHours.weekday}, ${outletHours.opensAt}, ${outletHours.closesAt})), '[]'::json)
      from ${outletHours} where ${outletHours.restaurantId} = ${restaurants.id} and ${outletHours.fulfilment} = ${sql.placeholder('fulfilment')})`,
    closures: sql<DayColumns['closures']>`(select coalesce(json_agg(json_build_array(${outletClosures.date}::text, ${outletClosures.reason})), '[]'::json)
      from ${outletClosures} where ${outletClosures.restaurantId} = ${restaurants.id} and ${outletClosures.date} between ${sql.placeholder('from')} and ${sql.placeholder('to')})`,
  };
  const ruleFields = {
    tenantId: restaurants.tenantId,
    name: restaurants.name,
    street: restaurants.streetName,
    city: restaurants.city,
    phone: restaurants.phone,
    settings: restaurantSettings,
  };
  const ofTenant = eq(restaurants.tenantId, sql.placeholder('tenantId'));
  const activeOutlet = (tenantCondition?: SQL) => and(eq(restaurants.id, sql.placeholder('restaurantId')), eq(restaurants.status, ACTIVE), tenantCondition);
  const withSettings = eq(restaurantSettings.restaurantId, restaurants.id);
  // Two selections, so each statement keeps its own row type.
  const outletRules = (tenantCondition: SQL | undefined, name: string) =>
    db.select(ruleFields).from(restaurants).innerJoin(restaurantSettings, withSettings).where(activeOutlet(tenantCondition)).limit(1).prepare(name);
  const outletDay = (tenantCondition: SQL | undefined, name: string) =>
    db
      .select({ ...ruleFields, ...day })
      .from(restaurants)
      .innerJoin(restaurantSettings, withSettings)
      .where(activeOutlet(tenantCondition))
      .limit(1)
      .prepare(name);
  return {
    outletRules: outletRules(undefined, 'checkout_outlet_rules'),
    outletRulesOfTenant: outletRules(ofTenant, 'checkout_outlet_rules_of_tenant'),
    outletDay: outletDay(undefined, 'checkout_outlet_day'),
    outletDayOfTenant: outletDay(ofTenant, 'checkout_outlet_day_of_tenant'),
  };
}

/** Each outlet's hours of both ways of ordering and its closures from `from` to `to`, as the storefront's outlet states read them. */
function weekFields(from: string, to: string) {
  return {
    hours: sql<
      [Fulfilment, number, number, number][]
    >`(select coalesce(json_agg(json_build_array(${outletHours.fulfilment}, ${outletHours.weekday}, ${outletHours.opensAt}, ${outletHours.closesAt})), '[]'::json)
      from ${outletHours} where ${outletHours.restaurantId} = ${restaurants.id})`,
    closures: sql<DayColumns['closures']>`(select coalesce(json_agg(json_build_array(${outletClosures.date}::text, ${outletClosures.reason})), '[]'::json)
      from ${outletClosures} where ${outletClosures.restaurantId} = ${restaurants.id} and ${outletClosures.date} between ${from} and ${to})`,
  };
}

/** An outlet's rules with its weekly hours of both ways of ordering and its closed dates in a range. */
export interface OutletWeekRules {
  outlet: OutletOrderingRules;
  ranges: Record<Fulfilment, OpeningRange[]>;
  closedDates: Map<string, string | null>;
}

type OutletRow = Awaited<ReturnType<ReturnType<typeof preparedStatements>['outletRules']['execute']>>[number];

function rulesOf(restaurantId: number, row: OutletRow): OutletOrderingRules {
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
    pausedUntil: settings.orderingPausedUntil,
    enabled: { pickup: settings.isPickupEnabled, delivery: settings.isDeliveryEnabled },
    leadMinutes: { pickup: settings.pickupLeadMinutes, delivery: settings.deliveryLeadMinutes },
    slotMinutes: settings.slotMinutes,
    slotCapacity: settings.slotCapacity,
    acceptsCash: settings.acceptsCash,
    maxOrderTotal: settings.maxOrderTotal,
    isAsapOptionEnabled: settings.webConfig.general.isAsapOptionEnabled,
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
      return row ? rulesOf(restaurantId, row) : null;
    },

    /**
     * An active outlet's rules (with `tenantId`, only that tenant's), its opening hours for one way of
     * ordering, and its closed dates from `from` to `to`, both included ('YYYY-MM-DD'): one read.
     */
    async outletDay(
      restaurantId: number,
      tenantId: number | undefined,
      fulfilment: Fulfilment,
      from: string,
      to: string,
    ): Promise<{ outlet: OutletOrderingRules; ranges: OpeningRange[]; closedDates: Map<string, string | null> } | null> {
      const [row] =
        tenantId === undefined
          ? await statements().outletDay.execute({ restaurantId, fulfilment, from, to })
          : await statements().outletDayOfTenant.execute({ restaurantId, tenantId, fulfilment, from, to });
      if (!row) return null;
      return {
        outlet: rulesOf(restaurantId, row),
        ranges: row.ranges.map(([weekday, opensAt, closesAt]) => ({ weekday, opensAt, closesAt })),
        closedDates: new Map(row.closures),
      };
    },

    /** The outlets' rules, weekly hours and closed dates from `from` to `to` ('YYYY-MM-DD'), whatever their status: one read. */
    async outletWeeks(restaurantIds: readonly number[], from: string, to: string): Promise<OutletWeekRules[]> {
      if (restaurantIds.length === 0) return [];
      const rows = await db
        .select({
          restaurantId: restaurants.id,
          tenantId: restaurants.tenantId,
          name: restaurants.name,
          street: restaurants.streetName,
          city: restaurants.city,
          phone: restaurants.phone,
          settings: restaurantSettings,
          ...weekFields(from, to),
        })
        .from(restaurants)
        .innerJoin(restaurantSettings, eq(restaurantSettings.restaurantId, restaurants.id))
        .where(inArray(restaurants.id, [...restaurantIds]));
      return rows.map((row) => {
        const ranges: Record<Fulfilment, OpeningRange[]> = { pickup: [], delivery: [] };
        for (const [fulfilment, weekday, opensAt, closesAt] of row.hours) ranges[fulfilment].push({ weekday, opensAt, closesAt });
        return { outlet: rulesOf(row.restaurantId, row), ranges, closedDates: new Map(row.closures) };
      });
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

    /** The slot starts (epoch ms) in [from, to) each outlet has taken as many orders for as it may, by outlet. */
    async fullSlots(restaurantIds: readonly number[], from: Date, to: Date): Promise<Map<number, Set<number>>> {
      const full = new Map<number, Set<number>>(restaurantIds.map((id) => [id, new Set()]));
      if (restaurantIds.length === 0) return full;
      const rows = await db
        .select({ restaurantId: slotBookings.restaurantId, startsAt: slotBookings.startsAt })
        .from(slotBookings)
        .innerJoin(restaurantSettings, eq(restaurantSettings.restaurantId, slotBookings.restaurantId))
        .where(
          and(
            inArray(slotBookings.restaurantId, [...restaurantIds]),
            gte(slotBookings.startsAt, from),
            lt(slotBookings.startsAt, to),
            gte(slotBookings.orders, restaurantSettings.slotCapacity),
          ),
        );
      for (const row of rows) full.get(row.restaurantId)?.add(row.startsAt.getTime());
      return full;
    },

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
