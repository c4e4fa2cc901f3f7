import { outletProfileResponseSchema, outletProfilesResponseSchema, type OutletProfile } from '@crust/contract/console-outlet-profiles';
import { restaurantsResponseSchema } from '@crust/contract/restaurants';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { images } from '../../db/schema/images.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { eventually, SURRY_HILLS, TENANT, type Caller } from '../cart/cart-test-kit.ts';
import { consoleOrdersKit } from '../console-orders/console-orders-test-kit.ts';
import { clockAt, ORDER_DAY } from '../orders/order-test-kit.ts';
import { DEMO_TENANT, OTHER_TENANT, staffKit, type SignedInStaff } from '../staff/staff-test-kit.ts';
import { newOutletSiteConfig } from './console-outlet-profiles.service.ts';

// Issue 19 (outlets): owners create, edit over a version (409 stale_version) and archive outlets;
// managers and crew read theirs; diners' outlet list and app settings follow on the next request.

const fields = (name: string) => ({
  name,
  street_name: '12 Crown St',
  suburb: 'Woolloomooloo',
  city: 'Sydney',
  state: 'NSW',
  postcode: '2011',
  phone: '(02) 9000 1234',
  email: 'wooloo@crust.test',
  timezone: 'Australia/Sydney',
  status: 1,
  image_id: null,
});

describe('a new outlet’s site configuration', () => {
  it('is the spec’s default under the tenant, with the outlet’s contact details', () => {
    const config = newOutletSiteConfig(64, { phone: '02 9000 1234', email: 'a@crust.test' });
    expect(config.general).toMatchObject({ tenantId: 64, contactPhone: '02 9000 1234', contactEmail: 'a@crust.test', showConfigEditor: true });
  });
});

