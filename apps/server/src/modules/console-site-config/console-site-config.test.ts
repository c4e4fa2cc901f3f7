import {
  currentSiteConfigResponseSchema,
  siteConfigVersionResponseSchema,
  siteConfigVersionsResponseSchema,
  type CurrentSiteConfig,
} from '@crust/contract/console-site-config';
import { defaultSiteConfig } from '@crust/contract/site-config-defaults';
import type { SiteConfig } from '@crust/contract/site-config';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { restaurantSettings } from '../../db/schema/restaurant-settings.ts';
import { siteConfigVersions } from '../../db/schema/site-config-versions.ts';
import { staff } from '../../db/schema/staff.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { SURRY_HILLS, type Caller } from '../cart/cart-test-kit.ts';
import { DEMO_TENANT, staffKit } from '../staff/staff-test-kit.ts';
import { currentVersion, saveAllowed } from './console-site-config.service.ts';

// Issue 10: an owner edits an outlet's site configuration, validated by the contract's schema, over
// the version they read (409 otherwise); each configuration is kept and one click restores it;
// diners are served the saved one at once. showConfigEditor false locks the editor but never
// locks the owner out: reading, the versions and restoring stay open, as does turning it back on.

const withColour = (config: SiteConfig, primary: string): SiteConfig => ({ ...config, colors: { ...config.colors, primary } });
/** An uploaded photo's srcsets, as console-images gives them. */
const heroSrcset = {
  avif: '/uploads/images/00000000000000a1.avif 320w, /uploads/images/00000000000000a2.avif 640w',
  webp: '/uploads/images/00000000000000b1.webp 320w, /uploads/images/00000000000000b2.webp 640w',
  jpeg: '/uploads/images/00000000000000c1.jpg 320w, /uploads/images/0123456789abcdef.jpg 640w',
};
const withEditor = (config: SiteConfig, showConfigEditor: boolean): SiteConfig => ({ ...config, general: { ...config.general, showConfigEditor } });

describe('the current version', () => {
  it('is the newest kept one when it is the same configuration, else the next number, not kept yet', () => {
    expect(currentVersion({ current: defaultSiteConfig, latest: null })).toEqual({ version: 1, kept: false });
    // Key order differs after a jsonb round trip: the same configuration all the same.
    const reordered = Object.fromEntries(Object.entries(defaultSiteConfig).reverse()) as SiteConfig;
    expect(currentVersion({ current: defaultSiteConfig, latest: { version: 4, config: reordered } })).toEqual({ version: 4, kept: true });
    expect(currentVersion({ current: withColour(defaultSiteConfig, '#000000'), latest: { version: 4, config: defaultSiteConfig } })).toEqual({
      version: 5,
      kept: false,
    });
  });
});

describe('the editor lock', () => {
  const locked = withEditor(defaultSiteConfig, false);
  it('lets any save through while the editor is on, and only turning it back on while it is off', () => {
    expect(saveAllowed(defaultSiteConfig, withColour(locked, '#000000'))).toBe(true);
    expect(saveAllowed(locked, defaultSiteConfig)).toBe(true);
    expect(saveAllowed(locked, withColour(defaultSiteConfig, '#000000'))).toBe(false);
    expect(saveAllowed(locked, withColour(locked, '#000000'))).toBe(false);
    expect(saveAllowed(locked, locked)).toBe(false);
  });
});

