/**
 * A resource named as its menu names it ('fleet.Ship' → Ships / 船舶), for the pages that list records of
 * any resource (the recycle bin, sensitive-data changes and their rules): the stored resource name is a
 * code, never shown as it is when a title exists.
 */
import * as contract from '@vessel/contract';
import type { ResourceDef } from '@vessel/contract';
import { menuTitle, type MenuTitleTranslate } from '../../layouts/admin/menu-title';

const isDef = (value: unknown): value is ResourceDef =>
  !!value && typeof value === 'object' && 'fields' in value && 'path' in value && 'name' in value && Array.isArray((value as ResourceDef).fields);

/** Every resource the contract declares, by name. */
export const RESOURCE_DEFS: ReadonlyMap<string, ResourceDef> = new Map(
  Object.values(contract)
    .filter(isDef)
    .map((def) => [def.name, def]),
);

/** The resource's menu title in the reader's language; the stored name when no resource or menu has that name. */
export function resourceTitle(t: MenuTitleTranslate, name: unknown): string {
  const text = typeof name === 'string' ? name : '';
  const def = RESOURCE_DEFS.get(text);
  return def ? menuTitle(t, { name: def.path, title: text }) : text;
}
