import { ApiRequestError, apiRequest, apiStream, type ApiRequestOptions } from './api-client';
import { useStaffSessionStore } from './staff-session-store';

/**
 * `call` under /api/console made with the staff token, never the diner's (issue 10). A 401 with the
 * token in use forgets the session, which sends the person to sign-in (the console layout watches it).
 */
async function asStaff<T>(call: (token: string | null) => Promise<T>): Promise<T> {
  const { token } = useStaffSessionStore.getState();
  try {
    return await call(token);
  } catch (error) {
    const session = useStaffSessionStore.getState();
    if (error instanceof ApiRequestError && error.status === 401 && token && session.token === token) session.clear();
    throw error;
  }
}

export const consoleRequest = <T>(path: string, options?: ApiRequestOptions) => asStaff((token) => apiRequest<T>(`/console${path}`, { ...options, token }));
export const consoleStream = (path: string, signal: AbortSignal) => asStaff((token) => apiStream(`/console${path}`, signal, token));
