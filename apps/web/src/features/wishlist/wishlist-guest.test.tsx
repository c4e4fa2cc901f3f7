import { renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as notifyModule from '@/components/ui/notify';
import { stubFetch } from '@/testing/test-utils';
import { useClearWishlist } from './use-wishlist';

describe('clearing the wishlist as a guest (spec §5, §8)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  it("says 'Please log in' / 'You need to be logged in to clear your wishlist.' and calls nothing", () => {
    const notify = vi.spyOn(notifyModule, 'notify').mockImplementation(() => {});
    const fetchMock = stubFetch(() => new Response(null, { status: 500 }));
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useClearWishlist(), { wrapper });
    result.current();
    expect(notify).toHaveBeenCalledWith({ title: 'Please log in', message: 'You need to be logged in to clear your wishlist.', kind: 'warning' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
