/**
 * The title of a menu rule as the administrator reads it. The server seeds rule titles in Chinese; the
 * web shows `menu.{rule name}` from the backend translations when that key exists (rule names contain
 * '/', never '.', so 'auth/admin' is the key `menu['auth/admin']`), else the title exactly as sent, so
 * a rule an administrator created or renamed shows what they typed.
 *
 * One function for the menu, the breadcrumbs, the tabs and any page that names a rule.
 */
import type { MenuNode } from '@vessel/contract';

/** The subset of i18next's `t` used here; pass `t` of `useTranslation('backend')` (or `i18n.t`). */
export type MenuTitleTranslate = (key: string, options: { ns: string; defaultValue: string }) => string;

/** The translation key of a rule's title. */
export function menuTitleKey(name: string): string {
  return `menu.${name}`;
}

export function menuTitle(t: MenuTitleTranslate, node: Pick<MenuNode, 'name' | 'title'>): string {
  if (!node.name || node.name.includes('.')) return node.title;
  const text = t(menuTitleKey(node.name), { ns: 'backend', defaultValue: node.title });
  // i18next answers an object's key (returnObjects off) with a notice string; a rule title is text.
  return typeof text === 'string' && text.trim() !== '' ? text : node.title;
}
