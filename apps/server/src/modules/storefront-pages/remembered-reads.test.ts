import { describe, expect, it, vi } from 'vitest';
import { createRememberedReads } from './remembered-reads.ts';

describe('reads remembered until a catalogue or settings write is heard', () => {
  it('reads once per catalogue version and arguments, again once the version moves', async () => {
    let version: number | null = 1;
    const read = vi.fn(async (tenantId: number) => ({ tenantId }));
    const outlets = createRememberedReads(() => version)('outlets', read);
    const first = await outlets(64);
    expect(await outlets(64)).toBe(first);
    await outlets(65);
    expect(read).toHaveBeenCalledTimes(2);
    version = 2;
    expect(await outlets(64)).not.toBe(first);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('keeps nothing while writes may go unheard, nor a read that failed', async () => {
    let version: number | null = null;
    const read = vi.fn(async () => 'rows');
    const outlets = createRememberedReads(() => version)('outlets', read);
    await outlets();
    await outlets();
    expect(read).toHaveBeenCalledTimes(2);

    version = 1;
    const failing = vi.fn().mockRejectedValueOnce(new Error('connection lost')).mockResolvedValue('rows');
    const settings = createRememberedReads(() => version)('settings', failing as () => Promise<string>);
    await expect(settings()).rejects.toThrow('connection lost');
    expect(await settings()).toBe('rows');
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('reads again after a read that overlapped a write: it may hold the rows from before', async () => {
    let version = 1;
    let finish: (rows: string) => void = () => {};
    const read = vi
      .fn()
      .mockImplementationOnce(() => new Promise<string>((resolve) => (finish = resolve)))
      .mockResolvedValue('after');
    const outlets = createRememberedReads(() => version)('outlets', read as () => Promise<string>);
    const overlapping = outlets();
    version = 2;
    finish('before');
    expect(await overlapping).toBe('before');
    expect(await outlets()).toBe('after');
  });
});
