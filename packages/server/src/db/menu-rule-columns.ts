import { boolean, integer, uuid, varchar } from 'drizzle-orm/pg-core';
import { id } from './columns.js';

/**
 * The columns of a menu-rule tree (menu directories, menus and buttons): the administrators' rules and the
 * members' rules are the same shape, read by one `toMenuNode` (platform/menu-node.ts).
 */
export const menuRuleColumns = () => ({
  id: id(),
  pid: uuid('pid'),
  type: varchar('type', { length: 10 }).notNull().$type<'menu_dir' | 'menu' | 'button'>(),
  title: varchar('title', { length: 50 }).notNull(),
  /** The right: `{module}/{resource}` for a menu, `{module}/{resource}/{action}` for a button. */
  name: varchar('name', { length: 100 }).notNull(),
  path: varchar('path', { length: 100 }).notNull().default(''),
  icon: varchar('icon', { length: 50 }).notNull().default(''),
  menu_type: varchar('menu_type', { length: 10 }).$type<'tab' | 'link' | 'iframe'>(),
  url: varchar('url', { length: 255 }).notNull().default(''),
  component: varchar('component', { length: 100 }).notNull().default(''),
  keepalive: boolean('keepalive').notNull().default(false),
  weigh: integer('weigh').notNull().default(0),
  status: varchar('status', { length: 10 }).notNull().default('enable'),
});
