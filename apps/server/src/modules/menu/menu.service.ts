import {
  menuResponseSchema,
  type Menu,
  type MenuCategory,
  type MenuConfiguration,
  type MenuDeal,
  type MenuModifierGroup,
  type MenuQuery,
} from '@crust/contract/menu';
import { ACTIVE_RESTAURANT_STATUS } from '@crust/contract/restaurants';
import { notFound } from '../../lib/http-error.ts';
import { pictureOf } from '../../lib/image-view.ts';
import { prepareJson, type PreparedJson } from '../../lib/prepared-json.ts';
import type { TenantLookup } from '../tenants/tenant-lookup.ts';
import { daypartClock, type DaypartClock } from './daypart-availability.ts';
import type { CachedMenu, MenuCache, MenuOffer } from './menu-cache.ts';
import type { MenuRepo, MenuRows } from './menu.repo.ts';

type ModifierRow = MenuRows['modifierRows'][number];
type ConfigurationRow = MenuRows['configurationRows'][number];
type DealRow = MenuRows['dealRows'][number];

/** The last element of a list, when `matches` says it is the one a row belongs to (rows come grouped). */
function lastIf<T>(list: T[], matches: (item: T) => boolean): T | undefined {
  const last = list.at(-1);
  return last !== undefined && matches(last) ? last : undefined;
}

function modifierGroupsByProduct(rows: ModifierRow[]): Map<number, MenuModifierGroup[]> {
  const byProduct = new Map<number, MenuModifierGroup[]>();
  for (const row of rows) {
    const groups = byProduct.get(row.productId) ?? [];
    byProduct.set(row.productId, groups);
    let group = lastIf(groups, (candidate) => candidate.id === row.groupId);
    if (!group) {
      group = { id: row.groupId, name: row.groupName, min: row.min, max: row.max, modifiers: [] };
      groups.push(group);
    }
    // is_default only when true: the storefront reads a missing one as false, and the menu stays as small as it was.
    group.modifiers.push({
      modifier_id: row.modifierId,
      name: row.modifierName,
      online_price: row.onlinePrice,
      ...(row.isDefault ? { is_default: true } : {}),
    });
  }
  return byProduct;
}

function configurationsByProduct(rows: ConfigurationRow[]): Map<number, MenuConfiguration[]> {
  const byProduct = new Map<number, MenuConfiguration[]>();
  for (const row of rows) {
    const configurations = byProduct.get(row.productId) ?? [];
    byProduct.set(row.productId, configurations);
    let configuration = lastIf(configurations, (candidate) => candidate.attribute_id === row.attributeId);
    if (!configuration) {
      configuration = { attribute_id: row.attributeId, name: row.attributeName, values: [] };
      configurations.push(configuration);
    }
    configuration.values.push({ attribute_value_id: row.valueId, name: row.valueName, price_adjustment: row.priceAdjustment });
  }
  return byProduct;
}

/**
 * Deals on this menu, each slot limited to products this menu shows (the diner could not pick
 * anything else). A deal with a slot left empty cannot be ordered, so it is left out.
 */
function assembleDeals(rows: DealRow[], shown: Set<number>): MenuDeal[] {
  const assembled: MenuDeal[] = [];
  for (const row of rows) {
    let deal = lastIf(assembled, (candidate) => (candidate.deal_id ?? candidate.combo_product_id) === row.id);
    if (!deal) {
      deal = {
        deal_id: row.kind === 'deal' ? row.id : null,
        combo_product_id: row.kind === 'combo' ? row.id : null,
        name: row.name,
        description: row.description,
        ...pictureOf(row.photo, row.image),
        price: row.price,
        components: [],
      };
      assembled.push(deal);
    }
    const components = deal.components;
    let component = lastIf(components, (candidate) => candidate.deal_component_type_id === row.componentId);
    if (!component) {
      component = {
        deal_component_type_id: row.componentId,
        name: row.componentName,
        quantity: row.quantity,
        choices: [],
        upcharges: [],
        configuration_value_ids: row.attributeValueIds,
      };
      components.push(component);
    }
    if (row.restaurantProductId === null || !shown.has(row.restaurantProductId)) continue;
    component.choices.push(row.restaurantProductId);
    if (row.upcharge) component.upcharges.push({ restaurant_product_id: row.restaurantProductId, amount: row.upcharge });
  }
  return assembled.filter((deal) => deal.components.every((component) => component.choices.length > 0));
}

/** The modifiers the outlet has marked sold out (issue 10). */
export const soldOutModifierIdsOf = ({ modifierRows }: Pick<MenuRows, 'modifierRows'>): Set<number> =>
  new Set(modifierRows.filter((row) => !row.inStock).map((row) => row.modifierId));

/** A product whose required choice has every option sold out cannot be ordered: it shows as out of stock. */
const requiredChoicesAvailable = (groups: readonly MenuModifierGroup[], soldOut: ReadonlySet<number>) =>
  groups.every((group) => group.min === 0 || group.modifiers.some((modifier) => !soldOut.has(modifier.modifier_id)));

/**
 * The menu as diners get it: the contract has no field for a sold-out modifier, so it is left out
 * (the web then cannot offer it). The same object when nothing is sold out.
 */
export function withoutModifiers(menu: Menu, soldOut: ReadonlySet<number>): Menu {
  if (soldOut.size === 0) return menu;
  const available = (group: MenuModifierGroup): MenuModifierGroup => ({
    ...group,
    modifiers: group.modifiers.filter((modifier) => !soldOut.has(modifier.modifier_id)),
  });
  return {
    ...menu,
    categories: menu.categories.map((category) => ({
      ...category,
      products: category.products.map((product) => ({ ...product, modifier_groups: product.modifier_groups.map(available) })),
    })),
  };
}

