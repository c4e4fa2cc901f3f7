import { describe, expect, it } from 'vitest';
import { acceptsEncoding } from './web-pages.ts';

describe('Accept-Encoding for the pages', () => {
  it('takes an encoding named without a quality or with one above 0', () => {
    expect(acceptsEncoding('gzip, deflate, br, zstd', 'br')).toBe(true);
    expect(acceptsEncoding('gzip;q=0.5', 'gzip')).toBe(true);
    expect(acceptsEncoding('GZIP', 'gzip')).toBe(true);
  });

  it('refuses one named with q=0, or not named at all, or without the header', () => {
    expect(acceptsEncoding('br;q=0, gzip', 'br')).toBe(false);
    expect(acceptsEncoding('gzip, deflate', 'br')).toBe(false);
    expect(acceptsEncoding(undefined, 'gzip')).toBe(false);
    expect(acceptsEncoding('identity', 'gzip')).toBe(false);
  });

  it('takes what `*` covers unless it is named apart', () => {
    expect(acceptsEncoding('*', 'br')).toBe(true);
    expect(acceptsEncoding('br;q=0, *', 'br')).toBe(false);
    expect(acceptsEncoding('*;q=0', 'gzip')).toBe(false);
  });
});
