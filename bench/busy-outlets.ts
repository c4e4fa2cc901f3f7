// The bench's database before its server starts: migrated and seeded by the server's own code (what
// main.ts does at start, which then finds the demo tenant there), then every outlet's slot capacity
// raised to a busy outlet's. The seeded capacity (6 orders a slot) is a quiet outlet's: a few seconds
// of placements at several hundred requests/s would fill the week, and the rest would answer 409
// slot_unavailable fast, measuring a refusal instead of a placement.
import { eq } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { restaurantSettings } from '../apps/server/src/db/schema/restaurant-settings.ts';
import { DEMO_TENANT } from '../apps/server/src/db/seed/demo-outlets.ts';
import { seedDemo } from '../apps/server/src/db/seed/seed-demo.ts';
import type { DatabaseLocation } from './server-process.ts';

/** A busy outlet's orders per slot (a busy outlet takes 20+ in 15 minutes). */
export const BUSY_SLOT_CAPACITY = 40;

export async function prepareBusyOutlets(location: DatabaseLocation): Promise<void> {
  const database = await openDatabase(location);
  try {
    await seedDemo(database.db);
    await database.db.update(restaurantSettings).set({ slotCapacity: BUSY_SLOT_CAPACITY }).where(eq(restaurantSettings.tenantId, DEMO_TENANT.id));
  } finally {
    await database.close();
  }
}