/** Issue 19: a product outside its dayparts says when it is next available; one without any is available. */
function availabilityOf(dayparts: DaypartClock | undefined, row: { categoryId: number; productId: number }) {
  const availability = dayparts?.of(row);
  if (!availability || availability.available) return { available: true };
  return { available: false, available_from: availability.availableFrom };
}

/**
 * Nests the repo's ordered rows into the menu payload: only categories with a product on this menu.
 * Every modifier stays, sold out or not (the cart prices lines already holding one); withoutModifiers
 * makes the diners' copy. `dayparts`: the outlet's schedules read at the build's instant.
 */
export function assembleMenu(
  { productRows, modifierRows, configurationRows, dealRows, halfAndHalfPricing }: Omit<MenuRows, 'daypartRules'>,
  dayparts?: DaypartClock,
): Menu {
  const groups = modifierGroupsByProduct(modifierRows);
  const soldOut = soldOutModifierIdsOf({ modifierRows });
  const configurations = configurationsByProduct(configurationRows);
  const categories: MenuCategory[] = [];
  for (const row of productRows) {
    let category = lastIf(categories, (candidate) => candidate.id === row.categoryId);
    if (!category) {
      category = { id: row.categoryId, name: row.categoryName, ...pictureOf(row.categoryPhoto, row.categoryImage), products: [] };
      categories.push(category);
    }
    category.products.push({
      product_id: row.productId,
      restaurant_product_id: row.restaurantProductId,
      name: row.name,
      description: row.description,
      price: row.price,
      online_price: row.onlinePrice,
      ...pictureOf(row.photo, row.image),
      in_stock: row.inStock && requiredChoicesAvailable(groups.get(row.productId) ?? [], soldOut),
      ...availabilityOf(dayparts, row),
      popular: row.popular,
      is_new: row.isNew,
      unit: row.unit,
      tags: row.tags,
      allergens: row.allergens,
      allow_half_and_half: row.allowHalfAndHalf,
      tax_class: row.taxClass,
      modifier_groups: groups.get(row.productId) ?? [],
      configurations: configurations.get(row.productId) ?? [],
    });
  }
  const shown = new Set(productRows.map((row) => row.restaurantProductId));
  return { categories, deals: assembleDeals(dealRows, shown), half_and_half_pricing: halfAndHalfPricing };
}

export function createMenuService(repo: MenuRepo, tenants: TenantLookup, cache: MenuCache, now: () => Date = () => new Date()) {
  /**
   * A cache miss: read, nest, check against the contract once, then serialise and compress once.
   * Availability is read at this instant, so the entry is valid until the next daypart boundary.
   */
  async function build({ tenant_id, restaurant_id, menu }: MenuQuery): Promise<CachedMenu> {
    const outlet = await repo.findOutlet(tenant_id, restaurant_id);
    // Only the failure path pays for the second query that names what is missing.
    if (!outlet) throw notFound((await tenants.exists(tenant_id)) ? 'Unknown restaurant' : 'Unknown tenant');
    if (outlet.status !== ACTIVE_RESTAURANT_STATUS) throw notFound('This restaurant is closed');
    const rows = await repo.loadMenu({ tenantId: tenant_id, restaurantId: restaurant_id, menu });
    const dayparts = rows.daypartRules.length > 0 ? daypartClock(rows.daypartRules, outlet.timeZone, now()) : undefined;
    const assembled = assembleMenu(rows, dayparts);
    const soldOutModifierIds = soldOutModifierIdsOf(rows);
    const response = { data: withoutModifiers(assembled, soldOutModifierIds) };
    // The hot path sends bytes and skips the response schema, so the shape is held to the contract here.
    const checked = menuResponseSchema.safeParse(response);
    if (!checked.success) throw new Error(`The menu breaks the contract: ${checked.error.message}`);
    return { menu: assembled, soldOutModifierIds, served: response.data, prepared: await prepareJson(response), validUntil: dayparts?.validUntil };
  }

  const keyOf = (query: MenuQuery) => ({ tenantId: query.tenant_id, restaurantId: query.restaurant_id, menu: query.menu });
  return {
    /** The outlet's menu when it is cached: no query, no promise (issue #3's budget). */
    cached: (query: MenuQuery): PreparedJson | undefined => cache.peek(keyOf(query))?.prepared,
    /** The outlet's menu, prepared for sending; 404 for an unknown tenant, or an unknown, foreign or closed outlet. */
    get: async (query: MenuQuery): Promise<PreparedJson> => (await cache.get(keyOf(query), () => build(query))).prepared,
    /**
     * The outlet's offer as data, with every modifier and those sold out named, from the same cache
     * entry as the answer (the catalogue's source: it never parses the answer). The same objects
     * until a catalogue write replaces the entry; read-only.
     */
    offer: async (query: MenuQuery): Promise<MenuOffer> => cache.get(keyOf(query), () => build(query)),
    /**
     * The menu as GET /v2/menu's `data` holds it, from the same cache entry: what a server-rendered
     * page embeds (issue 20). The same object until a catalogue write replaces the entry; read-only.
     */
    served: async (query: MenuQuery): Promise<Menu> => (await cache.get(keyOf(query), () => build(query))).served,
  };
}
export type MenuService = ReturnType<typeof createMenuService>;
