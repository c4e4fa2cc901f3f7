import { categoryFieldsSchema, type CategoryFields, type ConsoleCategory } from '@crust/contract/console-categories';
import { checkWithSchema } from '@/lib/schema-check';
import type { Checked } from '@/lib/use-checked-form';

// Issue 19: a category as its form holds it, checked with the contract's own schema.

export type MenuKind = 'main' | 'instore' | 'dinein';
export const MENU_KINDS: readonly { value: MenuKind; label: string }[] = [
  { value: 'main', label: 'Main menu (online)' },
  { value: 'instore', label: 'In-store menu' },
  { value: 'dinein', label: 'Dine-in menu' },
];

export type CategoryFormValues = { name: string; description: string; menus: MenuKind[]; hidden: boolean; image_id: number | null };

export const NEW_CATEGORY: CategoryFormValues = { name: '', description: '', menus: ['main', 'instore', 'dinein'], hidden: false, image_id: null };

export const categoryValuesOf = (category: ConsoleCategory): CategoryFormValues => ({
  name: category.name,
  description: category.description,
  menus: MENU_KINDS.map((kind) => kind.value).filter((kind) => category[`on_${kind}_menu`]),
  hidden: category.hidden,
  image_id: category.image_id,
});

export function categoryRequest(values: CategoryFormValues): Checked<CategoryFormValues, CategoryFields> {
  return checkWithSchema<CategoryFormValues, CategoryFields>(categoryFieldsSchema, {
    name: values.name,
    description: values.description,
    image_id: values.image_id,
    on_main_menu: values.menus.includes('main'),
    on_instore_menu: values.menus.includes('instore'),
    on_dinein_menu: values.menus.includes('dinein'),
    hidden: values.hidden,
  });
}

/** The category as a whole-category save sends it (a PUT replaces every field), one field changed. */
export const categoryWith = (category: ConsoleCategory, change: Partial<CategoryFields>) => ({
  name: category.name,
  description: category.description,
  image_id: category.image_id,
  on_main_menu: category.on_main_menu,
  on_instore_menu: category.on_instore_menu,
  on_dinein_menu: category.on_dinein_menu,
  hidden: category.hidden,
  version: category.version,
  ...change,
});
