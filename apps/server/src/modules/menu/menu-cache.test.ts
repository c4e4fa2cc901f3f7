import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { prepareJson } from '../../lib/prepared-json.ts';
import { CATALOGUE_CHANNEL, createMenuCache, parseCatalogueScope, type CachedMenu, type MenuKey } from './menu-cache.ts';

const silent = { info: () => {}, warn: () => {} } as unknown as FastifyBaseLogger;

/** A database whose notifications the test sends by hand. */
function fakeNotifications() {
  const channel: { notify?: (payload: string) => void; listeningChanged?: (listening: boolean) => void; stopped: boolean } = { stopped: false };
  const listen: DatabaseHandle['listen'] = async (name, onNotification, onListeningChange) => {
    expect(name).toBe(CATALOGUE_CHANNEL);
    channel.notify = onNotification;
    channel.listeningChanged = onListeningChange;
    return async () => {
      channel.stopped = true;
    };
  };
  return { listen, channel };
}

const key = (restaurantId: number, tenantId = 64, menu: MenuKey['menu'] = 'main'): MenuKey => ({ tenantId, restaurantId, menu });
/** A menu built with a label to tell builds apart. */
const built = async (label: string): Promise<CachedMenu> => ({
  menu: { categories: [], deals: [], half_and_half_pricing: 'dearer' },
  soldOutModifierIds: new Set(),
  served: { categories: [], deals: [], half_and_half_pricing: 'dearer' },
  prepared: await prepareJson({ label }),
});
const builder = (label: string) => vi.fn(() => built(label));
const labelOf = ({ prepared }: CachedMenu) => (JSON.parse(prepared.bodies.identity.toString()) as { label: string }).label;

describe('menu cache', () => {
  it.each([
    ['restaurant:12', { restaurantId: 12 }],
    ['tenant:64', { tenantId: 64 }],
    ['all', 'all'],
    ['garbage', 'all'],
    ['restaurant:', 'all'],
  ])('reads the notification %j as %j', (payload, scope) => {
    expect(parseCatalogueScope(payload)).toEqual(scope);
  });

  it('builds a menu once and serves it from memory afterwards, per tenant, outlet and menu kind', async () => {
    const cache = await createMenuCache(fakeNotifications().listen, silent);
    const build = builder('a');
    await cache.get(key(1), build);
    await cache.get(key(1), build);
    expect(build).toHaveBeenCalledTimes(1);
    await cache.get(key(1, 64, 'dinein'), build);
    await cache.get(key(1, 65), build);
    expect(build).toHaveBeenCalledTimes(3);
  });

  it('shares one build among concurrent misses of one key', async () => {
    const cache = await createMenuCache(fakeNotifications().listen, silent);
    const build = builder('a');
    const results = await Promise.all([cache.get(key(1), build), cache.get(key(1), build), cache.get(key(1), build)]);
    expect(build).toHaveBeenCalledTimes(1);
    expect(new Set(results).size).toBe(1);
  });

  it('forgets what a notification names: one outlet, a whole tenant, or everything', async () => {
    const { listen, channel } = fakeNotifications();
    const cache = await createMenuCache(listen, silent);
    const builds = { one: builder('1'), two: builder('2'), other: builder('other') };
    const fill = () => Promise.all([cache.get(key(1), builds.one), cache.get(key(2), builds.two), cache.get(key(3, 70), builds.other)]);
    const calls = () => [builds.one.mock.calls.length, builds.two.mock.calls.length, builds.other.mock.calls.length];

    await fill();
    channel.notify?.('restaurant:1');
    await fill();
    expect(calls()).toEqual([2, 1, 1]);
    channel.notify?.('tenant:64');
    await fill();
    expect(calls()).toEqual([3, 2, 1]);
    channel.notify?.('all');
    await fill();
    expect(calls()).toEqual([4, 3, 2]);
  });

  it('does not keep a build that overlapped an invalidation, which may have read the old rows', async () => {
    const { listen, channel } = fakeNotifications();
    const cache = await createMenuCache(listen, silent);
    let finish: (value: CachedMenu) => void = () => {};
    const slow = vi.fn(() => new Promise<CachedMenu>((resolve) => (finish = resolve)));
    const pending = cache.get(key(1), slow);
    channel.notify?.('restaurant:1');
    // A request after the write does not join the build that started before it.
    const fresh = builder('fresh');
    expect(labelOf(await cache.get(key(1), fresh))).toBe('fresh');
    finish(await built('stale'));
    expect(labelOf(await pending)).toBe('stale');
    expect(labelOf(await cache.get(key(1), builder('never')))).toBe('fresh');
  });

  it('keeps nothing while notifications may be missed, and starts afresh once they are back', async () => {
    const { listen, channel } = fakeNotifications();
    const cache = await createMenuCache(listen, silent);
    await cache.get(key(1), builder('before'));
    channel.listeningChanged?.(false);
    const whileLost = builder('lost');
    await cache.get(key(1), whileLost);
    await cache.get(key(1), whileLost);
    expect(whileLost).toHaveBeenCalledTimes(2);
    channel.listeningChanged?.(true);
    const after = builder('after');
    await cache.get(key(1), after);
    await cache.get(key(1), after);
    expect(after).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed build, so the next request tries again', async () => {
    const cache = await createMenuCache(fakeNotifications().listen, silent);
    await expect(cache.get(key(1), () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(labelOf(await cache.get(key(1), builder('ok')))).toBe('ok');
  });

  it('stops listening on close', async () => {
    const { listen, channel } = fakeNotifications();
    const cache = await createMenuCache(listen, silent);
    await cache.close();
    expect(channel.stopped).toBe(true);
  });
});
