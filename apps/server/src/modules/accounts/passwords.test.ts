import { describe, expect, it } from 'vitest';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('hashes with argon2id and verifies, also many at once (they queue for the hashing slots)', async () => {
    const stored = await hashPassword('correct horse battery staple');
    expect(stored).toMatch(/^\$argon2id\$/);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, n) => verifyPassword(stored, n % 2 ? 'wrong' : 'correct horse battery staple')));
    expect(answers).toEqual([true, false, true, false, true, false, true, false]);
  });

  it('says no for a missing or malformed stored hash, after the same work', async () => {
    expect(await verifyPassword(null, 'anything at all')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything at all')).toBe(false);
  });

  it('knows the most common passwords, whatever their case', () => {
    expect(isCommonPassword('123456')).toBe(true);
    expect(isCommonPassword('PassWord')).toBe(true);
    expect(isCommonPassword('correct horse battery staple')).toBe(false);
  });
});
