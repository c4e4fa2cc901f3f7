import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithQuery, stubFetch } from '@/testing/test-utils';
import { useOrder } from './get-order';
import { useIdentityStore } from './identity-store';

function Reader({ orderId, label }: { orderId: string | null; label: string }) {
  const { data } = useOrder(orderId);
  return <p>{`${label}: ${data ? `#${data.number}` : 'nothing'}`}</p>;
}

beforeEach(() => useIdentityStore.getState().setGuest({ guestId: 'guest-1' } as never, 'guest-token'));
afterEach(() => {
  vi.unstubAllGlobals();
  useIdentityStore.getState().clearGuest();
});

describe('GET /v2/orders/{orderId}, one file for checkout and the order pages (issue 17)', () => {
  it('reads an order once for every part of the page that shows it, and nothing without an id', async () => {
    const fetchMock = stubFetch((url) => jsonResponse(200, { data: { id: decodeURIComponent(url.pathname.split('/').at(-1)!), number: 42 } }));
    renderWithQuery(
      <>
        <Reader orderId="ord_1" label="checkout" />
        <Reader orderId="ord_1" label="order page" />
        <Reader orderId={null} label="no order" />
      </>,
    );

    expect(await screen.findByText('checkout: #42')).toBeInTheDocument();
    expect(screen.getByText('order page: #42')).toBeInTheDocument();
    expect(screen.getByText('no order: nothing')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(new URL(String(fetchMock.mock.calls[0]![0]), window.location.origin).pathname).toBe('/api/v2/orders/ord_1');
  });
});
