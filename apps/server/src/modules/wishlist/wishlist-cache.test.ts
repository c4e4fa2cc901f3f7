import type { WishlistItem } from '@crust/contract/wishlist';
import { describe, expect, it, vi } from 'vitest';
import { createWishlistCache } from './wishlist-cache.ts';

const item = (name: string) => ({ name }) as WishlistItem;

/** A promise the test settles by hand, to interleave a read with a write. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

function setup(maxEntries = 10) {
  const catalogue = { version: 0 as number | null };
  const cache = createWishlistCache({ catalogueVersion: () => catalogue.version, maxEntries });
  return { cache, catalogue };
}

describe('the wishlist cache (PGlite: this process is the only server)', () => {
  it('reads a wishlist once and answers later reads from memory, per diner', async () => {
    const { cache } = setup();
    const load = vi.fn(async () => [item('Pepperoni')]);
    await cache.read(1, load);
    expect(await cache.read(1, load)).toEqual([item('Pepperoni')]);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.read(2, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reads again after a write of that wishlist, and only of that one', async () => {
    const { cache } = setup();
    const load = vi.fn(async () => [item('Pepperoni')]);
    await cache.read(1, load);
    await cache.read(2, load);
    await cache.write(1, async () => {});
    await cache.read(1, load);
    await cache.read(2, load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('reads again after any catalogue write, and remembers nothing while catalogue writes may go unheard', async () => {
    const { cache, catalogue } = setup();
    const load = vi.fn(async () => [item('Pepperoni')]);
    await cache.read(1, load);
    catalogue.version = 1;
    await cache.read(1, load);
    expect(load).toHaveBeenCalledTimes(2);
    catalogue.version = null;
    await cache.read(1, load);
    await cache.read(1, load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('does not keep a read that a write overtook: the old list never comes back', async () => {
    const { cache } = setup();
    const oldRead = deferred<WishlistItem[]>();
    const reading = cache.read(1, () => oldRead.promise);
    await cache.write(1, async () => {});
    oldRead.resolve([]); // what the table held before the add
    expect(await reading).toEqual([]);
    const load = vi.fn(async () => [item('Pepperoni')]);
    expect(await cache.read(1, load)).toEqual([item('Pepperoni')]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a read that ran during a write, and does not keep one that started before a catalogue change', async () => {
    const { cache, catalogue } = setup();
    const writing = deferred<void>();
    const write = cache.write(1, () => writing.promise);
    await cache.read(1, async () => []);
    writing.resolve();
    await write;
    const load = vi.fn(async () => [item('Margherita')]);
    await cache.read(1, load);
    expect(load).toHaveBeenCalledTimes(1);

    const slowRead = deferred<WishlistItem[]>();
    await cache.write(1, async () => {});
    const reading = cache.read(1, () => slowRead.promise);
    catalogue.version = 1;
    slowRead.resolve([item('Margherita at the old price')]);
    await reading;
    await cache.read(1, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps at most maxEntries wishlists, forgetting the oldest', async () => {
    const { cache } = setup(2);
    const load = vi.fn(async () => []);
    for (const userId of [1, 2, 3]) await cache.read(userId, load);
    await cache.read(3, load);
    await cache.read(2, load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.read(1, load);
    expect(load).toHaveBeenCalledTimes(4);
  });
});
