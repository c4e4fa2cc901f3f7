import type { ConsoleAttribute } from '@crust/contract/console-attributes';
import type { ConsoleCategory } from '@crust/contract/console-categories';
import type { ConsoleModifierGroup } from '@crust/contract/console-modifier-groups';
import type { ConsoleProduct } from '@crust/contract/console-products';
import { jsonResponse, stubFetch } from '@/testing/test-utils';

// A tenant's catalogue as the console API gives it, for the menu editor's tests.

export const category = (id: number, name: string, overrides: Partial<ConsoleCategory> = {}): ConsoleCategory => ({
  id,
  name,
  description: '',
  image_id: null,
  on_main_menu: true,
  on_instore_menu: true,
  on_dinein_menu: true,
  hidden: false,
  sort_order: id,
  version: 1,
  product_count: 0,
  archived_product_count: 0,
  ...overrides,
});

export const product = (id: number, name: string, overrides: Partial<ConsoleProduct> = {}): ConsoleProduct => ({
  id,
  category_id: 1,
  name,
  description: '',
  image_id: null,
  price: 1750,
  online_price: null,
  instore_price: null,
  dinein_price: null,
  tax_class: 'gst',
  unit: null,
  popular: false,
  is_new: false,
  allow_half_and_half: false,
  tags: [],
  allergens: [],
  sort_order: id,
  version: 3,
  archived_at: null,
  modifier_group_ids: [],
  configurations: [],
  ...overrides,
});

export const SIZE: ConsoleAttribute = {
  id: 2,
  name: 'Size',
  values: [
    { id: 21, name: 'Small' },
    { id: 22, name: 'Medium' },
    { id: 23, name: 'Large' },
  ],
  version: 1,
};

export const DIPS: ConsoleModifierGroup = {
  id: 5,
  name: 'Dips',
  min_choices: 0,
  max_choices: 2,
  modifiers: [{ id: 51, name: 'Garlic', online_price: 150, is_default: false }],
  product_count: 3,
  version: 1,
};

export type Call = { method: string; path: string; search: string; body: unknown };

/**
 * Stubs the console API: `answer` may take a call over (a 400, a 409); the rest are served from
 * `data`, GETs by path and writes answered 200 with `written(call)`.
 */
export function serveMenu(data: Record<string, unknown>, answer: (call: Call) => Response | undefined = () => undefined) {
  const calls: Call[] = [];
  stubFetch((url, init) => {
    const call = {
      method: init.method ?? 'GET',
      path: url.pathname.replace('/api/console', ''),
      search: url.search,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const taken = answer(call);
    if (taken) return taken;
    if (call.method === 'GET' && call.path in data) return jsonResponse(200, { data: data[call.path] });
    if (call.method === 'DELETE') return new Response(null, { status: 204 });
    throw new Error(`Unexpected call: ${call.method} ${call.path}`);
  });
  return calls;
}

export const writes = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');
