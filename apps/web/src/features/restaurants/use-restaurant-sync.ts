import { useEffect, useMemo } from 'react';
import { useConfigStore } from '@/lib/config-store';
import { autoClearFromTheme, useSelectedRestaurantStore } from '@/lib/selected-restaurant-store';
import { activeRestaurants, useRestaurants } from './api/get-restaurants';
import { useRestaurantDialogStore } from './restaurant-dialog-store';

/** Spec §9: with several outlets and none chosen, the picker opens after this delay. */
export const RESTAURANT_DIALOG_DELAY_MS = 500;

/** Keeps the selected outlet in step with the outlet list (spec §4 "Selected restaurant"). */
export function useRestaurantSync(): void {
  const { data, isSuccess, isError, dataUpdatedAt } = useRestaurants();
  const active = useMemo(() => activeRestaurants(data), [data]);
  const hasSelection = useSelectedRestaurantStore((state) => state.selected !== null);

  // After each fetch the stored entry is swapped for the fresh one, or dropped if no longer listed.
  useEffect(() => {
    if (isSuccess) useSelectedRestaurantStore.getState().replaceFromList(active);
  }, [isSuccess, active, dataUpdatedAt]);

  // Also re-runs when a selection is cleared later (expiry), so the diner is asked again.
  useEffect(() => {
    if (!isSuccess || hasSelection) return;
    const [only] = active;
    if (active.length === 1 && only) {
      useSelectedRestaurantStore.getState().selectRestaurant(only, autoClearFromTheme(useConfigStore.getState().theme));
      return;
    }
    // Several outlets, or none: the dialog lets the diner choose, or says none is available.
    const timer = setTimeout(useRestaurantDialogStore.getState().open, RESTAURANT_DIALOG_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isSuccess, hasSelection, active]);

  useEffect(() => {
    if (isError) useRestaurantDialogStore.getState().open();
  }, [isError]);
}
