import { describe, expect, it } from 'vitest';
import { safeNextPath, withNext } from './next-path';

describe('the path to return to after logging in', () => {
  it('keeps a path of this site', () => {
    expect(safeNextPath('/favorites')).toBe('/favorites');
    expect(safeNextPath('/menu?x=1#pizzas')).toBe('/menu?x=1#pizzas');
  });
  it('refuses anything that could leave the site, and defaults to /profile', () => {
    for (const next of ['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '', null, undefined]) {
      expect(safeNextPath(next)).toBe('/profile');
    }
  });
  it('carries a safe next path between account pages, and drops an unsafe one', () => {
    expect(withNext('/signup', '/favorites')).toBe('/signup?next=%2Ffavorites');
    expect(withNext('/otp-verification', '//evil.example', { email: 'a@b.c' })).toBe('/otp-verification?email=a%40b.c');
  });
});
