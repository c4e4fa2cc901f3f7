import { useEffect } from 'react';
import type { AppSettings } from '@crust/contract/app-settings';
import { useConfigStore } from '@/lib/config-store';
import { useSelectedRestaurantStore } from '@/lib/selected-restaurant-store';
import { useAppSettings } from './api/get-app-settings';

export const SETTINGS_FAILED_MESSAGE = 'Failed to load restaurant settings';

/** Loads the selected outlet's settings into the config store (spec §4 "Config", "Selected restaurant"). */
export function useAppSettingsSync(): { restaurantId: number | null; settings: AppSettings | undefined } {
  const restaurantId = useSelectedRestaurantStore((state) => state.selected?.restaurant.id ?? null);
  const { data, isSuccess, isError, dataUpdatedAt } = useAppSettings(restaurantId);

  useEffect(() => {
    // With no outlet there is nothing to wait for: the current theme stands.
    if (restaurantId === null) useConfigStore.getState().setThemeLoading(false);
  }, [restaurantId]);

  useEffect(() => {
    if (!isSuccess) return;
    const { web_config, payment_gateway_config, ordering_state: _orderingState, ...webSettings } = data;
    const config = useConfigStore.getState();
    config.updateTheme(web_config);
    config.setPaymentConfig(payment_gateway_config);
    config.setWebSettings(webSettings);
    config.setThemeLoading(false);
    // Spec §4: expired selections are cleared once settings have loaded.
    useSelectedRestaurantStore.getState().checkExpiry();
  }, [isSuccess, data, dataUpdatedAt]);

  useEffect(() => {
    // The app layer watches this flag and sends the diner to /error (spec §8).
    if (isError) useConfigStore.getState().setServerDown(SETTINGS_FAILED_MESSAGE);
  }, [isError]);

  return { restaurantId, settings: data };
}
