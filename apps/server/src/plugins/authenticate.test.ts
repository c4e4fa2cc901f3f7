import { describe, expect, it } from 'vitest';
import { cachedSessionLookup, type AuthSession } from './authenticate.ts';

const guestUser = { guestId: 1_234_567, name: '', email: '', phone_no: '' };
const sessionUntil = (expiresAt: number): AuthSession => ({
  tenantId: 64,
  tokenHash: 'h',
  subject: { kind: 'guest', guestRowId: 1, guestUser },
  expiresAt: new Date(expiresAt),
});

/** A lookup over a table the test edits, counting the queries it would make. */
function fakeDatabase(rows: Record<string, AuthSession>) {
  const calls: string[] = [];
  const lookup = async (tokenHash: string) => {
    calls.push(tokenHash);
    return rows[tokenHash] ?? null;
  };
  return { calls, lookup, rows };
}

describe('cachedSessionLookup', () => {
  it('answers a found session from memory within the TTL, then asks the database again', async () => {
    let clock = 1_000;
    const database = fakeDatabase({ a: sessionUntil(1_000_000) });
    const find = cachedSessionLookup(database.lookup, { ttlMs: 5000, maxEntries: 10, now: () => clock });
    expect(await find('a')).toBe(database.rows.a);
    clock += 4999;
    expect(await find('a')).toBe(database.rows.a);
    expect(database.calls).toEqual(['a']);
    clock += 1;
    delete database.rows.a;
    expect(await find('a')).toBeNull();
    expect(database.calls).toEqual(['a', 'a']);
  });

  it('never trusts a session past its own expiry', async () => {
    let clock = 1_000;
    const database = fakeDatabase({ a: sessionUntil(2_000) });
    const find = cachedSessionLookup(database.lookup, { ttlMs: 5000, maxEntries: 10, now: () => clock });
    await find('a');
    clock = 2_000;
    database.rows.a = sessionUntil(1_500); // what the database now says: expired
    await find('a');
    expect(database.calls).toEqual(['a', 'a']);
  });

  it('does not remember unknown tokens, so guessing neither fills memory nor hides a new session', async () => {
    const database = fakeDatabase({});
    const find = cachedSessionLookup(database.lookup, { ttlMs: 5000, maxEntries: 10, now: () => 0 });
    expect(await find('x')).toBeNull();
    database.rows.x = sessionUntil(1_000_000);
    expect(await find('x')).toBe(database.rows.x);
    expect(database.calls).toEqual(['x', 'x']);
  });

  it('keeps at most maxEntries, dropping the oldest, and forgets a session on request', async () => {
    const database = fakeDatabase({ a: sessionUntil(1e9), b: sessionUntil(1e9), c: sessionUntil(1e9) });
    const find = cachedSessionLookup(database.lookup, { ttlMs: 5000, maxEntries: 2, now: () => 0 });
    for (const token of ['a', 'b', 'c', 'b', 'c', 'a']) await find(token);
    expect(database.calls).toEqual(['a', 'b', 'c', 'a']);
    find.forget('a');
    await find('a');
    expect(database.calls).toEqual(['a', 'b', 'c', 'a', 'a']);
  });

  it('never remembers a user session: logout and reset must end it everywhere at its very next use', async () => {
    const user: AuthSession = { tenantId: 64, tokenHash: 'u', subject: { kind: 'user', userId: 1 }, expiresAt: new Date(1_000_000) };
    const database = fakeDatabase({ u: user });
    const find = cachedSessionLookup(database.lookup, { ttlMs: 5000, maxEntries: 10, now: () => 1_000 });
    await find('u');
    await find('u');
    expect(database.calls).toEqual(['u', 'u']);
  });

  it('remembers nothing while session endings may be missed, and forgets what it had', async () => {
    const database = fakeDatabase({ a: sessionUntil(1_000_000) });
    const find = cachedSessionLookup(database.lookup, { ttlMs: 5000, maxEntries: 10, now: () => 1_000 });
    await find('a');
    find.trust(false);
    await find('a');
    await find('a');
    expect(database.calls).toEqual(['a', 'a', 'a']);
    find.trust(true);
    await find('a');
    await find('a');
    expect(database.calls).toEqual(['a', 'a', 'a', 'a']);
  });

  it('remembers user sessions too where it is the only server (rememberUsers: PGlite)', async () => {
    const user: AuthSession = { tenantId: 64, tokenHash: 'u', subject: { kind: 'user', userId: 1 }, expiresAt: new Date(1_000_000) };
    const database = fakeDatabase({ u: user });
    const find = cachedSessionLookup(database.lookup, { ttlMs: 5000, maxEntries: 10, rememberUsers: true, now: () => 1_000 });
    await find('u');
    await find('u');
    expect(database.calls).toEqual(['u']);
    find.forget('u');
    delete database.rows.u;
    expect(await find('u')).toBeNull();
  });
});
