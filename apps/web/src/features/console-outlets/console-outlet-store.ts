import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { safeStateStorage } from '@/lib/storage';

/** The outlet this device works at, remembered so a kitchen tablet opens on its own board. */
type ConsoleOutletState = { outletId: number | null; choose: (outletId: number) => void };

export const useConsoleOutletStore = create<ConsoleOutletState>()(
  persist((set) => ({ outletId: null, choose: (outletId) => set({ outletId }) }), {
    name: 'consoleOutlet',
    storage: createJSONStorage(() => safeStateStorage),
    partialize: ({ outletId }) => ({ outletId }),
  }),
);
