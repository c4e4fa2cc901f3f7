import { describe, expect, it } from 'vitest';
import { halfAndHalfProblem } from './half-and-half';
import { margherita, pepperoni, veganGarden } from './testing/menu-fixture';

const sauce = { id: 9, name: 'Choose a sauce', min: 1, max: 1, modifiers: [{ modifier_id: 901, name: 'Tomato', online_price: 0 }] };
const saucy = { ...pepperoni, modifier_groups: [sauce] };

describe('half-and-half validation', () => {
  it('needs a right half', () => {
    expect(halfAndHalfProblem({ product: margherita, modifiers: {} }, null)).toBe('Choose a pizza for the right half');
    expect(halfAndHalfProblem({ product: margherita, modifiers: {} }, { product: pepperoni, modifiers: {} })).toBeNull();
  });

  it('refuses an out-of-stock half first', () => {
    expect(halfAndHalfProblem({ product: veganGarden, modifiers: {} }, null)).toBe('Vegan Garden is out of stock');
  });

  it("holds each half to its own groups' minimum, naming the half", () => {
    expect(halfAndHalfProblem({ product: saucy, modifiers: {} }, { product: saucy, modifiers: { 9: [901] } })).toBe(
      'Choose at least 1 from Choose a sauce (left half)',
    );
    expect(halfAndHalfProblem({ product: margherita, modifiers: {} }, { product: saucy, modifiers: {} })).toBe(
      'Choose at least 1 from Choose a sauce (right half)',
    );
  });
});
