import type { MenuProduct } from '@crust/contract/menu';

// Issue 19: how the catalogue's words (catalogue-vocabulary's DIETARY_TAGS and ALLERGENS) and a
// product's daypart read to diners, the same on the menu's cards and in the item builder.

/**
 * A dietary tag or allergen as diners read it: 'vegan' → 'Vegan', 'gluten-free-option' →
 * 'Gluten-free option', 'tree-nuts' → 'Tree nuts'. Hyphens become spaces except before 'free',
 * which English keeps hyphenated.
 */
export function tagLabel(tag: string): string {
  const words = tag.trim().replace(/-(?!free\b)/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** 'Contains: Gluten, Milk', or null for a product that declares no allergen. */
export const allergensSentence = (allergens: readonly string[]): string | null =>
  allergens.length === 0 ? null : `Contains: ${allergens.map(tagLabel).join(', ')}`;

/**
 * Why a product outside its daypart cannot be ordered now, e.g. 'Available from 11:00'; null when it
 * can (the menu leaves `available` out for an always-available product).
 */
export function unavailableReason({ available, available_from }: Pick<MenuProduct, 'available' | 'available_from'>): string | null {
  if (available !== false) return null;
  return available_from ? `Available from ${available_from}` : 'Not available now';
}
