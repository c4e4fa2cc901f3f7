// Issue 19: the words a product is described with, shared by the console's forms, the import, the
// menus and the storefront's filter. The database keeps them as text; these lists are what it accepts.

/** Dietary tags a diner can filter by. 'gluten-free-option' is a pizza shop's gluten-free base on request. */
export const DIETARY_TAGS = ['vegetarian', 'vegan', 'gluten-free', 'gluten-free-option', 'halal', 'spicy'] as const;
export type DietaryTag = (typeof DIETARY_TAGS)[number];

/** The 14 major allergens of food-labelling law (FSANZ PEAL, EU FIC Annex II). */
export const ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soy',
  'milk',
  'tree-nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

/** GST is in the price of a 'gst' product; a 'gst_free' one (basic food) carries none. */
export const TAX_CLASSES = ['gst', 'gst_free'] as const;
export type TaxClass = (typeof TAX_CLASSES)[number];
