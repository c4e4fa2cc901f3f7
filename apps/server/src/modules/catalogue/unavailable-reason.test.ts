import type { Menu, MenuProduct } from '@crust/contract/menu';
import { describe, expect, it } from 'vitest';
import { unavailableReason, type LineChoices } from './line-choices.ts';
import { outletCatalogue } from './outlet-catalogue.ts';

// Issue 19: why a stored cart line cannot be ordered now, read from the outlet's catalogue as the
// menus give it (a dish taken off, a topping or size no longer offered, a daypart).

const product = (restaurantProductId: number, name: string, overrides: Partial<MenuProduct> = {}): MenuProduct => ({
  product_id: restaurantProductId + 100,
  restaurant_product_id: restaurantProductId,
  name,
  description: '',
  price: 1800,
  online_price: null,
  image: '/uploads/placeholder.svg',
  in_stock: true,
  popular: false,
  is_new: false,
  unit: null,
  tags: [],
  allergens: [],
  allow_half_and_half: true,
  modifier_groups: [{ id: 1, name: 'Extras', min: 0, max: 5, modifiers: [{ modifier_id: 31, name: 'Extra cheese', online_price: 250 }] }],
  configurations: [{ attribute_id: 1, name: 'Size', values: [{ attribute_value_id: 11, name: 'Large', price_adjustment: 400 }] }],
  ...overrides,
});

function catalogueOf(products: MenuProduct[], deals: Menu['deals'] = []) {
  const main: Menu = { categories: [{ id: 1, name: 'Pizzas', image: '', products }], deals, half_and_half_pricing: 'dearer' };
  const dinein: Menu = { categories: [], deals: [], half_and_half_pricing: 'dearer' };
  const none = new Set<number>();
  return outletCatalogue({ main: { menu: main, soldOutModifierIds: none }, dinein: { menu: dinein, soldOutModifierIds: none } }, 'dearer', []);
}

const normal = (restaurantProductId: number, modifierIds: number[] = [], valueIds: number[] = []): LineChoices => ({
  kind: 'normal',
  restaurantProductId,
  configurationValueIds: valueIds,
  modifiers: modifierIds.map((modifierId) => ({ modifierId, quantity: 1 })),
});

describe('unavailableReason', () => {
  const margherita = product(1, 'Margherita');

  it('is null for a line the menu still offers as chosen', () => {
    expect(unavailableReason(normal(1, [31], [11]), catalogueOf([margherita]))).toBeNull();
  });

  it('says "No longer on the menu" when the product, a half or the deal is not on the outlet’s menus', () => {
    const catalogue = catalogueOf([margherita]);
    expect(unavailableReason(normal(2), catalogue)).toBe('No longer on the menu');
    const half: LineChoices = {
      kind: 'half_and_half',
      configurationValueIds: [],
      modifiers: [],
      portions: [
        { portion: 'left', restaurantProductId: 1, modifiers: [] },
        { portion: 'right', restaurantProductId: 2, modifiers: [] },
      ],
    };
    expect(unavailableReason(half, catalogue)).toBe('No longer on the menu');
    const deal: LineChoices = {
      kind: 'deal',
      dealKey: 'deal:9',
      children: [{ componentTypeId: 1, restaurantProductId: 1, quantity: 1, configurationValueIds: [], modifiers: [] }],
    };
    expect(unavailableReason(deal, catalogue)).toBe('No longer on the menu');
  });

  it('says "No longer made as you chose it" when a topping or a size was taken off the product (instead of failing to price)', () => {
    const plain = catalogueOf([product(1, 'Margherita', { modifier_groups: [], configurations: [] })]);
    expect(unavailableReason(normal(1, [31]), plain)).toBe('No longer made as you chose it');
    expect(unavailableReason(normal(1, [], [11]), plain)).toBe('No longer made as you chose it');
    expect(unavailableReason(normal(1), plain)).toBeNull();
  });

  it('says when a dayparted product is available again, from the menu’s available_from', () => {
    const lunch = catalogueOf([
      product(1, 'Lunch Pizza', { available: false, available_from: '11:00' }),
      product(2, 'Brunch', { available: false, available_from: null }),
    ]);
    expect(unavailableReason(normal(1), lunch)).toBe('Available from 11:00');
    expect(unavailableReason(normal(2), lunch)).toBe('Not available now');
    expect(unavailableReason(normal(1), catalogueOf([product(1, 'Lunch Pizza', { available: true, available_from: null })]))).toBeNull();
  });
});
