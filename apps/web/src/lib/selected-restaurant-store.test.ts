import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeRestaurant } from '@/testing/test-utils';
import { EXPIRY_STORAGE_KEY, SELECTED_RESTAURANT_KEY, onRestaurantChange, resolveAutoClear, useSelectedRestaurantStore } from './selected-restaurant-store';

const HOUR = 60 * 60 * 1000;
const NOW = new Date('2025-06-01T12:00:00Z').getTime();
const first = makeRestaurant(1, 'Crust Central');
const second = makeRestaurant(2, 'Crust North');
const enabled24h = { enabled: true, intervalHours: 24 };
const disabled = { enabled: false, intervalHours: 24 };
const initialState = useSelectedRestaurantStore.getState();
const storedExpiry = () => localStorage.getItem(EXPIRY_STORAGE_KEY);

beforeEach(() => {
  localStorage.clear();
  useSelectedRestaurantStore.setState(initialState, true);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('auto-clear validation (spec §5)', () => {
  it('is valid only if the enabled flag is a boolean true and the interval is a number', () => {
    expect(resolveAutoClear({ enabled: true, intervalHours: 24 })).toBe(24);
    expect(resolveAutoClear({ enabled: false, intervalHours: 24 })).toBeNull();
    expect(resolveAutoClear({ enabled: 'true', intervalHours: 24 })).toBeNull();
    expect(resolveAutoClear({ enabled: 1, intervalHours: 24 })).toBeNull();
    expect(resolveAutoClear({ enabled: true, intervalHours: '24' })).toBeNull();
    expect(resolveAutoClear({ enabled: true, intervalHours: Number.NaN })).toBeNull();
    expect(resolveAutoClear({ enabled: true, intervalHours: Number.POSITIVE_INFINITY })).toBeNull();
    expect(resolveAutoClear({ enabled: true, intervalHours: undefined })).toBeNull();
  });

  it('a configured interval is clamped into 1 to 168 hours', () => {
    expect(resolveAutoClear({ enabled: true, intervalHours: 0 })).toBe(1);
    expect(resolveAutoClear({ enabled: true, intervalHours: -5 })).toBe(1);
    expect(resolveAutoClear({ enabled: true, intervalHours: 1 })).toBe(1);
    expect(resolveAutoClear({ enabled: true, intervalHours: 168 })).toBe(168);
    expect(resolveAutoClear({ enabled: true, intervalHours: 500 })).toBe(168);
  });
});

describe('selected restaurant (spec §4)', () => {
  it('the selection is persisted', () => {
    useSelectedRestaurantStore.getState().selectRestaurant(first, disabled);
    const stored = JSON.parse(localStorage.getItem(SELECTED_RESTAURANT_KEY) ?? 'null') as { state: unknown };
    expect(stored.state).toEqual({ selected: first });
  });

  it('on selection with auto-clear enabled and a valid interval, the expiry is now plus the interval in hours', () => {
    useSelectedRestaurantStore.getState().selectRestaurant(first, enabled24h);
    expect(useSelectedRestaurantStore.getState().selected).toEqual(first);
    expect(Number(storedExpiry())).toBe(NOW + 24 * HOUR);
  });

  it('on selection with a clamped interval, the clamped hours are used', () => {
    useSelectedRestaurantStore.getState().selectRestaurant(first, { enabled: true, intervalHours: 1000 });
    expect(Number(storedExpiry())).toBe(NOW + 168 * HOUR);
  });

  it('on selection without valid auto-clear, any stored expiry is removed', () => {
    useSelectedRestaurantStore.getState().selectRestaurant(first, enabled24h);
    useSelectedRestaurantStore.getState().selectRestaurant(first, disabled);
    expect(storedExpiry()).toBeNull();

    useSelectedRestaurantStore.getState().selectRestaurant(first, enabled24h);
    useSelectedRestaurantStore.getState().selectRestaurant(first, { enabled: true, intervalHours: '24' });
    expect(storedExpiry()).toBeNull();
  });

  it('failures to store the expiry are logged as warnings and ignored', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => useSelectedRestaurantStore.getState().selectRestaurant(first, enabled24h)).not.toThrow();
    expect(useSelectedRestaurantStore.getState().selected).toEqual(first);
    expect(warn).toHaveBeenCalled();
  });

  it('on check, a passed expiry clears the selection and removes the expiry', () => {
    useSelectedRestaurantStore.getState().selectRestaurant(first, enabled24h);

    useSelectedRestaurantStore.getState().checkExpiry(NOW + 24 * HOUR - 1);
    expect(useSelectedRestaurantStore.getState().selected).toEqual(first);

    useSelectedRestaurantStore.getState().checkExpiry(NOW + 24 * HOUR);
    expect(useSelectedRestaurantStore.getState().selected).toBeNull();
    expect(storedExpiry()).toBeNull();
  });

  it('on check, the current time is used by default', () => {
    useSelectedRestaurantStore.getState().selectRestaurant(first, { enabled: true, intervalHours: 1 });
    vi.setSystemTime(NOW + 2 * HOUR);
    useSelectedRestaurantStore.getState().checkExpiry();
    expect(useSelectedRestaurantStore.getState().selected).toBeNull();
  });

  it.each([['"soon"'], ['-5'], ['0'], ['{not json'], ['']])('an invalid or non-positive stored expiry (%s) is removed', (raw) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    useSelectedRestaurantStore.getState().selectRestaurant(first, disabled);
    localStorage.setItem(EXPIRY_STORAGE_KEY, raw);

    useSelectedRestaurantStore.getState().checkExpiry(NOW);

    expect(storedExpiry()).toBeNull();
    expect(useSelectedRestaurantStore.getState().selected).toEqual(first);
  });

  it('after each list fetch, the selection is replaced by the fresh entry with the same restaurant id', () => {
    useSelectedRestaurantStore.getState().selectRestaurant(first, disabled);
    const renamed = { ...makeRestaurant(1, 'Crust Central (new name)') };

    useSelectedRestaurantStore.getState().replaceFromList([second, renamed]);

    expect(useSelectedRestaurantStore.getState().selected).toBe(renamed);
  });

  it('after a list fetch, the selection becomes null if it is no longer listed', () => {
    useSelectedRestaurantStore.getState().selectRestaurant(first, disabled);
    useSelectedRestaurantStore.getState().replaceFromList([second]);
    expect(useSelectedRestaurantStore.getState().selected).toBeNull();
  });

  it('selecting a different restaurant fires the change event, which the cart listens to', () => {
    const listener = vi.fn();
    const unsubscribe = onRestaurantChange(listener);
    const store = useSelectedRestaurantStore.getState();

    store.selectRestaurant(first, disabled); // first choice: nothing to clear
    store.selectRestaurant(first, disabled); // same outlet again
    store.replaceFromList([makeRestaurant(1, 'Crust Central (refreshed)')]); // same id, fresh entry
    expect(listener).not.toHaveBeenCalled();

    store.selectRestaurant(second, disabled);
    expect(listener).toHaveBeenCalledExactlyOnceWith(second, expect.objectContaining({ restaurant: expect.objectContaining({ id: 1 }) }));

    store.clearSelection(); // cleared, not changed
    store.selectRestaurant(first, disabled);
    expect(listener).toHaveBeenCalledTimes(1);

    unsubscribe();
    store.selectRestaurant(second, disabled);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
