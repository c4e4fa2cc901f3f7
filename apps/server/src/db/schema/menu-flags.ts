import { boolean } from 'drizzle-orm/pg-core';

/**
 * Which of the outlet's menus (spec §1: main, in-store, dine-in) a row is on; outlet products and
 * deals and categories carry them. A function, because each table needs columns of its own.
 */
export const menuFlagColumns = () => ({
  onMainMenu: boolean('on_main_menu').notNull().default(true),
  onInstoreMenu: boolean('on_instore_menu').notNull().default(true),
  onDineinMenu: boolean('on_dinein_menu').notNull().default(true),
});
