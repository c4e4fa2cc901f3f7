import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { RestaurantEntry } from '@crust/contract/restaurants';
import type { SiteConfig } from '@crust/contract/site-config';
import { readRaw, removeItem, safeStateStorage, writeJson } from './storage';

export const SELECTED_RESTAURANT_KEY = 'selectedRestaurant';
export const EXPIRY_STORAGE_KEY = 'selectedRestaurantExpiry';

/** Spec §5, §9: the auto-clear interval, in hours. */
export const AUTO_CLEAR_MIN_HOURS = 1;
export const AUTO_CLEAR_MAX_HOURS = 168;
const HOUR_MS = 60 * 60 * 1000;

/** The theme's general.autoClearRestaurantOnInterval / autoClearRestaurantTimeInterval, unchecked. */
export type AutoClearConfig = { enabled: unknown; intervalHours: unknown };

export const autoClearFromTheme = ({ general }: SiteConfig): AutoClearConfig => ({
  enabled: general.autoClearRestaurantOnInterval,
  intervalHours: general.autoClearRestaurantTimeInterval,
});

/**
 * The number of hours after which a selection expires, or null when auto-clear is off or invalid.
 *
 * Spec §5 says the configuration is valid only with a boolean flag and a number from 1 to 168, and
 * also that a configured interval is clamped into 1 to 168. We read the two together: the *types*
 * decide validity (a boolean flag, a finite number), and the *range* is enforced by clamping, so 0
 * becomes 1 and 500 becomes 168 rather than switching auto-clear off. A string, NaN or Infinity
 * interval, or a non-boolean flag, is invalid: no expiry is kept.
 */
export function resolveAutoClear({ enabled, intervalHours }: AutoClearConfig): number | null {
  if (typeof enabled !== 'boolean' || !enabled) return null;
  if (typeof intervalHours !== 'number' || !Number.isFinite(intervalHours)) return null;
  return Math.min(AUTO_CLEAR_MAX_HOURS, Math.max(AUTO_CLEAR_MIN_HOURS, intervalHours));
}

type SelectedRestaurantState = {
  selected: RestaurantEntry | null;
  selectRestaurant: (entry: RestaurantEntry, autoClear: AutoClearConfig, now?: number) => void;
  clearSelection: () => void;
  checkExpiry: (now?: number) => void;
  replaceFromList: (entries: readonly RestaurantEntry[]) => void;
};

export const useSelectedRestaurantStore = create<SelectedRestaurantState>()(
  persist(
    (set, get) => ({
      selected: null,
      selectRestaurant: (entry, autoClear, now = Date.now()) => {
        set({ selected: entry });
        const hours = resolveAutoClear(autoClear);
        // storage.ts logs a failed write as a warning and carries on (spec §8).
        if (hours === null) removeItem(EXPIRY_STORAGE_KEY);
        else writeJson(EXPIRY_STORAGE_KEY, now + hours * HOUR_MS);
      },
      clearSelection: () => {
        set({ selected: null });
        removeItem(EXPIRY_STORAGE_KEY);
      },
      checkExpiry: (now = Date.now()) => {
        const raw = readRaw(EXPIRY_STORAGE_KEY);
        if (raw === null) return;
        const expiry = Number(raw);
        if (!Number.isFinite(expiry) || expiry <= 0) {
          removeItem(EXPIRY_STORAGE_KEY);
          return;
        }
        if (now >= expiry) get().clearSelection();
      },
      replaceFromList: (entries) => {
        const current = get().selected;
        if (!current) return;
        const fresh = entries.find((entry) => entry.restaurant.id === current.restaurant.id) ?? null;
        set({ selected: fresh });
      },
    }),
    {
      name: SELECTED_RESTAURANT_KEY,
      storage: createJSONStorage(() => safeStateStorage),
      partialize: ({ selected }) => ({ selected }),
    },
  ),
);

export type RestaurantChangeListener = (next: RestaurantEntry, previous: RestaurantEntry) => void;

/**
 * Calls `listener` when the selection moves from one outlet to another (spec §4: that clears the
 * cart, without a toast). A first selection, a refresh of the same outlet after a list fetch and a
 * clearing do not count. Returns the unsubscribe function.
 */
export function onRestaurantChange(listener: RestaurantChangeListener): () => void {
  return useSelectedRestaurantStore.subscribe((state, previous) => {
    const next = state.selected;
    const before = previous.selected;
    if (next && before && next.restaurant.id !== before.restaurant.id) listener(next, before);
  });
}
