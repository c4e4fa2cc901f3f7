import type { StateStorage } from 'zustand/middleware';

// localStorage throws in private modes, when full, or when blocked by policy. Losing a saved value
// must never break the storefront, so every access logs a warning and carries on (spec §8).

function warn(action: string, key: string, error: unknown) {
  console.warn(`Could not ${action} "${key}" in local storage`, error);
}

/** A page rendered on the server (issue 20) has no storage: it reads as empty, and nothing is written. */
const isServer = typeof window === 'undefined';

/** The raw-string storage zustand's `persist` uses, with the same safety as the JSON helpers. */
export const safeStateStorage: StateStorage = {
  getItem(key) {
    if (isServer) return null;
    try {
      return window.localStorage.getItem(key);
    } catch (error) {
      warn('read', key, error);
      return null;
    }
  },
  setItem(key, value) {
    if (isServer) return;
    try {
      window.localStorage.setItem(key, value);
    } catch (error) {
      warn('write', key, error);
    }
  },
  removeItem(key) {
    if (isServer) return;
    try {
      window.localStorage.removeItem(key);
    } catch (error) {
      warn('remove', key, error);
    }
  },
};

/** The stored string, or null when it is absent or unreadable. */
export function readRaw(key: string): string | null {
  const raw = safeStateStorage.getItem(key);
  return typeof raw === 'string' ? raw : null;
}

/** The stored JSON value, or null when it is absent, unreadable or not JSON. */
export function readJson(key: string): unknown {
  const raw = readRaw(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch (error) {
    warn('parse', key, error);
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  void safeStateStorage.setItem(key, JSON.stringify(value));
}

export function removeItem(key: string): void {
  void safeStateStorage.removeItem(key);
}
