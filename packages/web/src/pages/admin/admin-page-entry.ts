import type { ComponentType } from 'react';
import type { ResourceDef } from '@vessel/contract';

/** One hand-written admin page (admin-pages.ts lists them; an area's folder may list its own). */
export interface AdminPage {
  /** The page's path under /admin, as its menu rule has it. */
  path: string;
  /** The menu right that opens the page. */
  right: string;
  load(): Promise<{ default: ComponentType }>;
}

type Load = AdminPage['load'];

export function page(path: string, load: Load): AdminPage {
  return { path, right: path, load };
}

/** A resource's own page, which builds on the generic one. */
export function resource(def: Pick<ResourceDef, 'path'>, load: Load): AdminPage {
  return page(def.path, load);
}

/**
 * What an area's folder contributes to the web: its hand-written pages, and every resource it ships words
 * for (with or without a page: a path among them is a page that exists).
 */
export interface AreaPages {
  pages: readonly AdminPage[];
  resources: readonly ResourceDef[];
}
