import { randomInt } from 'node:crypto';
import { GUEST_ID_MAX, GUEST_ID_MIN, type CreateGuestRequest, type GuestSession } from '@crust/contract/auth';
import { notFound } from '../../lib/http-error.ts';
import { hashToken, newSessionToken } from '../../lib/tokens.ts';
import type { TenantLookup } from '../tenants/tenant-lookup.ts';
import type { AuthRepo } from './auth.repo.ts';

/** A guest keeps their cart across visits; past this the storefront simply starts a new guest session. */
export const GUEST_SESSION_TTL_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * With 9 million ids a collision is rare until millions of guests exist; a few fresh draws make a
 * failure practically impossible before then, and a bounded loop cannot spin forever.
 */
const GUEST_ID_ATTEMPTS = 5;

/** Spec §9: a random guest id from 1000000 to 9999999 inclusive. */
export const drawGuestId = () => randomInt(GUEST_ID_MIN, GUEST_ID_MAX + 1);

export function createAuthService(repo: AuthRepo, tenants: TenantLookup, drawId: () => number = drawGuestId) {
  return {
    async createGuest(request: CreateGuestRequest, now = new Date()): Promise<GuestSession> {
      if (!(await tenants.exists(request.tenant_id))) throw notFound('Unknown tenant');
      const guestToken = newSessionToken();
      const details = {
        tenantId: request.tenant_id,
        name: request.name ?? '',
        email: request.email ?? '',
        phoneNo: request.phone_no ?? '',
        tokenHash: hashToken(guestToken),
        expiresAt: new Date(now.getTime() + GUEST_SESSION_TTL_MS),
      };
      for (let attempt = 0; attempt < GUEST_ID_ATTEMPTS; attempt += 1) {
        const guestUser = await repo.createGuestSession({ ...details, guestId: drawId() });
        if (guestUser) return { guestUser, guestToken };
      }
      throw new Error(`No free guest id after ${GUEST_ID_ATTEMPTS} draws`);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
