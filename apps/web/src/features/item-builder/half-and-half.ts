import type { MenuProduct } from '@crust/contract/menu';
import { modifierProblem, type ModifierChoice } from './modifier-choice';

/** One half of a half-and-half pizza: its product and its own toppings. */
export type Half = { product: MenuProduct; modifiers: ModifierChoice };

/** Why the pizza cannot be added yet, top of the form first; null when it can. */
export function halfAndHalfProblem(left: Half, right: Half | null): string | null {
  // Candidates are in stock, but the pizza the builder opened with stays a choice whatever its stock.
  const soldOut = [left, right].find((half) => half && !half.product.in_stock);
  if (soldOut) return `${soldOut.product.name} is out of stock`;
  if (!right) return 'Choose a pizza for the right half';
  return (
    modifierProblem(left.product.modifier_groups, left.modifiers, ' (left half)') ??
    modifierProblem(right.product.modifier_groups, right.modifiers, ' (right half)')
  );
}
