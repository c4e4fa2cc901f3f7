import { newSessionToken, hashToken } from '../lib/tokens.ts';
import type { Database } from '../db/client.ts';
import { sessions } from '../db/schema/sessions.ts';
import { users } from '../db/schema/users.ts';

export interface TestUser {
  userId: number;
  email: string;
  token: string;
  headers: { authorization: string };
}

let counter = 0;

/**
 * A verified diner with a session, written straight to the database: for tests of calls that need a
 * logged-in user but are not about logging in (the accounts tests go through signup and login).
 */
export async function createTestUser(db: Database, { tenantId = 64, email }: { tenantId?: number; email?: string } = {}): Promise<TestUser> {
  counter += 1;
  const address = email ?? `user-${process.pid}-${Date.now()}-${counter}@example.test`;
  const [user] = await db
    .insert(users)
    .values({ tenantId, email: address, name: `Test Diner ${counter}`, passwordHash: 'not-a-login-hash', emailVerifiedAt: new Date() })
    .returning({ id: users.id });
  if (!user) throw new Error('The test user was not created');
  return createTestSession(db, { userId: user.id, email: address }, tenantId);
}

/** Another session of a test user (a second device's login), written straight to the database. */
export async function createTestSession(db: Database, user: Pick<TestUser, 'userId' | 'email'>, tenantId = 64): Promise<TestUser> {
  const token = newSessionToken();
  await db.insert(sessions).values({ tokenHash: hashToken(token), tenantId, userId: user.userId, expiresAt: new Date(Date.now() + 86_400_000) });
  return { ...user, token, headers: { authorization: `Bearer ${token}` } };
}
