import type { MenuDeal, MenuProduct } from '@crust/contract/menu';

/**
 * What a diner picked on a menu page, for the item builder to open on. Half and half starts inside
 * the builder, from a pizza that allows it.
 */
export type MenuSelection = { kind: 'product'; product: MenuProduct } | { kind: 'deal'; deal: MenuDeal };
