import { afterEach, describe, expect, it, vi } from 'vitest';
import { readJson, removeItem, writeJson } from './storage';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('safe local storage', () => {
  it('round-trips JSON values', () => {
    writeJson('answer', { value: 42 });
    expect(readJson('answer')).toEqual({ value: 42 });
    removeItem('answer');
    expect(readJson('answer')).toBeNull();
  });

  it('reads a value that is not JSON as null, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('broken', '{not json');
    expect(readJson('broken')).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('logs a warning and carries on when storage throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const quota = new DOMException('full', 'QuotaExceededError');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw quota;
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw quota;
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw quota;
    });

    expect(() => writeJson('key', 1)).not.toThrow();
    expect(readJson('key')).toBeNull();
    expect(() => removeItem('key')).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(3);
  });
});
