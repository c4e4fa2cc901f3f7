import { useCallback, useRef, useState } from 'react';
import { ApiRequestError } from './api-client';

const FALLBACK = 'Something went wrong. Check your connection and try again.';

/** The message to show for a failed call: the server's own for an API error, a plain one otherwise. */
export const messageOf = (error: unknown): string => (error instanceof ApiRequestError ? error.message : FALLBACK);

/**
 * A form's submission: `busy` while it runs (the submit button is disabled, so a double click sends
 * once), and the failure's message to show. `onError` may take a failure over (return true) to react
 * to a particular code instead of showing its message.
 */
export function useSubmit<Args extends unknown[]>(run: (...args: Args) => Promise<void>, onError?: (error: unknown) => boolean) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);
  const submit = useCallback(
    async (...args: Args) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      setError(null);
      try {
        await run(...args);
      } catch (failure) {
        if (!onError?.(failure)) setError(messageOf(failure));
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [run, onError],
  );
  return { submit, busy, error, setError };
}
