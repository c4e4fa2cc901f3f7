import type { OutletProfile, OutletProfileFields } from '@crust/contract/console-outlet-profiles';
import type { SiteConfig } from '@crust/contract/site-config';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { images } from '../../db/schema/images.ts';
import { restaurantSettings } from '../../db/schema/restaurant-settings.ts';
import { restaurants } from '../../db/schema/restaurants.ts';

const profileColumns = {
  id: restaurants.id,
  name: restaurants.name,
  street_name: restaurants.streetName,
  suburb: restaurants.suburb,
  city: restaurants.city,
  state: restaurants.state,
  postcode: restaurants.postcode,
  phone: restaurants.phone,
  email: restaurants.email,
  timezone: restaurantSettings.timezone,
  status: restaurants.status,
  image_id: restaurants.imageId,
  version: restaurants.version,
  archivedAt: restaurants.archivedAt,
};

type ProfileRow = Omit<OutletProfile, 'archived_at'> & { archivedAt: Date | null };
const profileOf = ({ archivedAt, ...row }: ProfileRow): OutletProfile => ({ ...row, archived_at: archivedAt?.toISOString() ?? null });

/** The restaurants row's columns for a profile's fields (the time zone lives in the settings row). */
const outletColumns = ({ name, street_name, suburb, city, state, postcode, phone, email, status, image_id }: OutletProfileFields) => ({
  name,
  streetName: street_name,
  suburb,
  city,
  state,
  postcode,
  phone,
  email,
  status,
  imageId: image_id,
});

const ofTenant = (tenantId: number, restaurantId: number) => and(eq(restaurants.id, restaurantId), eq(restaurants.tenantId, tenantId));

/**
 * Outlet profiles' SQL (issue 19). Every write here updates the restaurants row, whose trigger
 * notifies the menu cache (decision 002); the storefront's outlet list and app settings read these
 * rows uncached, so a change is served on the next request.
 */
export function createOutletProfilesRepo(db: Database) {
  const profiles = () => db.select(profileColumns).from(restaurants).innerJoin(restaurantSettings, eq(restaurantSettings.restaurantId, restaurants.id));

  return {
    /** The tenant's outlets, all of them (`ids` undefined) or those named, in the storefront's order. */
    async list(tenantId: number, ids?: readonly number[]): Promise<OutletProfile[]> {
      const rows = await profiles()
        .where(and(eq(restaurants.tenantId, tenantId), ids ? inArray(restaurants.id, [...ids]) : undefined))
        .orderBy(asc(restaurants.sortOrder), asc(restaurants.id));
      return rows.map(profileOf);
    },

    /** One of the tenant's outlets; `lock` holds its row until the transaction ends, so saves take turns. */
    async find(tenantId: number, restaurantId: number, lock = false): Promise<OutletProfile | null> {
      const query = profiles().where(ofTenant(tenantId, restaurantId));
      const [row] = lock ? await query.for('update', { of: restaurants }) : await query;
      return row ? profileOf(row) : null;
    },

    /** Whether `imageId` is one of the tenant's photos (the foreign key would refuse another's, as a 500). */
    async hasImage(tenantId: number, imageId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: images.id })
        .from(images)
        .where(and(eq(images.tenantId, tenantId), eq(images.id, imageId)));
      return row !== undefined;
    },

    /** A new outlet, last in the list, with its settings row; its id. */
    async create(tenantId: number, fields: OutletProfileFields, settings: { webConfig: SiteConfig }): Promise<number> {
      const [outlet] = await db
        .insert(restaurants)
        .values({
          tenantId,
          ...outletColumns(fields),
          sortOrder: sql`(select coalesce(max(${restaurants.sortOrder}), 0) + 1 from ${restaurants} where ${restaurants.tenantId} = ${tenantId})`,
        })
        .returning({ id: restaurants.id });
      // Online ordering and pickup on; delivery waits for zones and cash for the owner's choice. No hours: closed until they are set.
      await db.insert(restaurantSettings).values({
        restaurantId: outlet!.id,
        tenantId,
        webConfig: settings.webConfig,
        timezone: fields.timezone,
        isOnlineOrderEnabled: 1,
        isPickupEnabled: true,
        isDeliveryEnabled: false,
        acceptsCash: false,
      });
      return outlet!.id;
    },

    async update(tenantId: number, restaurantId: number, fields: OutletProfileFields, at: Date): Promise<void> {
      await db
        .update(restaurants)
        .set({ ...outletColumns(fields), version: sql`${restaurants.version} + 1` })
        .where(ofTenant(tenantId, restaurantId));
      await db
        .update(restaurantSettings)
        .set({ timezone: fields.timezone, updatedAt: at })
        .where(and(eq(restaurantSettings.restaurantId, restaurantId), eq(restaurantSettings.tenantId, tenantId)));
    },

    /** Archives (hidden, status 0, so the menu and placement refuse it) or brings back (still hidden until an owner activates it). */
    async setArchived(tenantId: number, restaurantId: number, archivedAt: Date | null): Promise<void> {
      await db
        .update(restaurants)
        .set({ archivedAt, status: 0, version: sql`${restaurants.version} + 1` })
        .where(ofTenant(tenantId, restaurantId));
    },
  };
}
export type OutletProfilesRepo = ReturnType<typeof createOutletProfilesRepo>;
