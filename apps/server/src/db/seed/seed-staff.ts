import { hashPassword } from '../../modules/accounts/passwords.ts';
import type { Database } from '../client.ts';
import { staff, staffOutlets, type StaffRole } from '../schema/staff.ts';

/** The demo console's people (README), all with one password: only ever seeded with SEED_DEMO. */
export const DEMO_STAFF_PASSWORD = 'crust-demo-2026';
export const DEMO_STAFF: readonly { email: string; name: string; role: StaffRole; outlets: 'all' | readonly string[] }[] = [
  { email: 'owner@crust.test', name: 'Demo Owner', role: 'owner', outlets: 'all' },
  { email: 'manager@crust.test', name: 'Demo Manager', role: 'manager', outlets: 'all' },
  { email: 'crew@crust.test', name: 'Demo Crew', role: 'crew', outlets: ['surry-hills'] },
];

/** An owner, a manager of every demo outlet and a crew member of Crust Surry Hills; one argon2 hash for the three. */
export async function seedDemoStaff(tx: Database, tenantId: number, outletIds: ReadonlyMap<string, number>): Promise<void> {
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  const people = await tx
    .insert(staff)
    .values(DEMO_STAFF.map(({ email, name, role }) => ({ tenantId, email, name, role, passwordHash })))
    .returning({ id: staff.id, email: staff.email });
  const outletsOf = (outlets: 'all' | readonly string[]) => (outlets === 'all' ? [...outletIds.values()] : outlets.map((slug) => outletIds.get(slug)!));
  const rows = DEMO_STAFF.filter((person) => person.role !== 'owner').flatMap((person) => {
    const staffId = people.find((row) => row.email === person.email)!.id;
    return outletsOf(person.outlets).map((restaurantId) => ({ staffId, tenantId, restaurantId }));
  });
  await tx.insert(staffOutlets).values(rows);
}
