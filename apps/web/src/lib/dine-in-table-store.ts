import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { MAX_TABLE_NUMBER } from '@crust/contract/limits';

export const DINE_IN_TABLE_KEY = 'dineInTable';

/**
 * The table number of a dine-in QR code's `?table=N`, or null when it is missing or not a whole
 * number from 1 to 999. Only plain digits count, so '7.5', '-3', '1e2' and ' 7' are ignored.
 */
export function parseTableNumber(raw: string | null): number | null {
  if (raw === null || !/^\d{1,3}$/.test(raw)) return null;
  const table = Number(raw);
  return table >= 1 && table <= MAX_TABLE_NUMBER ? table : null;
}

type DineInTableState = {
  table: number | null;
  setTable: (table: number) => void;
  clearTable: () => void;
};

/**
 * The table a dine-in order is for, kept until checkout reads it. Session storage scopes it to the
 * diner's tab: a table number must not follow them home the way an outlet choice does.
 */
export const useDineInTableStore = create<DineInTableState>()(
  persist(
    (set) => ({
      table: null,
      setTable: (table) => set({ table }),
      clearTable: () => set({ table: null }),
    }),
    {
      name: DINE_IN_TABLE_KEY,
      storage: createJSONStorage(() => window.sessionStorage),
      partialize: ({ table }) => ({ table }),
    },
  ),
);
