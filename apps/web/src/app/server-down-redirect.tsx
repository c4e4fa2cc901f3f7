import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useConfigStore } from '@/lib/config-store';

export const ERROR_PATH = '/error';

/**
 * Spec §2: when the server is flagged as down, go to /error, replacing the history entry so that
 * Back does not return to the page that failed.
 */
export function ServerDownRedirect() {
  const isServerDown = useConfigStore((state) => state.isServerDown);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => {
    if (isServerDown && pathname !== ERROR_PATH) void navigate(ERROR_PATH, { replace: true });
  }, [isServerDown, pathname, navigate]);

  return null;
}
