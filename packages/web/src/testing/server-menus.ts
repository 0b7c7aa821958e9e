/**
 * For tests: the menus and rights every server module declares (`packages/server/src/modules/{module}/
 * menus.ts`, each module's manifest), read as the server reads them. Loaded through vite's glob so that
 * the web's typecheck does not compile server sources; the shape the web tests rely on is written here.
 */
export interface ServerMenu {
  name: string;
  title: { 'zh-cn': string; en: string };
  /** Buttons (actions) of a menu; absent for a directory. */
  actions?: readonly string[];
  children?: readonly ServerMenu[];
}

const modules = import.meta.glob<readonly ServerMenu[]>('../../../server/src/modules/*/menus.ts', { eager: true, import: 'MENUS' });

/** Every module's top-level menu entries, module by module. */
export const SERVER_MENUS: readonly ServerMenu[] = Object.values(modules).flat();

/** Every menu entry, directories, pages and their children, depth first. */
export function allMenus(menus: readonly ServerMenu[] = SERVER_MENUS): ServerMenu[] {
  return menus.flatMap((menu) => [menu, ...allMenus(menu.children ?? [])]);
}

/** The pages of the menus (entries without children). */
export function menuPages(menus: readonly ServerMenu[] = SERVER_MENUS): string[] {
  return allMenus(menus)
    .filter((menu) => !menu.children)
    .map((menu) => menu.name);
}
