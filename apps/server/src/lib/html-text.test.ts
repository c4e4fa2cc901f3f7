import { describe, expect, it } from 'vitest';
import { escapeHtml, scriptSafeJson } from './html-text.ts';

describe('scriptSafeJson', () => {
  it('escapes every character that could end the script or start markup, and parses back to the same value', () => {
    const hostile = { name: '</script><script>alert(1)</script><!-- & \u2028\u2029 "quoted"' };
    const text = scriptSafeJson(hostile);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(text).toContain('\\u0026');
    expect(text).toContain('\\u2028\\u2029');
    expect(JSON.parse(text)).toEqual(hostile);
  });
});

describe('escapeHtml', () => {
  it('escapes what could end an attribute or start markup', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;');
  });
});
