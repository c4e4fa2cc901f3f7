import { useAppSettingsSync } from '../use-app-settings-sync';
import { useThemeColors } from '../use-theme-colors';
import { OnlineOrderingNotice } from './online-ordering-notice';

/** Mounted once by the app shell: loads the outlet's settings, applies the theme, shows the notice. */
export function SettingsGate() {
  const { restaurantId, settings } = useAppSettingsSync();
  useThemeColors();
  return <OnlineOrderingNotice restaurantId={restaurantId} isOnlineOrderEnabled={settings?.is_online_order_enabled} orderingState={settings?.ordering_state} />;
}
