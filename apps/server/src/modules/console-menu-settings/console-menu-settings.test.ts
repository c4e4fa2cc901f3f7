import type { MenuSettings } from '@crust/contract/console-menu-settings';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/test-database.ts';
import { eventually, SURRY_HILLS } from '../cart/cart-test-kit.ts';
import { catalogueKit } from '../console-products/catalogue-test-kit.ts';
import type { SignedInStaff } from '../staff/staff-test-kit.ts';

// Issue 19: the tenant's half-and-half pricing rule (the dearer half or the average), owners' to set.

describeEachDatabase('console: menu settings', (get) => {
  const kit = catalogueKit(get);
  let owner: SignedInStaff;
  let manager: SignedInStaff;
  let crew: SignedInStaff;
  const settings = async (who: SignedInStaff) => kit.dataOf<MenuSettings>(await kit.call(who, 'GET', '/menu-settings'));

  beforeAll(async () => {
    owner = await kit.signedIn('owner');
    manager = await kit.signedIn('manager', [SURRY_HILLS]);
    crew = await kit.signedIn('crew', [SURRY_HILLS]);
  });

  it('reads the rule to every role and lets an owner change it, which the menus serve within a second, audited', async () => {
    expect(await settings(crew)).toEqual({ half_and_half_pricing: 'dearer' });
    expect((await kit.menuOf(SURRY_HILLS)).half_and_half_pricing).toBe('dearer');
    expect(kit.dataOf<MenuSettings>(await kit.call(owner, 'PUT', '/menu-settings', { half_and_half_pricing: 'average' }))).toEqual({
      half_and_half_pricing: 'average',
    });
    expect(await settings(manager)).toEqual({ half_and_half_pricing: 'average' });
    // Timed from the save's answer: the menu read before it has been remembered, and the save must drop it.
    const started = Date.now();
    const menu = await eventually(
      () => kit.menuOf(SURRY_HILLS),
      (served) => served.half_and_half_pricing === 'average',
    );
    expect(menu.half_and_half_pricing).toBe('average');
    expect(Date.now() - started).toBeLessThan(1000);
    const [audit] = await kit.auditOf('menu-settings.update');
    expect(audit).toMatchObject({ staffId: owner.staffId, before: { half_and_half_pricing: 'dearer' }, after: { half_and_half_pricing: 'average' } });
  });

  it('refuses managers and crew (403), an unknown rule (400 naming the field) and a call without a staff token (401)', async () => {
    for (const who of [manager, crew]) {
      expect(kit.errorOf(await kit.call(who, 'PUT', '/menu-settings', { half_and_half_pricing: 'dearer' }), 403).code).toBe('forbidden');
    }
    expect(kit.errorOf(await kit.call(owner, 'PUT', '/menu-settings', { half_and_half_pricing: 'cheaper' }), 400).message).toContain(
      'body.half_and_half_pricing',
    );
    expect(kit.errorOf(await kit.call(null, 'GET', '/menu-settings'), 401).code).toBe('unauthorized');
  });
});
