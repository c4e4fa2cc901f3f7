import type { FastifyRequest } from 'fastify';
import type { StaffRole } from '../db/schema/staff.ts';
import { forbidden, notFound, unauthorized } from '../lib/http-error.ts';
import { hashToken } from '../lib/tokens.ts';
import { readBearerToken } from './authenticate.ts';

/** Who a staff bearer token speaks for (issue 10). Never a diner: diner tokens are not found here. */
export interface StaffSession {
  tenantId: number;
  staffId: number;
  name: string;
  email: string;
  role: StaffRole;
  /** The outlets this person may work at: every outlet of the tenant for an owner. */
  outletIds: readonly number[] | 'all';
  tokenHash: string;
  expiresAt: Date;
}

export type StaffSessionLookup = (tokenHash: string) => Promise<StaffSession | null>;
/** The tenant of an outlet, or null when there is no such outlet. */
export type OutletTenantLookup = (restaurantId: number) => Promise<number | null>;

/** What each role may do includes what the roles below it may. */
const RANK: Record<StaffRole, number> = { crew: 0, manager: 1, owner: 2 };

export const OUTLET_NOT_FOUND = 'There is no such outlet.';

export const worksAt = (session: StaffSession, restaurantId: number): boolean => session.outletIds === 'all' || session.outletIds.includes(restaurantId);

const ranksAtLeast = (session: StaffSession, minimum: StaffRole): boolean => RANK[session.role] >= RANK[minimum];

/**
 * Every console call asks this who is calling and whether they may: 401 without a valid staff token
 * (a diner's token included), 403 for a role too low or an outlet not theirs, 404 for another
 * tenant's outlet (as if it did not exist: tenants never learn of each other).
 */
export function createStaffAuthenticator(lookup: StaffSessionLookup, outletTenant: OutletTenantLookup) {
  async function require(request: FastifyRequest): Promise<StaffSession> {
    const token = readBearerToken(request);
    const session = token ? await lookup(hashToken(token)) : null;
    if (!session) throw unauthorized('Sign in to the console.');
    return session;
  }

  function checkRole(session: StaffSession, minimum: StaffRole): void {
    if (!ranksAtLeast(session, minimum)) throw forbidden(`Only ${minimum === 'owner' ? 'an owner' : 'a manager or an owner'} can do that.`);
  }

  return {
    require,
    /** A staff member of at least `minimum`'s role. */
    async requireRole(request: FastifyRequest, minimum: StaffRole): Promise<StaffSession> {
      const session = await require(request);
      checkRole(session, minimum);
      return session;
    },
    /** A staff member of at least `minimum`'s role who works at the outlet, which is their tenant's. */
    async requireOutlet(request: FastifyRequest, restaurantId: number, minimum: StaffRole): Promise<StaffSession> {
      const session = await require(request);
      if ((await outletTenant(restaurantId)) !== session.tenantId) throw notFound(OUTLET_NOT_FOUND);
      if (!worksAt(session, restaurantId)) throw forbidden('You do not work at that outlet.');
      checkRole(session, minimum);
      return session;
    },
    /**
     * Whether the person `requireOutlet` let in still may, for a stream that outlives its request:
     * false once the session is signed out or expired, the person disabled, demoted or off the outlet.
     */
    async stillAllowed(session: StaffSession, restaurantId: number, minimum: StaffRole): Promise<boolean> {
      const current = await lookup(session.tokenHash);
      return current !== null && worksAt(current, restaurantId) && ranksAtLeast(current, minimum);
    },
  };
}
export type StaffAuthenticator = ReturnType<typeof createStaffAuthenticator>;
