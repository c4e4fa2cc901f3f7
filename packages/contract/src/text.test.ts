import { describe, expect, it } from 'vitest';
import { requestDateSchema, requestInstantSchema } from './dates.ts';
import { keySchema, textSchema } from './text.ts';

// Issue 17 point 6: one text schema for every request's free text, one date schema for its dates.

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe('the request text schema', () => {
  const line = textSchema(20);
  const notes = textSchema(20, { multiline: true });

  it.each([
    ['NUL', '\u0000', 'U+0000'],
    ['escape', '\u001b[31m', 'U+001B'],
    ['DEL', '\u007f', 'U+007F'],
    ['a C1 control', '\u0085', 'U+0085'],
    ['the line separator', '\u2028', 'U+2028'],
    ['a right-to-left override', '\u202e', 'U+202E'],
    ['a bidirectional isolate', '\u2066', 'U+2066'],
    ['the byte-order mark', '\ufeff', 'U+FEFF'],
    ['a lone surrogate', '\ud800', 'U+D800'],
  ])('refuses %s, naming it, in one line and in many', (_name, character, codePoint) => {
    for (const schema of [line, notes]) {
      expect(messagesOf(schema.safeParse(`Grace${character}Hopper`))).toEqual([`Remove the control character ${codePoint}: it cannot be stored or shown`]);
    }
  });

  it('keeps tabs and line breaks in multi-line text only', () => {
    expect(notes.parse('No onion,\r\n\tplease')).toBe('No onion,\r\n\tplease');
    for (const character of ['\n', '\r', '\t']) expect(line.safeParse(`Grace${character}Hopper`).success).toBe(false);
  });

  it('trims, keeps every other character (accents, emoji with joiners, right-to-left scripts) and bounds the length', () => {
    expect(line.parse('  Zoë 👩‍🍳 ')).toBe('Zoë 👩‍🍳');
    expect(line.parse('مرحبا')).toBe('مرحبا');
    expect(line.parse(`${' '.repeat(10)}${'x'.repeat(20)}`)).toHaveLength(20);
    expect(messagesOf(line.safeParse('x'.repeat(21)))).toEqual(['Use at most 20 characters']);
  });

  it('takes a required field’s own message when chained', () => {
    expect(messagesOf(textSchema(20).min(1, 'Enter your name').safeParse('   '))).toEqual(['Enter your name']);
  });
});

describe('keys the server handed out', () => {
  it('are letters, digits, _ and - only, within their length', () => {
    const orderId = keySchema(1, 64);
    expect(orderId.parse('ord_AbC-12_x')).toBe('ord_AbC-12_x');
    for (const bad of ['', 'ord\u0000x', 'ord x', 'ord/../x', 'x'.repeat(65)]) expect(orderId.safeParse(bad).success).toBe(false);
  });
});

describe('request dates', () => {
  it('are from 2000 to 2100, both included', () => {
    for (const date of ['2000-01-01', '2026-11-24', '2100-12-31']) expect(requestDateSchema.parse(date)).toBe(date);
    for (const date of ['0001-01-01', '1999-12-31', '2101-01-01', '9999-12-31']) {
      expect(messagesOf(requestDateSchema.safeParse(date))).toEqual(['Expected a date between 2000 and 2100']);
    }
    expect(messagesOf(requestDateSchema.safeParse('2026-02-30'))).toEqual(['Expected a date as YYYY-MM-DD']);
  });

  it('and so are instants', () => {
    expect(requestInstantSchema.parse('2026-11-24T13:00:00+11:00')).toBe('2026-11-24T13:00:00+11:00');
    expect(messagesOf(requestInstantSchema.safeParse('0001-01-01T00:00:00Z'))).toEqual(['Expected a date between 2000 and 2100']);
  });
});
