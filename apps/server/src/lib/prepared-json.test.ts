import { promisify } from 'node:util';
import { brotliDecompress, gunzip } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { isNotModified, pickEncoding, prepareJson } from './prepared-json.ts';

describe('prepared JSON', () => {
  it('serialises, hashes and compresses once; every body decodes to the same JSON', async () => {
    const value = { data: { items: Array.from({ length: 50 }, (_, index) => ({ index, name: 'Margherita' })) } };
    const prepared = await prepareJson(value);
    expect(JSON.parse(prepared.bodies.identity.toString())).toEqual(value);
    expect((await promisify(gunzip)(prepared.bodies.gzip)).equals(prepared.bodies.identity)).toBe(true);
    expect((await promisify(brotliDecompress)(prepared.bodies.br)).equals(prepared.bodies.identity)).toBe(true);
    expect(prepared.etags).toEqual({ identity: `"${prepared.hash}"`, gzip: `"${prepared.hash}-gzip"`, br: `"${prepared.hash}-br"` });
    expect((await prepareJson(value)).hash).toBe(prepared.hash);
    expect((await prepareJson({ ...value, extra: 1 })).hash).not.toBe(prepared.hash);
  });

  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['GZIP', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.0, gzip;q=0', 'identity'],
    ['br;q=0.5, gzip;q=1', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['deflate', 'identity'],
    ['identity', 'identity'],
  ])('picks the encoding for Accept-Encoding %j: %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });

  it('treats any encoding’s ETag of the body, weak or strong, or *, as a match for If-None-Match', async () => {
    const prepared = await prepareJson({ a: 1 });
    expect(isNotModified(undefined, prepared)).toBe(false);
    expect(isNotModified(prepared.etags.identity, prepared)).toBe(true);
    expect(isNotModified(`W/${prepared.etags.br}`, prepared)).toBe(true);
    expect(isNotModified(`"other", ${prepared.etags.gzip}`, prepared)).toBe(true);
    expect(isNotModified(' * ', prepared)).toBe(true);
    expect(isNotModified('"other"', prepared)).toBe(false);
    expect(isNotModified(prepared.hash, prepared)).toBe(false);
  });
});
