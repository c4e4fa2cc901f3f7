/**
 * A dietary tag as diners read it: 'vegan' → 'Vegan', 'gluten-free-option' → 'Gluten-free option'.
 * Hyphens become spaces except before 'free', which English keeps hyphenated.
 */
export function tagLabel(tag: string): string {
  const words = tag.trim().replace(/-(?!free\b)/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
