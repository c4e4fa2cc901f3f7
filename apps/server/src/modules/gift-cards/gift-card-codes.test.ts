import { formatGiftCardCode, maskedGiftCardCode, normaliseGiftCardCode } from '@crust/contract/gift-card-codes';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../env.ts';
import { createGiftCardCodes, newGiftCardCode } from './gift-card-codes.ts';
import { giftCardSecretOf } from './gift-card-secret.ts';

describe('gift card codes (issue 21)', () => {
  it('are 16 characters of Crockford base32, shown in four groups of four', () => {
    const code = newGiftCardCode();
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    expect(formatGiftCardCode(code)).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    expect(maskedGiftCardCode(code.slice(-4))).toBe(`••••-••••-••••-${code.slice(-4)}`);
  });

  it('carry 80 random bits: every character position takes every one of the 32 symbols, and 2,000 codes never repeat', () => {
    const codes = Array.from({ length: 2000 }, newGiftCardCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (let position = 0; position < 16; position++) expect(new Set(codes.map((code) => code[position])).size).toBe(32);
  });

  it('are read in any case, with or without dashes or spaces, O as 0 and I or L as 1', () => {
    expect(normaliseGiftCardCode('crst-gftc-ard5-0000')).toBe('CRSTGFTCARD50000');
    expect(normaliseGiftCardCode(' CRST GFTC ARD5 0000 ')).toBe('CRSTGFTCARD50000');
    expect(normaliseGiftCardCode('crstgftcard5oooo')).toBe('CRSTGFTCARD50000');
    expect(normaliseGiftCardCode('ABCD-EFGH-iJKL-MNPQ')).toBe('ABCDEFGH1JK1MNPQ');
  });

  it('refuse what cannot be a code: a wrong length or a letter outside the alphabet', () => {
    expect(normaliseGiftCardCode('CRST-GFTC-ARD5-000')).toBeNull();
    expect(normaliseGiftCardCode('CRST-GFTC-ARD5-00000')).toBeNull();
    expect(normaliseGiftCardCode('CRST-GFTC-ARD5-000U')).toBeNull();
    expect(normaliseGiftCardCode('CRST-GFTC-ARD5-000!')).toBeNull();
  });

  it('are stored as a keyed hash and their last four: another secret gives another hash, and the hash does not hold the code', () => {
    const code = newGiftCardCode();
    const stored = createGiftCardCodes('a'.repeat(40)).stored(code);
    expect(stored.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.codeHash).not.toContain(code.toLowerCase());
    expect(stored.codeLast4).toBe(code.slice(-4));
    expect(createGiftCardCodes('a'.repeat(40)).stored(code).codeHash).toBe(stored.codeHash);
    expect(createGiftCardCodes('b'.repeat(40)).stored(code).codeHash).not.toBe(stored.codeHash);
  });
});

describe('GIFT_CARD_SECRET', () => {
  it('is required by a production start, and must be long enough', () => {
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(/GIFT_CARD_SECRET is required in production/);
    expect(() => parseConfig({ NODE_ENV: 'production', GIFT_CARD_SECRET: 'short' })).toThrow(/at least 32 characters/);
    expect(parseConfig({ NODE_ENV: 'production', GIFT_CARD_SECRET: 'x'.repeat(32) }).GIFT_CARD_SECRET).toBe('x'.repeat(32));
    expect(parseConfig({}).GIFT_CARD_SECRET).toBeUndefined();
  });

  it('is the configured one when set', () => {
    expect(giftCardSecretOf({ GIFT_CARD_SECRET: 's'.repeat(32), DATA_DIR: '/nonexistent' })).toBe('s'.repeat(32));
  });

  it('is generated into DATA_DIR once (owner-only), and read back on the next start', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'crust-secret-')), 'data');
    const first = giftCardSecretOf({ GIFT_CARD_SECRET: undefined, DATA_DIR: dataDir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(giftCardSecretOf({ GIFT_CARD_SECRET: undefined, DATA_DIR: dataDir })).toBe(first);
    expect(readFileSync(join(dataDir, 'gift-card-secret'), 'utf8').trim()).toBe(first);
    expect(statSync(join(dataDir, 'gift-card-secret')).mode & 0o077).toBe(0);
  });
});
