import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/lib/env';
import { useMenuChanges } from './use-menu-changes';

/** The browser's EventSource as far as the hook uses it: jsdom has none. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, () => void>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(event: string, listener: () => void) {
    this.listeners.set(event, listener);
  }
  emit(event: string) {
    this.listeners.get(event)?.();
  }
  close() {
    this.closed = true;
  }
}

describe('an open menu follows the restaurant’s edits (issue 19)', () => {
  let client: QueryClient;
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  beforeEach(() => {
    client = new QueryClient();
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('refetches the outlet’s menus on `changed` and after a reconnection, never on the first `ready`', () => {
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const { unmount } = renderHook(() => useMenuChanges(7), { wrapper });
    const [source] = FakeEventSource.opened;
    expect(source!.url).toBe(`${env.apiBaseUrl}/v2/menu/events?tenant_id=${env.tenantId}&restaurant_id=7`);
    source!.emit('ready');
    expect(invalidate).not.toHaveBeenCalled();
    source!.emit('changed');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['menu', env.tenantId, 7] });
    source!.emit('ready');
    expect(invalidate).toHaveBeenCalledTimes(2);
    unmount();
    expect(source!.closed).toBe(true);
  });

  it('follows nothing before an outlet is chosen', () => {
    renderHook(() => useMenuChanges(null), { wrapper });
    expect(FakeEventSource.opened).toHaveLength(0);
  });
});
