import { guestSessionResponseSchema, guestUserResponseSchema, GUEST_ID_MAX, GUEST_ID_MIN } from '@crust/contract/auth';
import { apiErrorSchema } from '@crust/contract/errors';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { guests } from '../../db/schema/guests.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { hashToken } from '../../lib/tokens.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { createTenantsRepo } from '../tenants/tenants.repo.ts';
import { createAuthRepo } from './auth.repo.ts';
import { createAuthService } from './auth.service.ts';

describeEachDatabase('guest sessions: /api/v2/auth/guest', (get) => {
  const createGuest = async (payload: object = { tenant_id: 64 }) => {
    const response = await get().app.inject({ method: 'POST', url: '/api/v2/auth/guest', payload });
    expect(response.statusCode).toBe(201);
    return guestSessionResponseSchema.parse(response.json()).data;
  };
  const readGuest = (authorization?: string) => get().app.inject({ method: 'GET', url: '/api/v2/auth/guest', headers: authorization ? { authorization } : {} });

  it('creates a guest with a 7-digit id, the given details and a token', async () => {
    const { guestUser, guestToken } = await createGuest({ tenant_id: 64, name: 'Ada', email: 'ada@example.com', phone_no: '0400 000 000' });
    expect(guestUser).toMatchObject({ name: 'Ada', email: 'ada@example.com', phone_no: '0400 000 000' });
    expect(guestUser.guestId).toBeGreaterThanOrEqual(GUEST_ID_MIN);
    expect(guestUser.guestId).toBeLessThanOrEqual(GUEST_ID_MAX);
    // 32 random bytes in base64url: 43 characters, 256 bits (at least 128 required).
    expect(guestToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(guestToken, 'base64url')).toHaveLength(32);
  });

  it('defaults missing details to empty strings', async () => {
    const { guestUser } = await createGuest();
    expect(guestUser).toMatchObject({ name: '', email: '', phone_no: '' });
  });

  it('stores only the SHA-256 of the token', async () => {
    const { guestToken, guestUser } = await createGuest();
    const rows = await get()
      .db.select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .innerJoin(guests, eq(guests.id, sessions.guestId))
      .where(eq(guests.guestId, guestUser.guestId));
    expect(rows).toEqual([{ tokenHash: hashToken(guestToken) }]);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const all = await get().db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(all.some((row) => row.tokenHash === guestToken)).toBe(false);
  });

  it('gives concurrent guests distinct ids and tokens', async () => {
    const created = await Promise.all(Array.from({ length: 20 }, () => createGuest()));
    expect(new Set(created.map((session) => session.guestUser.guestId)).size).toBe(20);
    expect(new Set(created.map((session) => session.guestToken)).size).toBe(20);
  });

  it('answers the guest of a bearer token, taken from the token alone', async () => {
    const { guestUser, guestToken } = await createGuest({ tenant_id: 64, name: 'Grace' });
    const response = await readGuest(`Bearer ${guestToken}`);
    expect(response.statusCode).toBe(200);
    expect(guestUserResponseSchema.parse(response.json())).toEqual({ data: { guestUser } });
  });

  it.each([
    ['no header', undefined],
    ['an unknown token', `Bearer ${'A'.repeat(43)}`],
    ['a malformed header', 'Token abc'],
  ])('answers 401 JSON for %s', async (_case, authorization) => {
    const response = await readGuest(authorization);
    expect(response.statusCode).toBe(401);
    expect(apiErrorSchema.parse(response.json()).error.code).toBe('unauthorized');
  });

  it('answers 401 for an expired session', async () => {
    const { guestToken } = await createGuest();
    await get()
      .db.update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(guestToken)));
    expect((await readGuest(`Bearer ${guestToken}`)).statusCode).toBe(401);
  });

  it('answers 404 for an unknown tenant and 400 for wrong types', async () => {
    const unknown = await get().app.inject({ method: 'POST', url: '/api/v2/auth/guest', payload: { tenant_id: 999 } });
    expect(unknown.statusCode).toBe(404);
    expect(apiErrorSchema.parse(unknown.json()).error).toEqual({ code: 'not_found', message: 'Unknown tenant' });

    const invalid = await get().app.inject({ method: 'POST', url: '/api/v2/auth/guest', payload: { tenant_id: 64, email: 'not-an-email' } });
    expect(invalid.statusCode).toBe(400);
    expect(apiErrorSchema.parse(invalid.json()).error.message).toContain('body.email');
  });

  it('draws a new guest id when the drawn one is taken', async () => {
    const { db } = get();
    const draws = [1_234_567, 1_234_567, 7_654_321];
    const service = createAuthService(createAuthRepo(db), createTenantsRepo(db), () => draws.shift() ?? 0);
    const first = await service.createGuest({ tenant_id: 64 });
    const second = await service.createGuest({ tenant_id: 64 });
    expect([first.guestUser.guestId, second.guestUser.guestId]).toEqual([1_234_567, 7_654_321]);
  });

  it('gives up with an error after a bounded number of taken ids', async () => {
    const { db } = get();
    const service = createAuthService(createAuthRepo(db), createTenantsRepo(db), () => 2_222_222);
    await service.createGuest({ tenant_id: 64 });
    await expect(service.createGuest({ tenant_id: 64 })).rejects.toThrow(/No free guest id/);
  });

  it('the database itself rejects a guest id outside 1000000–9999999', async () => {
    await expect(get().db.insert(guests).values({ tenantId: 64, guestId: 999_999 })).rejects.toThrow();
    await expect(get().db.insert(guests).values({ tenantId: 64, guestId: 10_000_000 })).rejects.toThrow();
  });
});
