import { modifierGroupResponseSchema, modifierGroupsResponseSchema, type ConsoleModifierGroup } from '@crust/contract/console-modifier-groups';
import { beforeAll, expect, it } from 'vitest';
import { modifierGroups } from '../../db/schema/modifiers.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { productsOf, SURRY_HILLS } from '../cart/cart-test-kit.ts';
import { OTHER_TENANT, type SignedInStaff } from '../staff/staff-test-kit.ts';
import { consoleCatalogueKit } from './console-catalogue-test-kit.ts';

// Issue 19 (modifier groups): owners create, save over a version (409 stale_version) and delete
// unused groups; managers and crew read; a change reaches diners' menus within a second.

const sauces = {
  name: 'Extra sauces',
  min_choices: 0,
  max_choices: 2,
  modifiers: [
    { name: 'Hot honey', online_price: 150, is_default: false },
    { name: 'Chilli oil', online_price: 100, is_default: true },
  ],
};

describeEachDatabase('console: modifier groups', (get) => {
  const kit = consoleCatalogueKit(get);
  let owner: SignedInStaff;
  let manager: SignedInStaff;
  let crew: SignedInStaff;

  const groupOf = (response: Parameters<typeof kit.dataOf>[1], status = 200) => kit.dataOf(modifierGroupResponseSchema, response, status);
  const list = async (who: SignedInStaff = owner) => kit.dataOf(modifierGroupsResponseSchema, await kit.call(who, 'GET', '/modifier-groups'));
  const create = async (body: object = sauces) => groupOf(await kit.call(owner, 'POST', '/modifier-groups', body), 201);
  const save = (id: number, body: object, who: SignedInStaff = owner) => kit.call(who, 'PUT', `/modifier-groups/${id}`, body);
  const bodyOf = ({ name, min_choices, max_choices, modifiers, version }: ConsoleModifierGroup) => ({ name, min_choices, max_choices, modifiers, version });

  beforeAll(async () => {
    owner = await kit.signedIn('owner');
    manager = await kit.signedIn('manager', [SURRY_HILLS]);
    crew = await kit.signedIn('crew', [SURRY_HILLS]);
  });

  it('lists the tenant’s groups with their modifiers in order and how many products use each, to every role', async () => {
    const groups = await list(crew);
    const toppings = groups.find((group) => group.name === 'Extra toppings');
    expect(toppings).toMatchObject({ min_choices: 0, max_choices: 5, version: 1 });
    expect(toppings!.modifiers.slice(0, 2)).toMatchObject([
      { name: 'Extra mozzarella', online_price: 250, is_default: false },
      { name: 'Pepperoni', online_price: 300 },
    ]);
    expect(toppings!.product_count).toBeGreaterThan(0);
    expect((await list(manager)).map((group) => group.id)).toEqual(groups.map((group) => group.id));
  });

  it('creates a group (audited) and saves it over its version: kept ids stay, missing ones go, new ones come, in the order sent', async () => {
    const created = await create();
    expect(created).toMatchObject({ ...sauces, product_count: 0, version: 1 });
    expect((await kit.auditOf(`modifier_group:${created.id}`, 'modifier_group.create'))?.after).toMatchObject({ name: 'Extra sauces', version: 1 });

    const [honey, chilli] = created.modifiers;
    const saved = groupOf(
      await save(created.id, {
        ...bodyOf(created),
        name: 'Sauces',
        modifiers: [
          { name: 'Aioli', online_price: 0, is_default: false },
          { ...chilli!, online_price: 120 },
        ],
      }),
    );
    expect(saved).toMatchObject({ name: 'Sauces', version: 2 });
    expect(saved.modifiers).toMatchObject([{ name: 'Aioli' }, { id: chilli!.id, name: 'Chilli oil', online_price: 120, is_default: true }]);
    expect(saved.modifiers.some((modifier) => modifier.id === honey!.id)).toBe(false);
    const audit = await kit.auditOf(`modifier_group:${created.id}`, 'modifier_group.update');
    expect(audit).toMatchObject({ staffId: owner.staffId, before: { name: 'Extra sauces', version: 1 }, after: { name: 'Sauces', version: 2 } });

    const stale = kit.errorOf(await save(created.id, bodyOf(created)), 409);
    expect(stale.code).toBe('stale_version');
    expect(stale.message).toContain('version 2');
    // A modifier of another group is not this group's to keep.
    const toppings = (await list()).find((group) => group.name === 'Extra toppings')!;
    const taken = kit.errorOf(await save(created.id, { ...bodyOf(saved), modifiers: [toppings.modifiers[0]!] }), 400);
    expect(taken.message).toContain('body.modifiers.0.id');
    expect(groupOf(await kit.call(owner, 'GET', `/modifier-groups/${created.id}`)).modifiers).toEqual(saved.modifiers);
  });

  it('refuses what the contract does not accept, naming the field: min over max, no choice allowed, more defaults than the max, a negative price', async () => {
    const error = kit.errorOf(
      await kit.call(owner, 'POST', '/modifier-groups', {
        ...sauces,
        min_choices: 3,
        max_choices: 1,
        modifiers: [
          { name: 'A', online_price: -1, is_default: true },
          { name: 'B', online_price: 0, is_default: true },
        ],
      }),
      400,
    );
    expect(error.code).toBe('bad_request');
    for (const field of ['body.min_choices', 'body.modifiers.0.online_price', 'body.modifiers']) expect(error.message).toContain(field);
    expect(kit.errorOf(await kit.call(owner, 'POST', '/modifier-groups', { ...sauces, max_choices: 0 }), 400).message).toContain('body.max_choices');
    const created = await create();
    expect(kit.errorOf(await save(created.id, { ...sauces }), 400).message).toContain('body.version');
    expect((await list()).filter((group) => group.name === 'Extra sauces').length).toBeGreaterThan(0);
  });

  it('lets only owners write; another tenant’s group is 404; no staff token 401', async () => {
    const created = await create();
    for (const who of [manager, crew]) {
      expect(kit.errorOf(await kit.call(who, 'POST', '/modifier-groups', sauces), 403).code).toBe('forbidden');
      expect(kit.errorOf(await save(created.id, bodyOf(created), who), 403).code).toBe('forbidden');
      expect(kit.errorOf(await kit.call(who, 'DELETE', `/modifier-groups/${created.id}`), 403).code).toBe('forbidden');
    }
    await kit.otherTenantOutlet();
    const [theirs] = await get().db.insert(modifierGroups).values({ tenantId: OTHER_TENANT, name: 'Their dips' }).returning({ id: modifierGroups.id });
    expect(kit.errorOf(await kit.call(owner, 'GET', `/modifier-groups/${theirs!.id}`), 404).code).toBe('not_found');
    expect(kit.errorOf(await save(theirs!.id, { ...sauces, version: 1 }), 404).code).toBe('not_found');
    expect(kit.errorOf(await kit.call(owner, 'DELETE', `/modifier-groups/${theirs!.id}`), 404).code).toBe('not_found');
    expect((await list()).some((group) => group.id === theirs!.id)).toBe(false);
    expect(kit.errorOf(await kit.call(null, 'GET', '/modifier-groups'), 401).code).toBe('unauthorized');
  });

  it('deletes a group no product offers, and refuses (409) one a product offers', async () => {
    const created = await create();
    expect((await kit.call(owner, 'DELETE', `/modifier-groups/${created.id}`)).statusCode).toBe(204);
    expect(kit.errorOf(await kit.call(owner, 'GET', `/modifier-groups/${created.id}`), 404).code).toBe('not_found');
    expect(await kit.auditOf(`modifier_group:${created.id}`, 'modifier_group.delete')).toMatchObject({ before: { name: 'Extra sauces' } });

    const used = (await list()).find((group) => group.name === 'Choose a dip')!;
    const refused = kit.errorOf(await kit.call(owner, 'DELETE', `/modifier-groups/${used.id}`), 409);
    expect(refused.code).toBe('conflict');
    expect(refused.message).toContain('Choose a dip');
    expect((await list()).some((group) => group.id === used.id)).toBe(true);
  });

  it('a new price and a default reach diners’ menus within a second', async () => {
    const dip = (await list()).find((group) => group.name === 'Choose a dip')!;
    const [first, ...rest] = dip.modifiers;
    await kit.menuOf(SURRY_HILLS); // remembered by the cache, so the change must reach it through the notification
    groupOf(await save(dip.id, { ...bodyOf(dip), modifiers: [{ ...first!, online_price: 75, is_default: true }, ...rest] }));
    const served = await kit.menuWithinASecond(
      (menu) =>
        productsOf(menu)
          .flatMap((product) => product.modifier_groups)
          .find((group) => group.id === dip.id)
          ?.modifiers.find((modifier) => modifier.modifier_id === first!.id),
      (modifier) => modifier?.online_price === 75,
    );
    expect(served).toEqual({ modifier_id: first!.id, name: first!.name, online_price: 75, is_default: true });
  });
});
