import { appSettingsResponseSchema } from '@crust/contract/app-settings';
import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { restaurantSettings } from '../../db/schema/restaurant-settings.ts';
import { restaurants } from '../../db/schema/restaurants.ts';
import { auditLog, staff, staffOutlets, staffSessions, type StaffRole } from '../../db/schema/staff.ts';
import { tenants } from '../../db/schema/tenants.ts';
import { hashToken, newSessionToken } from '../../lib/tokens.ts';
import type { TestContext } from '../../test/test-database.ts';
import { cartKit, TENANT } from '../cart/cart-test-kit.ts';

/** The demo tenant. */
export const DEMO_TENANT = 64;
/** A second business, for "another tenant's anything is 404". */
export const OTHER_TENANT = 7100;

export interface SignedInStaff {
  staffId: number;
  tenantId: number;
  role: StaffRole;
  headers: { authorization: string };
}

/**
 * Staff in server tests: a person of a role, working at the named outlets, signed in (their session
 * written directly, so a console module's tests do not depend on the sign-in routes; those have
 * their own tests), another tenant's outlet, and what a console change leaves: audit entries and
 * what diners are served.
 */
export function staffKit(get: () => TestContext) {
  const kit = cartKit(get);
  let made = 0;

  async function signedIn(role: StaffRole, outlets: string[] = [], tenantId = DEMO_TENANT): Promise<SignedInStaff> {
    const { db } = get();
    made += 1;
    const [person] = await db
      .insert(staff)
      .values({ tenantId, email: `${role}-${made}-${Date.now()}@staff.test`, name: `${role} ${made}`, role, passwordHash: null })
      .returning({ id: staff.id });
    for (const outlet of outlets) await db.insert(staffOutlets).values({ staffId: person!.id, tenantId, restaurantId: await kit.outletId(outlet) });
    const token = newSessionToken();
    await db.insert(staffSessions).values({ tokenHash: hashToken(token), tenantId, staffId: person!.id, expiresAt: new Date(Date.now() + 3_600_000) });
    return { staffId: person!.id, tenantId, role, headers: { authorization: `Bearer ${token}` } };
  }

  /** An outlet of another business (made once per suite), with its settings copied from a demo outlet's. */
  async function otherTenantOutlet(): Promise<number> {
    const { db } = get();
    const [existing] = await db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.tenantId, OTHER_TENANT));
    if (existing) return existing.id;
    await db.insert(tenants).values({ id: OTHER_TENANT, name: 'Other Pizza' }).onConflictDoNothing();
    const [outlet] = await db
      .insert(restaurants)
      .values({ tenantId: OTHER_TENANT, name: 'Other Pizza Newtown', streetName: '1 King St', city: 'Newtown', phone: '02 9000 0000' })
      .returning({ id: restaurants.id });
    const [template] = await db.select().from(restaurantSettings).limit(1);
    await db.insert(restaurantSettings).values({ ...template!, restaurantId: outlet!.id, tenantId: OTHER_TENANT, lastOrderNumber: 0 });
    return outlet!.id;
  }

  /** The outlet's audit entries of `action`, newest first. */
  const auditOf = (restaurantId: number, action: string) =>
    get()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.restaurantId, restaurantId), eq(auditLog.action, action)))
      .orderBy(desc(auditLog.id));

  /** The outlet's app settings as a diner's storefront reads them: what a console change must reach. */
  async function dinersSettings(restaurantId: number) {
    const response = await kit.inject({ method: 'GET', url: `/api/v2/restaurants/app-settings?tenant_id=${TENANT}&restaurant_id=${restaurantId}` });
    expect(response.statusCode, response.body).toBe(200);
    return appSettingsResponseSchema.parse(response.json()).data[0]!;
  }

  return { ...kit, signedIn, otherTenantOutlet, auditOf, dinersSettings };
}
export type StaffKit = ReturnType<typeof staffKit>;
