import { apiErrorSchema } from '@crust/contract/errors';
import { restaurantsResponseSchema } from '@crust/contract/restaurants';
import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { restaurants } from '../../db/schema/restaurants.ts';
import { tenants } from '../../db/schema/tenants.ts';
import { insertTestPhoto } from '../../test/test-photos.ts';
import { describeEachDatabase } from '../../test/test-database.ts';

describeEachDatabase('POST /api/restaurants-with-images', (get) => {
  const post = (payload: unknown) => get().app.inject({ method: 'POST', url: '/api/restaurants-with-images', payload: payload as object });

  it('lists the tenant outlets with name, image and address, in display order', async () => {
    const response = await post({ tenant_id: 64 });
    expect(response.statusCode).toBe(200);
    const { data } = restaurantsResponseSchema.parse(response.json());
    expect(data.map((entry) => entry.restaurant.name)).toEqual([
      'Crust Surry Hills',
      'Crust Newtown',
      'Crust Bondi',
      'Crust Parramatta (closed for renovation)',
    ]);
    for (const entry of data) {
      expect(entry.attachment_paths[0]?.upload_path).toMatch(/^\/uploads\/restaurants\/[a-z-]+\.svg$/);
      expect(entry.address.street_name).not.toBe('');
      expect(entry.address.city).not.toBe('');
      expect(entry.address.phone).not.toBe('');
    }
  });

  it('gives an outlet with an uploaded photo its 640 JPEG as upload_path, with a srcset per format (issue 19)', async () => {
    const [first] = restaurantsResponseSchema.parse((await post({ tenant_id: 64 })).json()).data;
    const photo = await insertTestPhoto(get().db);
    await get().db.update(restaurants).set({ imageId: photo.id }).where(eq(restaurants.id, first!.restaurant.id));
    try {
      const [entry, second] = restaurantsResponseSchema.parse((await post({ tenant_id: 64 })).json()).data;
      expect(entry?.attachment_paths).toEqual([{ upload_path: photo.image, srcset: photo.srcset }]);
      expect(second?.attachment_paths).toEqual([{ upload_path: expect.stringMatching(/^\/uploads\/restaurants\/[a-z-]+\.svg$/) }]);
    } finally {
      await get().db.update(restaurants).set({ imageId: null }).where(eq(restaurants.id, first!.restaurant.id));
    }
  });

  it('gives each outlet its state now and its weekly hours for pickup and delivery (issue 18 point 7)', async () => {
    const { data } = restaurantsResponseSchema.parse((await post({ tenant_id: 64, status: 1 })).json());
    const [surryHills, , bondi] = data;
    expect(surryHills?.ordering_state.label).toMatch(/^(Open until \d\d:\d\d|Opens (tomorrow )?at \d\d:\d\d)$/);
    expect(Date.parse(surryHills?.ordering_state.changes_at ?? '')).toBeGreaterThan(Date.now());
    // The demo's hours: lunch every day, dinner later on Friday and Saturday (past midnight for pickup).
    expect(surryHills?.hours.pickup).toContainEqual({ weekday: 1, opens: '11:30', closes: '14:30' });
    expect(surryHills?.hours.pickup).toContainEqual({ weekday: 5, opens: '17:00', closes: '00:30' });
    expect(surryHills?.hours.delivery).toContainEqual({ weekday: 6, opens: '17:00', closes: '23:30' });
    expect(bondi?.hours.delivery).toEqual([]);
    expect(bondi?.ordering_state).toEqual({ state: 'paused', label: 'Online ordering paused', changes_at: null, later_slots: [] });
  });

  it('returns only active outlets when status 1 is asked for (spec §2)', async () => {
    const { data } = restaurantsResponseSchema.parse((await post({ tenant_id: 64, status: 1 })).json());
    expect(data).toHaveLength(3);
    expect(data.every((entry) => entry.restaurant.status === 1)).toBe(true);
  });

  it('serves every outlet image from the app itself', async () => {
    const { data } = restaurantsResponseSchema.parse((await post({ tenant_id: 64 })).json());
    for (const entry of data) {
      const image = await get().app.inject({ method: 'GET', url: entry.attachment_paths[0]?.upload_path ?? '' });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toContain('image/svg+xml');
    }
  });

  it('answers an empty list for a tenant with no outlets', async () => {
    await get().db.insert(tenants).values({ id: 77, name: 'No outlets yet' });
    const response = await post({ tenant_id: 77, status: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [] });
  });

  it('answers 404 JSON for an unknown tenant', async () => {
    const response = await post({ tenant_id: 999, status: 1 });
    expect(response.statusCode).toBe(404);
    expect(apiErrorSchema.parse(response.json())).toEqual({ error: { code: 'not_found', message: 'Unknown tenant' } });
  });

  it.each([
    ['tenant_id', { tenant_id: 'abc', status: 1 }],
    ['status', { tenant_id: 64, status: 'x' }],
    ['tenant_id', { status: 1 }],
  ])('answers 400 JSON naming %s when it has the wrong type', async (field, payload) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    const { error } = apiErrorSchema.parse(response.json());
    expect(error.code).toBe('bad_request');
    expect(error.message).toContain(`body.${field}`);
  });
});
