// Account calls under load (issue 8): logins (argon2id included) of the seeded demo diner, and the
// diner's wishlist read and added to. Successful logins count no failure, so no lockout trips; the
// server runs with the per-IP limits raised (server-process.ts, SERVER_ENV in run.ts).
import type { LoadTarget } from './load.ts';

const TENANT = 64;
const DINER = { email: 'diner@crust.test', password: 'crust-demo-2026' };

export interface AccountLoad {
  login: LoadTarget;
  wishlistRead: LoadTarget;
  wishlistAdd: LoadTarget;
}

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function prepareAccountLoad(baseUrl: string, restaurantId: number): Promise<AccountLoad> {
  const loginBody = { tenant_id: TENANT, email: DINER.email, password: DINER.password };
  const { data } = await json<{ data: { token: string; user: { id: number } } }>(
    await fetch(`${baseUrl}/api/v2/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(loginBody) }),
    'Logging the demo diner in',
  );
  const authorization = `Bearer ${data.token}`;
  const menu = await json<{ data: { categories: { products: { name: string; product_id: number; restaurant_product_id: number }[] }[] } }>(
    await fetch(`${baseUrl}/api/v2/menu?tenant_id=${TENANT}&restaurant_id=${restaurantId}&menu=main`),
    'Reading the menu',
  );
  const pepperoni = menu.data.categories.flatMap((category) => category.products).find((product) => product.name === 'Pepperoni');
  if (!pepperoni) throw new Error('The demo menu has no Pepperoni');
  return {
    login: { name: 'POST /api/v2/auth/login (argon2id)', path: '/api/v2/auth/login', method: 'POST', body: loginBody },
    wishlistRead: { name: 'GET /api/get-wishlist', path: '/api/get-wishlist', headers: { authorization } },
    // The same favourite again and again: a real insert attempt that keeps one entry (the list it answers stays small).
    wishlistAdd: {
      name: 'POST /api/add-to-wishlist',
      path: '/api/add-to-wishlist',
      method: 'POST',
      headers: { authorization },
      body: { product_id: pepperoni.product_id, restaurant_product_id: pepperoni.restaurant_product_id, user_id: data.user.id },
      expectedStatus: 201,
    },
  };
}
