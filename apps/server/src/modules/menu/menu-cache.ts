import type { Menu, MenuKind } from '@crust/contract/menu';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import type { PreparedJson } from '../../lib/prepared-json.ts';

/** The channel migration 0002's triggers notify on every write to a table a menu is built from. */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

/** What a write touched: one outlet's menus, all of a tenant's, or everything (after a TRUNCATE). */
export type CatalogueScope = { restaurantId: number } | { tenantId: number } | 'all';

/** Payloads are 'restaurant:<id>', 'tenant:<id>' or 'all'; anything else is read as 'all', the safe side. */
export function parseCatalogueScope(payload: string): CatalogueScope {
  const match = /^(restaurant|tenant):(\d+)$/.exec(payload);
  if (!match) return 'all';
  const id = Number(match[2]);
  return match[1] === 'restaurant' ? { restaurantId: id } : { tenantId: id };
}

export interface MenuKey {
  tenantId: number;
  restaurantId: number;
  menu: MenuKind;
}

/**
 * A built menu twice over: the outlet's offer as data, which the catalogue indexes, and the answer
 * of GET /v2/menu as prepared bytes, which the route sends. Both come from one build, so they agree.
 */
export interface CachedMenu {
  /** Every modifier included, sold out or not: the answer leaves the sold-out ones out. */
  menu: Menu;
  /** The modifiers the outlet has run out of (issue 10). */
  soldOutModifierIds: ReadonlySet<number>;
  /** The menu as diners get it (the sold-out modifiers left out): the answer's `data`, and what a server-rendered page embeds. */
  served: Menu;
  prepared: PreparedJson;
  /**
   * Issue 19: the instant (ms) the menu stops being true with no write at all: the outlet's next
   * daypart boundary, when a product becomes available or stops being. Undefined: until a write.
   */
  validUntil?: number;
}
/** What the cart's catalogue reads of an entry. */
export type MenuOffer = Omit<CachedMenu, 'prepared' | 'served'>;

interface Entry extends MenuKey {
  value: CachedMenu;
}

/** Whether a catalogue write of `scope` changes the menus of `outlet`. */
export const covers = (scope: CatalogueScope, entry: Omit<MenuKey, 'menu'>) =>
  scope === 'all' || ('restaurantId' in scope ? scope.restaurantId === entry.restaurantId : scope.tenantId === entry.tenantId);

/**
 * The prepared menu per tenant, outlet and menu kind (issue #3's budget: a hit does no database
 * query and no serialisation). Entries live until a catalogue write invalidates them: through
 * invalidate() at once for a write made by this process, and through the database's notifications
 * for every other writer (another instance, plain SQL); or until their validUntil passes (the
 * outlet's next daypart boundary, issue 19).
 *
 * A build that overlaps an invalidation is returned to its callers but not kept: it may have read
 * the rows before the write. While notifications cannot be trusted (the listening connection is
 * lost) nothing is kept at all, so a stale menu is never served for longer than one build.
 */
export async function createMenuCache(listen: DatabaseHandle['listen'], log: FastifyBaseLogger, now: () => Date = () => new Date()) {
  const entries = new Map<string, Entry>();
  /**
   * The entry while it holds: one past its validUntil (a daypart opened or closed since it was
   * built) is dropped, so the next read rebuilds it and the menu flips at the boundary, not later.
   */
  function current(id: string): Entry | undefined {
    const entry = entries.get(id);
    if (entry?.value.validUntil !== undefined && now().getTime() >= entry.value.validUntil) {
      entries.delete(id);
      return undefined;
    }
    return entry;
  }
  const building = new Map<string, { key: MenuKey; promise: Promise<CachedMenu> }>();
  let generation = 0;
  let listening = true;
  /** Who follows catalogue writes as they are heard (the diners' live menus, issue 19). */
  const watchers = new Set<(scope: CatalogueScope) => void>();

  function invalidate(scope: CatalogueScope): void {
    generation += 1;
    for (const watcher of watchers) watcher(scope);
    for (const [id, entry] of entries) if (covers(scope, entry)) entries.delete(id);
    for (const [id, pending] of building) if (covers(scope, pending.key)) building.delete(id);
  }

  const stopListening = await listen(
    CATALOGUE_CHANNEL,
    (payload) => invalidate(parseCatalogueScope(payload)),
    (nowListening) => {
      listening = nowListening;
      invalidate('all');
      if (nowListening) log.info('catalogue notifications are back: the menu cache is on again');
      else log.warn('lost the catalogue notifications: the menu cache is off until they are back');
    },
  );

  return {
    /** The cached menu, synchronously: the hot path makes no promise. */
    peek: (key: MenuKey): CachedMenu | undefined => current(keyOf(key))?.value,

    /** The cached menu, or the one `build` makes; concurrent misses of one key share one build. */
    get(key: MenuKey, build: () => Promise<CachedMenu>): Promise<CachedMenu> {
      const id = keyOf(key);
      const hit = current(id);
      if (hit) return Promise.resolve(hit.value);
      const pending = building.get(id);
      if (pending) return pending.promise;

      const startedAt = generation;
      const promise = build()
        .then((value) => {
          if (generation === startedAt && listening) entries.set(id, { ...key, value });
          return value;
        })
        .finally(() => {
          if (building.get(id)?.promise === promise) building.delete(id);
        });
      building.set(id, { key, promise });
      return promise;
    },
    invalidate,
    /** Calls `watcher` with the scope of every catalogue write heard from now on (this process's and the notified); answers how to stop. */
    watch(watcher: (scope: CatalogueScope) => void): () => void {
      watchers.add(watcher);
      return () => watchers.delete(watcher);
    },
    /**
     * Changes with every catalogue write heard; null while writes may go unheard. Other caches of
     * what is built from the catalogue (the wishlist's) stamp their entries with it.
     */
    catalogueVersion: (): number | null => (listening ? generation : null),
    close: stopListening,
  };
}
export type MenuCache = Awaited<ReturnType<typeof createMenuCache>>;

const keyOf = ({ tenantId, restaurantId, menu }: MenuKey) => `${tenantId}:${restaurantId}:${menu}`;
