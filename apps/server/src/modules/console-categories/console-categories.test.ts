import type { ConsoleCategory } from '@crust/contract/console-categories';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/test-database.ts';
import { eventually, SURRY_HILLS } from '../cart/cart-test-kit.ts';
import { catalogueKit } from '../console-products/catalogue-test-kit.ts';
import type { SignedInStaff } from '../staff/staff-test-kit.ts';

// Issue 19 (categories): owners create, edit over a version (409 stale_version), reorder, hide and
// delete empty categories; managers and crew read them; the menus follow within a second.

const fields = (name: string) => ({
  name,
  description: 'Made today.',
  image_id: null,
  on_main_menu: true,
  on_instore_menu: true,
  on_dinein_menu: false,
  hidden: false,
});

describeEachDatabase('console: categories', (get) => {
  const kit = catalogueKit(get);
  let owner: SignedInStaff;
  let manager: SignedInStaff;
  let crew: SignedInStaff;
  let theirs: Awaited<ReturnType<typeof kit.otherTenantCatalogue>>;

  const list = async (who: SignedInStaff = owner) => kit.dataOf<ConsoleCategory[]>(await kit.call(who, 'GET', '/categories'));
  const create = async (name: string, extra: object = {}) =>
    kit.dataOf<ConsoleCategory>(await kit.call(owner, 'POST', '/categories', { ...fields(name), ...extra }), 201);
  const menuCategories = async () => (await kit.menuOf(SURRY_HILLS)).categories.map((category) => category.name);
  /** The menu's categories once `check` holds, failing if that took a second or more. */
  async function menuWithinASecond(check: (names: string[]) => boolean): Promise<string[]> {
    const started = Date.now();
    const names = await eventually(menuCategories, check);
    expect(Date.now() - started).toBeLessThan(1000);
    return names;
  }

  beforeAll(async () => {
    owner = await kit.signedIn('owner');
    manager = await kit.signedIn('manager', [SURRY_HILLS]);
    crew = await kit.signedIn('crew', [SURRY_HILLS]);
    theirs = await kit.otherTenantCatalogue();
  });

  it('lists the tenant’s categories in menu order with their product counts, to every role', async () => {
    const categories = await list();
    expect(categories.map((category) => category.name)).toEqual(expect.arrayContaining(['Pizzas', 'Sides']));
    expect(categories.find((category) => category.name === 'Sides')!.product_count).toBeGreaterThan(0);
    expect(categories.map((category) => category.sort_order)).toEqual([...categories.map((category) => category.sort_order)].sort((a, b) => a - b));
    expect(categories.some((category) => category.id === theirs.categoryId)).toBe(false);
    expect((await list(manager)).length).toBe(categories.length);
    expect((await list(crew)).length).toBe(categories.length);
  });

  it('creates a category last on the menu with the tenant’s photo, audited', async () => {
    const imageId = await kit.imageOf(64);
    const created = await create('Specials', { image_id: imageId });
    expect(created).toMatchObject({ ...fields('Specials'), image_id: imageId, version: 1, product_count: 0, archived_product_count: 0 });
    expect(Math.max(...(await list()).map((category) => category.sort_order))).toBe(created.sort_order);
    const [audit] = await kit.auditOf('category.create');
    expect(audit).toMatchObject({ staffId: owner.staffId, target: `category:${created.id}`, after: { name: 'Specials', version: 1 } });
  });

  it('saves over the version read, refuses a stale one with 409 stale_version, and hides a category from the menu within a second', async () => {
    const created = await create('Lunch');
    const saved = kit.dataOf<ConsoleCategory>(await kit.call(owner, 'PUT', `/categories/${created.id}`, { ...fields('Lunch Specials'), version: 1 }));
    expect(saved).toMatchObject({ name: 'Lunch Specials', version: 2 });
    const stale = kit.errorOf(await kit.call(owner, 'PUT', `/categories/${created.id}`, { ...fields('Lunch Again'), version: 1 }), 409);
    expect(stale.code).toBe('stale_version');
    expect(stale.message).toContain('version 2');
    const [audit] = await kit.auditOf('category.update');
    expect(audit).toMatchObject({ before: { name: 'Lunch', version: 1 }, after: { name: 'Lunch Specials', version: 2 } });

    const sides = (await list()).find((category) => category.name === 'Sides')!;
    kit.dataOf(await kit.call(owner, 'PUT', `/categories/${sides.id}`, { ...fields('Sides'), on_dinein_menu: true, hidden: true, version: sides.version }));
    expect(await menuWithinASecond((names) => !names.includes('Sides'))).not.toContain('Sides');
    kit.dataOf(await kit.call(owner, 'PUT', `/categories/${sides.id}`, { ...fields('Sides'), on_dinein_menu: true, version: sides.version + 1 }));
    expect(await menuWithinASecond((names) => names.includes('Sides'))).toContain('Sides');
  });

  it('refuses what the schema or the tenant does not have with 400 naming each field, changing nothing', async () => {
    const bad = kit.errorOf(await kit.call(owner, 'POST', '/categories', { ...fields(''), hidden: 'yes', colour: 'red' }), 400);
    expect(bad.code).toBe('bad_request');
    for (const field of ['body.name', 'body.hidden']) expect(bad.message).toContain(field);
    const foreign = kit.errorOf(await kit.call(owner, 'POST', '/categories', { ...fields('Borrowed'), image_id: theirs.imageId }), 400);
    expect(foreign.message).toContain('body.image_id');
    expect((await list()).some((category) => category.name === 'Borrowed')).toBe(false);
    const noVersion = kit.errorOf(await kit.call(owner, 'PUT', `/categories/${(await list())[0]!.id}`, fields('No version')), 400);
    expect(noVersion.message).toContain('body.version');
  });

  it('reorders the whole menu in one call, and refuses a list that leaves one out or names another tenant’s', async () => {
    const before = await list();
    const reversed = before.map((category) => category.id).reverse();
    const after = kit.dataOf<ConsoleCategory[]>(await kit.call(owner, 'POST', '/categories/reorder', { ids: reversed }));
    expect(after.map((category) => category.id)).toEqual(reversed);
    expect((await list()).map((category) => category.id)).toEqual(reversed);
    const [first] = await menuWithinASecond((names) => names[0] !== before.find((category) => category.product_count > 0)!.name);
    expect(first).not.toBe('Pizzas');

    expect(kit.errorOf(await kit.call(owner, 'POST', '/categories/reorder', { ids: reversed.slice(1) }), 400).message).toContain('body.ids');
    expect(kit.errorOf(await kit.call(owner, 'POST', '/categories/reorder', { ids: [...reversed.slice(1), theirs.categoryId] }), 400).message).toContain(
      'body.ids',
    );
    expect(kit.errorOf(await kit.call(owner, 'POST', '/categories/reorder', { ids: [reversed[0], reversed[0]] }), 400).message).toContain('body.ids');
    kit.dataOf(await kit.call(owner, 'POST', '/categories/reorder', { ids: before.map((category) => category.id) }));
    expect((await kit.auditOf('category.reorder')).length).toBe(2);
  });

  it('deletes an empty category only: one holding products is 409 category_not_empty, saying to hide it or move them', async () => {
    const sides = (await list()).find((category) => category.name === 'Sides')!;
    const held = kit.errorOf(await kit.call(owner, 'DELETE', `/categories/${sides.id}`), 409);
    expect(held.code).toBe('category_not_empty');
    expect(held.message).toMatch(/hide the category, or move its products/);
    expect((await list()).some((category) => category.id === sides.id)).toBe(true);

    const empty = await create('Soon Gone');
    const gone = await kit.call(owner, 'DELETE', `/categories/${empty.id}`);
    expect(gone.statusCode, gone.body).toBe(204);
    expect(kit.errorOf(await kit.call(owner, 'GET', `/categories/${empty.id}`), 404).code).toBe('not_found');
    expect((await kit.auditOf('category.delete'))[0]).toMatchObject({ target: `category:${empty.id}`, before: { name: 'Soon Gone' } });
  });

  it('lets only owners write (managers and crew 403); another tenant’s category is 404; no staff token 401', async () => {
    const mine = await create('Owners Only');
    for (const who of [manager, crew]) {
      expect(kit.errorOf(await kit.call(who, 'POST', '/categories', fields('Refused')), 403).code).toBe('forbidden');
      expect(kit.errorOf(await kit.call(who, 'PUT', `/categories/${mine.id}`, { ...fields('Refused'), version: 1 }), 403).code).toBe('forbidden');
      expect(kit.errorOf(await kit.call(who, 'POST', '/categories/reorder', { ids: [mine.id] }), 403).code).toBe('forbidden');
      expect(kit.errorOf(await kit.call(who, 'DELETE', `/categories/${mine.id}`), 403).code).toBe('forbidden');
      expect(kit.dataOf<ConsoleCategory>(await kit.call(who, 'GET', `/categories/${mine.id}`)).name).toBe('Owners Only');
    }
    expect(kit.errorOf(await kit.call(owner, 'GET', `/categories/${theirs.categoryId}`), 404).code).toBe('not_found');
    expect(kit.errorOf(await kit.call(owner, 'PUT', `/categories/${theirs.categoryId}`, { ...fields('Mine now'), version: 1 }), 404).code).toBe('not_found');
    expect(kit.errorOf(await kit.call(owner, 'DELETE', `/categories/${theirs.categoryId}`), 404).code).toBe('not_found');
    expect(kit.errorOf(await kit.call(null, 'GET', '/categories'), 401).code).toBe('unauthorized');
    expect(kit.errorOf(await kit.call(await kit.guest(), 'POST', '/categories', fields('Diner')), 401).code).toBe('unauthorized');
  });
});
