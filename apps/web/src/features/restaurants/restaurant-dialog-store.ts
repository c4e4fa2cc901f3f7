import { create } from 'zustand';

/** Whether the outlet picker is open: the sync opens it on first visit, the header to change outlet. */
type RestaurantDialogState = { isOpen: boolean; open: () => void; close: () => void };

export const useRestaurantDialogStore = create<RestaurantDialogState>()((set) => ({
  isOpen: false,
  open: () => set({ isOpen: true }),
  close: () => set({ isOpen: false }),
}));