describeEachDatabase(
  'console: outlet profiles',
  (get) => {
    const kit = staffKit(get);
    const orders = consoleOrdersKit(get);
    let owner: SignedInStaff;
    let manager: SignedInStaff;
    let crew: SignedInStaff;
    let surryHills = 0;

    const call = (who: Caller | null, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
      kit.inject({ method, url: `/api/console${url}`, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
    function profileOf(response: LightMyRequestResponse, status = 200): OutletProfile {
      expect(response.statusCode, response.body).toBe(status);
      return outletProfileResponseSchema.parse(response.json()).data;
    }
    const create = async (name: string) => profileOf(await call(owner, 'POST', '/outlets', fields(name)), 201);
    const save = (id: number, body: object, who: Caller = owner) => call(who, 'PUT', `/outlets/${id}/profile`, body);
    const listed = async (status?: number) => {
      const response = await kit.inject({
        method: 'POST',
        url: '/api/restaurants-with-images',
        payload: { tenant_id: TENANT, ...(status === undefined ? {} : { status }) },
      });
      expect(response.statusCode, response.body).toBe(200);
      return restaurantsResponseSchema.parse(response.json()).data;
    };
    const menuStatus = async (id: number) =>
      (await kit.inject({ method: 'GET', url: `/api/v2/menu?tenant_id=${TENANT}&restaurant_id=${id}&menu=main` })).statusCode;
    /** The menu's status once it is `expected`, failing if that took a second or more. */
    async function menuWithinASecond(expected: number): Promise<number> {
      const started = Date.now();
      const status = await eventually(
        () => menuStatus(surryHills),
        (found) => found === expected,
      );
      expect(Date.now() - started).toBeLessThan(1000);
      return status;
    }
    const settingsStatus = async (id: number) =>
      (await kit.inject({ method: 'GET', url: `/api/v2/restaurants/app-settings?tenant_id=${TENANT}&restaurant_id=${id}` })).statusCode;

    /** An uploaded photo's row (the upload itself is console-images' to test), for `tenantId`. */
    async function photo(tenantId: number, name: string): Promise<number> {
      if (tenantId === OTHER_TENANT) await kit.otherTenantOutlet();
      const variants = [{ format: 'jpeg' as const, width: 640, url: `/uploads/images/${name}.jpg` }];
      const [row] = await get()
        .db.insert(images)
        .values({ tenantId, contentHash: `${name}-${Date.now()}`, width: 640, height: 480, variants })
        .returning({ id: images.id });
      return row!.id;
    }

    beforeAll(async () => {
      surryHills = await kit.outletId(SURRY_HILLS);
      owner = await kit.signedIn('owner');
      manager = await kit.signedIn('manager', [SURRY_HILLS]);
      crew = await kit.signedIn('crew', [SURRY_HILLS]);
    });

    it('creates an outlet that diners’ outlet list and app settings show at once, with pickup on, delivery and cash off, audited', async () => {
      const created = await create('Crust Woolloomooloo');
      expect(created).toMatchObject({ ...fields('Crust Woolloomooloo'), version: 1, archived_at: null });
      const entry = (await listed(1)).find((outlet) => outlet.restaurant.id === created.id);
      expect(entry).toMatchObject({ restaurant: { name: 'Crust Woolloomooloo', status: 1 }, address: { street_name: '12 Crown St', city: 'Sydney' } });
      // No hours yet: the storefront says it is closed until the owner sets them.
      expect(entry!.ordering_state.state).toBe('closed_today');
      expect(entry!.hours).toEqual({ pickup: [], delivery: [] });
      const settings = await kit.dinersSettings(created.id);
      expect(settings).toMatchObject({ timezone: 'Australia/Sydney', is_online_order_enabled: 1, is_pickup_enabled: true, is_delivery_enabled: false });
      expect(settings.payment_gateway_config.is_cash_on_delivery_enabled).toBe(false);
      expect(settings.web_config.general.contactEmail).toBe('wooloo@crust.test');
      const [audit] = await kit.auditOf(created.id, 'outlet.create');
      expect(audit).toMatchObject({ staffId: owner.staffId, target: `outlet:${created.id}`, after: { name: 'Crust Woolloomooloo', version: 1 } });
    });

    it('saves over the version read (diners see it on the next request) and refuses a stale one with 409 stale_version', async () => {
      const created = await create('Crust Pyrmont');
      const saved = profileOf(await save(created.id, { ...fields('Crust Pyrmont Wharf'), timezone: 'Australia/Perth', version: 1 }));
      expect(saved).toMatchObject({ name: 'Crust Pyrmont Wharf', timezone: 'Australia/Perth', version: 2 });
      expect((await listed(1)).find((outlet) => outlet.restaurant.id === created.id)?.restaurant.name).toBe('Crust Pyrmont Wharf');
      expect((await kit.dinersSettings(created.id)).timezone).toBe('Australia/Perth');

      const stale = kit.errorOf(await save(created.id, { ...fields('Crust Pyrmont Again'), version: 1 }), 409);
      expect(stale.code).toBe('stale_version');
      expect(stale.message).toContain('version 2');
      expect(profileOf(await call(owner, 'GET', `/outlets/${created.id}/profile`)).name).toBe('Crust Pyrmont Wharf');
      const [audit] = await kit.auditOf(created.id, 'outlet.update');
      expect(audit).toMatchObject({ before: { name: 'Crust Pyrmont', version: 1 }, after: { name: 'Crust Pyrmont Wharf', version: 2 } });
    });

    it('hides a status 0 outlet from diners’ list of active outlets', async () => {
      const created = await create('Crust Hidden');
      profileOf(await save(created.id, { ...fields('Crust Hidden'), status: 0, version: 1 }));
      expect((await listed(1)).some((outlet) => outlet.restaurant.id === created.id)).toBe(false);
    });

    it('refuses what the contract’s schema does not accept (400 naming each field), changing nothing', async () => {
      const bad = {
        ...fields('Crust Bad'),
        postcode: '20000',
        timezone: 'Mars/Olympus',
        email: 'not-an-email',
        state: 'XYZ',
        image_id: 'https://evil.example/x.jpg',
      };
      const error = kit.errorOf(await call(owner, 'POST', '/outlets', bad), 400);
      expect(error.code).toBe('bad_request');
      for (const field of ['postcode', 'timezone', 'email', 'state', 'image_id']) expect(error.message).toContain(`body.${field}`);
      expect((await listed()).some((outlet) => outlet.restaurant.name === 'Crust Bad')).toBe(false);
      const noVersion = kit.errorOf(await save(surryHills, fields('Crust Surry Hills')), 400);
      expect(noVersion.message).toContain('body.version');
    });

    it('takes one of the tenant’s photos (400 naming image_id for another tenant’s or none), and lets the owner remove it', async () => {
      const own = await photo(DEMO_TENANT, 'own');
      const theirs = await photo(OTHER_TENANT, 'theirs');
      const created = profileOf(await call(owner, 'POST', '/outlets', { ...fields('Crust Photo'), image_id: own }), 201);
      expect(created.image_id).toBe(own);

      for (const image_id of [theirs, 2_000_000]) {
        const refused = kit.errorOf(await save(created.id, { ...fields('Crust Photo'), image_id, version: created.version }), 400);
        expect(refused.message).toContain('body.image_id');
        expect(kit.errorOf(await call(owner, 'POST', '/outlets', { ...fields('Crust Not Mine'), image_id }), 400).message).toContain('body.image_id');
      }
      expect(profileOf(await call(owner, 'GET', `/outlets/${created.id}/profile`))).toMatchObject({ image_id: own, version: created.version });
      expect((await listed()).some((outlet) => outlet.restaurant.name === 'Crust Not Mine')).toBe(false);

      const removed = profileOf(await save(created.id, { ...fields('Crust Photo'), image_id: null, version: created.version }));
      expect(removed).toMatchObject({ image_id: null, version: created.version + 1 });
      const stale = kit.errorOf(await save(created.id, { ...fields('Crust Photo'), image_id: own, version: created.version }), 409);
      expect(stale.code).toBe('stale_version');
      const [audit] = await kit.auditOf(created.id, 'outlet.update');
      expect(audit).toMatchObject({ before: { image_id: own }, after: { image_id: null } });
    });

    it('lets managers and crew read their outlet, and only owners create, edit or archive; another tenant’s outlet is 404, no staff token 401', async () => {
      expect(profileOf(await call(manager, 'GET', `/outlets/${surryHills}/profile`)).name).toBe(SURRY_HILLS);
      expect(profileOf(await call(crew, 'GET', `/outlets/${surryHills}/profile`)).name).toBe(SURRY_HILLS);
      const theirs = outletProfilesResponseSchema.parse((await call(crew, 'GET', '/outlets')).json()).data;
      expect(theirs.map((outlet) => outlet.id)).toEqual([surryHills]);
      const { version } = profileOf(await call(owner, 'GET', `/outlets/${surryHills}/profile`));
      for (const who of [manager, crew]) {
        expect(kit.errorOf(await call(who, 'POST', '/outlets', fields('Crust Refused')), 403).code).toBe('forbidden');
        expect(kit.errorOf(await save(surryHills, { ...fields(SURRY_HILLS), version }, who), 403).code).toBe('forbidden');
        expect(kit.errorOf(await call(who, 'POST', `/outlets/${surryHills}/archive`), 403).code).toBe('forbidden');
      }
      const created = await create('Crust Not Theirs');
      expect(kit.errorOf(await call(manager, 'GET', `/outlets/${created.id}/profile`), 403).code).toBe('forbidden');

      const other = await kit.otherTenantOutlet();
      expect(kit.errorOf(await call(owner, 'GET', `/outlets/${other}/profile`), 404).code).toBe('not_found');
      expect(kit.errorOf(await save(other, { ...fields('Mine now'), version: 1 }), 404).code).toBe('not_found');
      expect(kit.errorOf(await call(owner, 'POST', `/outlets/${other}/archive`), 404).code).toBe('not_found');
      expect(kit.errorOf(await call(null, 'GET', `/outlets/${surryHills}/profile`), 401).code).toBe('unauthorized');
      const diner = await kit.guest();
      expect(kit.errorOf(await call(diner, 'POST', '/outlets', fields('Crust Diner')), 401).code).toBe('unauthorized');
    });

    it('archives an outlet with orders: off the list, app settings 404, placement refused; its orders stay readable; never deleted; brought back hidden', async () => {
      expect(await menuStatus(surryHills)).toBe(200);
      const { order } = await orders.placed();
      const waiting = await orders.guestWithCart();
      const archived = profileOf(await call(owner, 'POST', `/outlets/${surryHills}/archive`));
      expect(archived).toMatchObject({ status: 0 });
      expect(archived.archived_at).not.toBeNull();

      expect((await listed()).some((outlet) => outlet.restaurant.id === surryHills)).toBe(false);
      expect(await settingsStatus(surryHills)).toBe(404);
      // The menu cache hears the restaurants row change (decision 002) within a second: the remembered menu is gone.
      expect(await menuWithinASecond(404)).toBe(404);
      const refused = await orders.place(waiting, await orders.pickupBody(waiting));
      expect(refused.statusCode, refused.body).toBeGreaterThanOrEqual(400);
      expect(refused.statusCode).toBeLessThan(500);
      // The manager who works there still reads its orders; the owner still reads and can bring it back.
      const card = orders.cardOf(await orders.calls.one(manager, order.id, surryHills));
      expect(card.id).toBe(order.id);
      expect(profileOf(await call(owner, 'GET', `/outlets/${surryHills}/profile`)).archived_at).not.toBeNull();
      expect(kit.errorOf(await save(surryHills, { ...fields(SURRY_HILLS), version: archived.version }), 409).code).toBe('conflict');
      const [audit] = await kit.auditOf(surryHills, 'outlet.archive');
      expect(audit).toMatchObject({ staffId: owner.staffId, before: { archived_at: null, status: 1 }, after: { status: 0 } });

      const back = profileOf(await call(owner, 'POST', `/outlets/${surryHills}/unarchive`));
      expect(back).toMatchObject({ archived_at: null, status: 0 });
      expect(await settingsStatus(surryHills)).toBe(200);
      profileOf(await save(surryHills, { ...fields(SURRY_HILLS), version: back.version }));
      expect((await listed(1)).some((outlet) => outlet.restaurant.id === surryHills)).toBe(true);
      expect(await menuWithinASecond(200)).toBe(200);
    });
  },
  {},
  { now: () => clockAt(ORDER_DAY, '12:00') },
);
