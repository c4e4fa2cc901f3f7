import type { Cart, UpdateCartBody } from '@crust/contract/cart';
import { jsonResponse, stubFetch } from '@/testing/test-utils';
import { EMPTY_CART } from '@crust/contract/empty-cart';
import { withLineQuantity, withoutLine } from '../optimistic-cart';
import { cartFixture, cartResponse } from './cart-fixture';

type CartCall = 'get' | 'add' | 'update' | 'remove' | 'clear' | 'replace';
/** `standard` answers as the stand-in would have, changing its cart: an override can wait, then call it. */
type Handler = (url: URL, body: unknown, standard: () => Response) => Response | Promise<Response>;
type StandardHandler = (url: URL, body: unknown) => Response;

function callOf(method: string, pathname: string): CartCall {
  if (pathname === '/api/v2/cart') return method === 'POST' ? 'add' : 'get';
  if (pathname === '/api/cart/update-cart') return 'update';
  if (pathname === '/api/v2/cart/clear') return 'clear';
  if (/^\/api\/v2\/cart\/items\/\d+$/.test(pathname)) return 'replace';
  if (/^\/api\/v2\/cart\/-?\d+$/.test(pathname)) return 'remove';
  throw new Error(`Unexpected call: ${method} ${pathname}`);
}

const lineIdOf = (url: URL) => Number(url.pathname.split('/').pop());

/**
 * A stand-in for the cart API behind fetch. By default it keeps one cart: reads answer it, writes
 * change it (with the client's provisional arithmetic, which is exact for the fixture's lines) and
 * answer it. Tests override the calls they are about.
 */
export function serveCart(overrides: Partial<Record<CartCall, Handler>> = {}, initial: Cart = cartFixture) {
  let cart = initial;
  const answer = (next: Cart, status = 200) => {
    cart = next;
    return jsonResponse(status, cartResponse(cart));
  };
  const defaults: Record<CartCall, StandardHandler> = {
    get: () => answer(cart),
    add: () => answer(cart, 201),
    update: (_url, body) => {
      const { cart_id, quantity } = body as UpdateCartBody;
      return answer(withLineQuantity(cart, cart_id, quantity));
    },
    remove: (url) => answer(withoutLine(cart, lineIdOf(url))),
    clear: () => answer(EMPTY_CART),
    replace: () => answer(cart),
  };
  return stubFetch((url, init) => {
    const method = init.method ?? 'GET';
    const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined;
    const call = callOf(method, url.pathname);
    const standard = () => defaults[call](url, body);
    const override = overrides[call];
    return override ? override(url, body, standard) : standard();
  });
}

/** The fetch calls made so far, as method, path and query, or with their JSON body. */
export function callsOf(fetchMock: ReturnType<typeof serveCart>) {
  return fetchMock.mock.calls.map(([input, init = {}]) => {
    const url = new URL(String(input), window.location.origin);
    return {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: init.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
    };
  });
}

export const cartReads = (fetchMock: ReturnType<typeof serveCart>) => callsOf(fetchMock).filter((call) => call.method === 'GET');

/** Holds a call until the test opens it, to look at the cart while the call is in flight. */
export function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, hold: <T>(answer: () => T) => opened.then(answer) };
}
