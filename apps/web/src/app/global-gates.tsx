import { GuestSessionGate } from '@/features/auth/components/guest-session-gate';
import { RestaurantGate } from '@/features/restaurants/components/restaurant-gate';
import { SettingsGate } from '@/features/settings/components/settings-gate';

/**
 * The app-wide gates: guest session, outlet selection and settings. They render dialogs only, never
 * the first paint, so the shell loads them as a separate chunk (the dialog library stays out of the
 * first-load budget).
 */
export function GlobalGates() {
  return (
    <>
      <GuestSessionGate />
      <RestaurantGate />
      <SettingsGate />
    </>
  );
}
