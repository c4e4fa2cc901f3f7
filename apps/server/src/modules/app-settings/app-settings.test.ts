import { appSettingsResponseSchema } from '@crust/contract/app-settings';
import { apiErrorSchema } from '@crust/contract/errors';
import { restaurantsResponseSchema } from '@crust/contract/restaurants';
import { expect, it } from 'vitest';
import { restaurantSettings } from '../../db/schema/restaurant-settings.ts';
import { restaurants } from '../../db/schema/restaurants.ts';
import { tenants } from '../../db/schema/tenants.ts';
import { describeEachDatabase } from '../../test/test-database.ts';

/** Every key anywhere in a JSON value, nested objects and arrays included. */
function allKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(allKeys);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => [key, ...allKeys(inner)]);
  return [];
}

describeEachDatabase('GET /api/v2/restaurants/app-settings', (get) => {
  const settingsUrl = (tenantId: unknown, restaurantId: unknown) =>
    `/api/v2/restaurants/app-settings?tenant_id=${String(tenantId)}&restaurant_id=${String(restaurantId)}`;
  const outlets = async () => {
    const response = await get().app.inject({ method: 'POST', url: '/api/restaurants-with-images', payload: { tenant_id: 64 } });
    return restaurantsResponseSchema.parse(response.json()).data.map((entry) => entry.restaurant);
  };

  it("answers each outlet's own full site configuration and payment settings", async () => {
    const heroTitles = new Set<string>();
    const cashFlags = await get()
      .db.select({ restaurantId: restaurantSettings.restaurantId, acceptsCash: restaurantSettings.acceptsCash })
      .from(restaurantSettings);
    for (const outlet of await outlets()) {
      const response = await get().app.inject({ method: 'GET', url: settingsUrl(64, outlet.id) });
      expect(response.statusCode).toBe(200);
      const { data } = appSettingsResponseSchema.parse(response.json());
      expect(data).toHaveLength(1);
      const [settings] = data;
      expect(settings?.restaurant_id).toBe(outlet.id);
      expect(settings?.tenant_id).toBe(64);
      expect(settings?.currency).toBe('AUD');
      // Without Stripe configured, the server takes card payments with its test provider; cash is the outlet's own switch.
      const acceptsCash = cashFlags.find((row) => row.restaurantId === outlet.id)?.acceptsCash;
      expect(settings?.payment_gateway_config).toEqual({ provider: 'test', mode: 'test', publishable_key: null, is_cash_on_delivery_enabled: acceptsCash });
      heroTitles.add(settings?.web_config.hero.title ?? '');
    }
    expect(heroTitles.size).toBe(4);
  });

  it('has online ordering on for two active outlets and off for one, so the notice can be seen', async () => {
    const active = (await outlets()).filter((outlet) => outlet.status === 1);
    const flags = await Promise.all(
      active.map(async (outlet) => {
        const response = await get().app.inject({ method: 'GET', url: settingsUrl(64, outlet.id) });
        return appSettingsResponseSchema.parse(response.json()).data[0]?.is_online_order_enabled;
      }),
    );
    expect(flags.sort()).toEqual([0, 1, 1]);
  });

  it('never answers a secret', async () => {
    for (const outlet of await outlets()) {
      const body = (await get().app.inject({ method: 'GET', url: settingsUrl(64, outlet.id) })).json();
      expect(allKeys(body).filter((key) => /secret|private|password/i.test(key))).toEqual([]);
      expect(JSON.stringify(body)).not.toMatch(/sk_(test|live)_/);
    }
  });

  it('answers 404 for an unknown tenant, an unknown restaurant and another tenant’s restaurant', async () => {
    const [first] = await outlets();
    await get().db.insert(tenants).values({ id: 65, name: 'Other business' });
    const [foreign] = await get()
      .db.insert(restaurants)
      .values({ tenantId: 65, name: 'Elsewhere', streetName: '1 Other St', city: 'Perth', phone: '08 0000 0000' })
      .returning({ id: restaurants.id });

    const cases: [unknown, unknown, string][] = [
      [999, first?.id, 'Unknown tenant'],
      [64, 987_654, 'Unknown restaurant'],
      [64, foreign?.id, 'Unknown restaurant'],
    ];
    for (const [tenantId, restaurantId, message] of cases) {
      const response = await get().app.inject({ method: 'GET', url: settingsUrl(tenantId, restaurantId) });
      expect(response.statusCode).toBe(404);
      expect(apiErrorSchema.parse(response.json()).error).toEqual({ code: 'not_found', message });
    }
  });

  it.each([
    ['tenant_id', 'abc', 1],
    ['restaurant_id', 64, 'x'],
    ['restaurant_id', 64, -3],
  ])('answers 400 JSON naming %s when it has the wrong type', async (field, tenantId, restaurantId) => {
    const response = await get().app.inject({ method: 'GET', url: settingsUrl(tenantId, restaurantId) });
    expect(response.statusCode).toBe(400);
    const { error } = apiErrorSchema.parse(response.json());
    expect(error.code).toBe('bad_request');
    expect(error.message).toContain(`querystring.${field}`);
  });
});
