import type { OrderStatus } from '@crust/contract/order-status';
import { jsonResponse, stubFetch } from '@/testing/test-utils';

type OrderCall = 'get' | 'events' | 'cancel' | 'reorder' | 'list' | 'lookup';
type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

function callOf(method: string, pathname: string): OrderCall {
  if (pathname === '/api/v2/orders' && method === 'GET') return 'list';
  if (pathname === '/api/v2/orders/lookup' && method === 'POST') return 'lookup';
  const [, , , , , action] = pathname.split('/');
  if (method === 'GET') return action === 'events' ? 'events' : 'get';
  if (action === 'cancel' || action === 'reorder') return action;
  throw new Error(`Unexpected call: ${method} ${pathname}`);
}

/** A stand-in for the orders API behind fetch: each call answers as the test says, any other fails the test. */
export function serveOrders(handlers: Partial<Record<OrderCall, Handler>>) {
  return stubFetch((url, init) => {
    const call = callOf(init.method ?? 'GET', url.pathname);
    const handler = handlers[call];
    if (!handler) throw new Error(`No answer for ${call}: ${url.pathname}`);
    return handler(url, init);
  });
}

export const notFound = () => jsonResponse(404, { error: { code: 'not_found', message: 'Order not found' } });

/** `event: status` as GET /api/v2/orders/{id}/events writes it. */
export const statusEvent = (status: OrderStatus, version: number) => `id: ${version}\nevent: status\ndata: ${JSON.stringify({ status, version })}\n\n`;
