import { staffSessionResponseSchema, type StaffSessionPayload } from '@crust/contract/console-staff';
import { apiErrorSchema, type ApiError } from '@crust/contract/errors';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import { expect } from 'vitest';
import { staff, type StaffRole } from '../../db/schema/staff.ts';
import type { TestContext } from '../../test/test-database.ts';
import { hashPassword } from '../accounts/passwords.ts';
import { DEMO_TENANT, staffKit } from './staff-test-kit.ts';

// Shared by the staff module's HTTP tests (issue 10): people who can sign in, the calls, and TOTP
// codes at the suite's clock. Not a test file itself.

export const STAFF_PASSWORD = 'a long enough staff passphrase';
let passwordHash: Promise<string> | undefined;

export function staffAuthKit(get: () => TestContext, clock: () => Date = () => new Date()) {
  const kit = staffKit(get);
  const inject = (options: InjectOptions) => get().app.inject(options);

  /** A person of the role with STAFF_PASSWORD (hashed once per file), signed in as staffKit does. */
  async function person(role: StaffRole, outlets: string[] = [], tenantId = DEMO_TENANT) {
    const signedIn = await kit.signedIn(role, outlets, tenantId);
    passwordHash ??= hashPassword(STAFF_PASSWORD);
    const [row] = await get()
      .db.update(staff)
      .set({ passwordHash: await passwordHash })
      .where(eq(staff.id, signedIn.staffId))
      .returning({ email: staff.email });
    return { ...signedIn, email: row!.email };
  }

  const signIn = (body: { email: string; password?: string; totp_code?: string; login_code?: string; tenant_id?: number }, remoteAddress?: string) =>
    inject({
      method: 'POST',
      url: '/api/console/auth/sign-in',
      payload: { tenant_id: DEMO_TENANT, password: STAFF_PASSWORD, ...body },
      ...(remoteAddress && { remoteAddress }),
    });

  function sessionOf(response: LightMyRequestResponse): StaffSessionPayload & { headers: { authorization: string } } {
    expect(response.statusCode, response.body).toBe(200);
    const session = staffSessionResponseSchema.parse(response.json()).data;
    return { ...session, headers: { authorization: `Bearer ${session.token}` } };
  }

  function errorOf(response: LightMyRequestResponse, status: number): ApiError['error'] {
    expect(response.statusCode, response.body).toBe(status);
    return apiErrorSchema.parse(response.json()).error;
  }

  /** The code an authenticator app shows at the suite's clock, `offsetSeconds` later. */
  const totpAt = (secret: string, offsetSeconds = 0) => generate({ secret, epoch: Math.floor(clock().getTime() / 1000) + offsetSeconds });

  return { ...kit, inject, person, signIn, sessionOf, errorOf, totpAt };
}
