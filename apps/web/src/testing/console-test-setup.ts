import { afterEach, beforeEach, vi } from 'vitest';
import * as notifyModule from '@/components/ui/notify';
import { useStaffSessionStore } from '@/lib/staff-session-store';

/**
 * For a console editor's tests: each test calls the API as a signed-in staff member with its toasts
 * silenced, and gets fetch and every spy back afterwards.
 */
export function setUpConsoleEditorTests() {
  beforeEach(() => {
    useStaffSessionStore.setState({ token: 'staff-token', staff: null, expiresAt: null });
    vi.spyOn(notifyModule, 'notify').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
