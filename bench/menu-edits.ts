// Issue 19's goal: menu reads keep >= 80% of /api/health's requests/s while a manager saves an edit
// every second. Each save is a real console call (the outlet's price for one product, switched
// between an override and the house price), so each one drops the outlet's cached menus and the
// next read rebuilds them.
import type { OutletMenuItem } from '@crust/contract/console-outlet-menu';
import { staffToken } from './staff-token.ts';

const MANAGER_EMAIL = 'manager@crust.test';
const EDIT_EVERY_MS = 1000;

export interface MenuEdits {
  /** Ends the edits; how many were saved, and how many failed. */
  stop(): Promise<{ saves: number; failures: number }>;
}

/** Starts the manager's edits of one product's price at the outlet, one a second, until stopped. */
export async function startMenuEdits(baseUrl: string, restaurantId: number): Promise<MenuEdits> {
  const token = await staffToken(baseUrl, MANAGER_EMAIL);
  const itemsUrl = `${baseUrl}/api/console/outlets/${restaurantId}/menu-items`;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const listed = (await (await fetch(itemsUrl, { headers })).json()) as { data: OutletMenuItem[] };
  let item = listed.data.find((candidate) => candidate.sold && candidate.version > 0);
  if (!item) throw new Error('The outlet sells no product to edit');
  const original = item.price_override;
  let saves = 0;
  let failures = 0;
  let stopped = false;

  async function save(priceOverride: OutletMenuItem['price_override']): Promise<void> {
    const { product_id, on_main_menu, on_instore_menu, on_dinein_menu, version } = item!;
    const body = { sold: true, on_main_menu, on_instore_menu, on_dinein_menu, price_override: priceOverride, version };
    const response = await fetch(`${itemsUrl}/${product_id}`, { method: 'PUT', headers, body: JSON.stringify(body) });
    if (!response.ok) {
      failures += 1;
      return;
    }
    item = ((await response.json()) as { data: OutletMenuItem }).data;
    saves += 1;
  }

  const running = (async () => {
    while (!stopped) {
      const started = Date.now();
      const houseNow = item!.price_override === null;
      await save(houseNow ? { price: item!.house_prices.price + 50, online_price: null } : null);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, EDIT_EVERY_MS - (Date.now() - started))));
    }
  })();

  return {
    async stop() {
      stopped = true;
      await running;
      const done = { saves, failures };
      // The outlet's price as it was, so later parts measure the seeded menu.
      await save(original);
      return done;
    },
  };
}