describeEachDatabase('console: site configuration', (get) => {
  const kit = staffKit(get);
  let surryHills = 0;
  let owner: Awaited<ReturnType<typeof kit.signedIn>>;
  let ownerName = '';

  const base = (outletId = surryHills) => `/api/console/outlets/${outletId}/site-config`;
  const call = (who: Caller | null, method: 'GET' | 'PUT' | 'POST', path = '', payload?: object, outletId = surryHills) =>
    kit.inject({ method, url: `${base(outletId)}${path}`, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
  const save = (config: SiteConfig, version: number, who: Caller = owner) => call(who, 'PUT', '', { config, version });
  const restore = (version: number, who: Caller = owner) => call(who, 'POST', `/versions/${version}/restore`);

  function currentOf(response: LightMyRequestResponse): CurrentSiteConfig {
    expect(response.statusCode, response.body).toBe(200);
    return currentSiteConfigResponseSchema.parse(response.json()).data;
  }
  const current = async () => currentOf(await call(owner, 'GET'));
  const versions = async () => {
    const response = await call(owner, 'GET', '/versions');
    expect(response.statusCode, response.body).toBe(200);
    return siteConfigVersionsResponseSchema.parse(response.json()).data;
  };
  /** What a diner's storefront is served. */
  const dinersSee = async (): Promise<SiteConfig> => (await kit.dinersSettings(surryHills)).web_config;
  const auditOf = (action: string) => kit.auditOf(surryHills, action);

  beforeAll(async () => {
    surryHills = await kit.outletId(SURRY_HILLS);
    owner = await kit.signedIn('owner');
    const [row] = await get().db.select({ name: staff.name }).from(staff).where(eq(staff.id, owner.staffId));
    ownerName = row!.name;
  });

  it('saves a new primary colour: diners are served it at once; the configuration before is kept as version 1, by nobody', async () => {
    const before = await current();
    expect(before.version).toBe(1);
    expect(await dinersSee()).toEqual(before.config);

    const saved = currentOf(await save(withColour(before.config, '#123456'), 1));
    expect(saved).toEqual({ config: withColour(before.config, '#123456'), version: 2 });
    expect((await dinersSee()).colors.primary).toBe('#123456');
    expect(await current()).toEqual(saved);

    const kept = await versions();
    expect(kept.map(({ version, saved_by }) => ({ version, saved_by }))).toEqual([
      { version: 2, saved_by: ownerName },
      { version: 1, saved_by: null },
    ]);
    const first = await call(owner, 'GET', '/versions/1');
    expect(first.statusCode, first.body).toBe(200);
    expect(siteConfigVersionResponseSchema.parse(first.json()).data).toMatchObject({ version: 1, saved_by: null, config: before.config });

    const [entry] = await auditOf('site_config.save');
    expect(entry).toMatchObject({
      staffId: owner.staffId,
      target: `outlet:${surryHills}`,
      before: { version: 1, config: { colors: { primary: before.config.colors.primary } } },
      after: { version: 2, config: { colors: { primary: '#123456' } } },
    });
  });

  it('refuses a save over a version someone has moved on from (409), and two saves of one version at once: one wins', async () => {
    const { config, version } = await current();
    currentOf(await save(withColour(config, '#abcdef'), version));
    const stale = kit.errorOf(await save(withColour(config, '#000000'), version), 409);
    expect(stale.code).toBe('conflict');
    expect(stale.message).toContain(`version ${version + 1}`);
    expect((await dinersSee()).colors.primary).toBe('#abcdef');

    const racing = await Promise.all([save(withColour(config, '#111111'), version + 1), save(withColour(config, '#222222'), version + 1)]);
    expect(racing.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const winner = racing.find((response) => response.statusCode === 200)!;
    expect(await current()).toEqual(currentOf(winner));
    expect((await versions())[0]!.version).toBe(version + 2);
  });

  it('refuses a configuration the contract’s schema does not accept (400, naming the field), changing nothing', async () => {
    const before = await current();
    const badColour = kit.errorOf(await save(withColour(before.config, 'red'), before.version), 400);
    expect(badColour.code).toBe('bad_request');
    expect(badColour.message).toContain('body.config.colors.primary');
    expect(badColour.message).toContain('hex colour');
    const { seo: _seo, ...withoutSeo } = before.config;
    expect(kit.errorOf(await call(owner, 'PUT', '', { config: withoutSeo, version: before.version }), 400).message).toContain('body.config.seo');
    expect(kit.errorOf(await call(owner, 'PUT', '', { config: before.config }), 400).message).toContain('body.version');
    expect(await current()).toEqual(before);
  });

  it('refuses links and images that could run script or break out of a CSS url(), and over-long text (400 naming the field), changing nothing', async () => {
    const before = await current();
    const { hero, footer, general, seo } = before.config;
    const refusals: [string, SiteConfig][] = [
      ['hero.ctaLink', { ...before.config, hero: { ...hero, ctaLink: 'javascript:alert(document.cookie)' } }],
      ['hero.backgroundImage', { ...before.config, hero: { ...hero, backgroundImage: 'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+' } }],
      ['hero.backgroundImage', { ...before.config, hero: { ...hero, backgroundImage: '/hero.jpg"); background-image: url("https://evil.example/track.gif' } }],
      ['footer.links.0.url', { ...before.config, footer: { ...footer, links: [{ label: 'Menu', url: 'javascript:alert(1)' }] } }],
      ['general.socialLinks.0.url', { ...before.config, general: { ...general, socialLinks: [{ platform: 'instagram', url: 'data:text/html,hi' }] } }],
      ['general.mobileApp.appStoreUrl', { ...before.config, general: { ...general, mobileApp: { ...general.mobileApp, appStoreUrl: 'javascript:alert(1)' } } }],
      ['general.logo', { ...before.config, general: { ...general, logo: '//evil.example/logo.svg' } }],
      ['seo.ogImage', { ...before.config, seo: { ...seo, ogImage: 'mailto:someone@example.com' } }],
      ['hero.title', { ...before.config, hero: { ...hero, title: 'x'.repeat(161) } }],
      [
        'hero.backgroundImageSrcset.webp',
        { ...before.config, hero: { ...hero, backgroundImageSrcset: { ...heroSrcset, webp: '/uploads/images/a.webp 640w" onerror="alert(1)' } } },
      ],
    ];
    for (const [field, config] of refusals) {
      const error = kit.errorOf(await save(config, before.version), 400);
      expect(error.code).toBe('bad_request');
      expect(error.message).toContain(`body.config.${field}:`);
    }
    expect(await current()).toEqual(before);
    expect(await dinersSee()).toEqual(before.config);

    // The addresses the storefront uses are taken: another site, an email, a phone, a page, a section.
    const links = [
      { label: 'Order app', url: 'https://apps.example/crust' },
      { label: 'Email us', url: 'mailto:hello@crust.example' },
      { label: 'Call us', url: 'tel:+61290000000' },
      { label: 'Deals', url: '/deals' },
    ];
    const linked = { ...before.config, hero: { ...hero, ctaLink: '#menu', backgroundImage: 'https://cdn.example/hero.jpg' }, footer: { ...footer, links } };
    expect(currentOf(await save(linked, before.version)).config).toEqual(linked);
  });

  it('serves a configuration stored before the link rules with the defaults in place of what breaks them, and a restore brings none back', async () => {
    const before = await current();
    const legacy = {
      ...before.config,
      hero: { ...before.config.hero, title: 'Kept as it is', ctaLink: 'javascript:alert(1)' },
      general: { ...before.config.general, logo: 'data:image/svg+xml,<svg onload=alert(1)>' },
    };
    const asServed = {
      ...legacy,
      hero: { ...legacy.hero, ctaLink: defaultSiteConfig.hero.ctaLink },
      general: { ...legacy.general, logo: defaultSiteConfig.general.logo },
    };
    // Written as a row saved before the rules would be: the current configuration, and a kept version.
    await get().db.update(restaurantSettings).set({ webConfig: legacy }).where(eq(restaurantSettings.restaurantId, surryHills));
    await get()
      .db.insert(siteConfigVersions)
      .values({ tenantId: DEMO_TENANT, restaurantId: surryHills, version: before.version + 1, config: legacy });

    expect(await dinersSee()).toEqual(asServed);
    expect(await current()).toEqual({ config: asServed, version: before.version + 1 });
    const kept = await call(owner, 'GET', `/versions/${before.version + 1}`);
    expect(siteConfigVersionResponseSchema.parse(kept.json()).data.config).toEqual(asServed);

    currentOf(await save(withColour(asServed, '#345678'), before.version + 1));
    expect(currentOf(await restore(before.version + 1)).config).toEqual(asServed);
    expect(await dinersSee()).toEqual(asServed);
  });

  it('keeps the hero photo’s srcset (issue 20) through a save, the versions and a restore, and serves it to diners', async () => {
    const before = await current();
    const photographed = {
      ...before.config,
      hero: { ...before.config.hero, backgroundImage: '/uploads/images/0123456789abcdef.jpg', backgroundImageSrcset: heroSrcset },
    };
    const saved = currentOf(await save(photographed, before.version));
    expect(saved.config.hero).toEqual(photographed.hero);
    expect((await dinersSee()).hero.backgroundImageSrcset).toEqual(heroSrcset);
    const kept = await call(owner, 'GET', `/versions/${saved.version}`);
    expect(siteConfigVersionResponseSchema.parse(kept.json()).data.config.hero.backgroundImageSrcset).toEqual(heroSrcset);

    // A plain address typed over it clears the srcset; a restore brings the photo back whole.
    const plain = currentOf(
      await save({ ...saved.config, hero: { ...saved.config.hero, backgroundImage: '/images/hero.svg', backgroundImageSrcset: null } }, saved.version),
    );
    expect((await dinersSee()).hero.backgroundImageSrcset).toBeNull();
    expect(currentOf(await restore(saved.version)).config.hero).toEqual(photographed.hero);
    expect((await versions())[1]!.version).toBe(plain.version);
  });

  it('reads and serves a configuration stored before the hero had a srcset, and saves over it', async () => {
    const before = await current();
    const { backgroundImageSrcset: _none, ...hero } = before.config.hero;
    const legacy = { ...before.config, hero };
    await get().db.update(restaurantSettings).set({ webConfig: legacy }).where(eq(restaurantSettings.restaurantId, surryHills));
    expect(await dinersSee()).toEqual(legacy);
    const read = await current();
    expect(read.config).toEqual(legacy);
    expect(currentOf(await save(withColour(read.config, '#456789'), read.version)).config.hero).toEqual(hero);
  });

  it('restores an earlier version in one click, as a new version, recorded in the audit log', async () => {
    const start = await current();
    const green = currentOf(await save(withColour(start.config, '#00aa00'), start.version));
    const blue = currentOf(await save(withColour(start.config, '#0000aa'), green.version));

    const restored = currentOf(await restore(green.version));
    expect(restored).toEqual({ config: green.config, version: blue.version + 1 });
    expect((await dinersSee()).colors.primary).toBe('#00aa00');
    expect((await versions()).slice(0, 3).map((kept) => kept.version)).toEqual([blue.version + 1, blue.version, green.version]);

    const [entry] = await auditOf('site_config.restore');
    expect(entry).toMatchObject({
      staffId: owner.staffId,
      before: { version: blue.version, config: { colors: { primary: '#0000aa' } } },
      after: { version: blue.version + 1, config: { colors: { primary: '#00aa00' } } },
    });
    expect(kit.errorOf(await restore(9_999), 404).code).toBe('not_found');
    expect(kit.errorOf(await call(owner, 'GET', '/versions/9999'), 404).code).toBe('not_found');
  });

  it('with showConfigEditor false: saves are refused (403) but reading, the versions and restoring stay open, and so does turning it back on', async () => {
    const start = await current();
    const off = currentOf(await save(withEditor(start.config, false), start.version));

    const refused = kit.errorOf(await save(withColour(off.config, '#999999'), off.version), 403);
    expect(refused).toEqual({ code: 'forbidden', message: expect.stringContaining('showConfigEditor is false') });
    expect(kit.errorOf(await save(withEditor(withColour(off.config, '#999999'), true), off.version), 403).code).toBe('forbidden');
    expect(await current()).toEqual(off);
    expect((await versions())[0]!.version).toBe(off.version);

    // Turning the editor back on, and nothing else, is a save like any other.
    const on = currentOf(await save(withEditor(off.config, true), off.version));
    expect(on.config.general.showConfigEditor).toBe(true);

    // Or an earlier version, with the editor on, restored.
    const offAgain = currentOf(await save(withEditor(on.config, false), on.version));
    const restored = currentOf(await restore(start.version));
    expect(restored).toEqual({ config: start.config, version: offAgain.version + 1 });
    expect((await dinersSee()).general.showConfigEditor).toBe(true);
  });

  it('is for owners: crew and managers 403; another tenant’s outlet 404; a diner’s token or none 401', async () => {
    const { config, version } = await current();
    const attempts = (who: Caller | null, outletId = surryHills) => [
      call(who, 'GET', '', undefined, outletId),
      call(who, 'PUT', '', { config, version }, outletId),
      call(who, 'GET', '/versions', undefined, outletId),
      call(who, 'GET', '/versions/1', undefined, outletId),
      call(who, 'POST', '/versions/1/restore', undefined, outletId),
    ];
    const expectAll = async (who: Caller | null, status: number, code: string, outletId?: number) => {
      for (const response of await Promise.all(attempts(who, outletId))) expect(kit.errorOf(response, status).code).toBe(code);
    };

    await expectAll(await kit.signedIn('crew', [SURRY_HILLS]), 403, 'forbidden');
    await expectAll(await kit.signedIn('manager', [SURRY_HILLS]), 403, 'forbidden');
    await expectAll(owner, 404, 'not_found', await kit.otherTenantOutlet());
    await expectAll(await kit.guest(), 401, 'unauthorized');
    await expectAll(null, 401, 'unauthorized');
    expect(await current()).toEqual({ config, version });
  });
});
