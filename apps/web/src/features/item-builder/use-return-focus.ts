import { useEffect, useState } from 'react';

/**
 * The builder opens from a menu card rather than a Radix trigger, so on close Radix has no trigger
 * to focus and focus would fall to <body>. This puts it back on whatever opened the dialog, unless
 * something else has taken it meanwhile.
 */
export function useReturnFocus() {
  // Read in the first render: once effects run, Radix has already moved focus into the dialog (and
  // StrictMode re-runs effects after that), so an effect would remember the wrong element.
  const [opener] = useState(() => document.activeElement);
  useEffect(
    () => () => {
      // After Radix's own unmount work, which also waits a tick.
      setTimeout(() => {
        const focusLost = document.activeElement === null || document.activeElement === document.body;
        if (focusLost && opener instanceof HTMLElement && opener.isConnected) opener.focus();
      }, 0);
    },
    [opener],
  );
}
