import { useGuestSession } from '../use-guest-session';

/** Mounted once by the app shell; renders nothing. */
export function GuestSessionGate() {
  useGuestSession();
  return null;
}
