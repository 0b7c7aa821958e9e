import { z } from 'zod';

/** Site config of spec §3: what the client needs, never a secret. */
export const siteConfig = z.object({
  siteName: z.string(),
  recordNumber: z.string(),
  version: z.string(),
  cdnUrl: z.string(),
  apiUrl: z.string(),
  upload: z.object({
    mode: z.string(),
    maxsize: z.union([z.number(), z.string()]),
    mimetype: z.string(),
    savename: z.string(),
  }),
  headNav: z.array(z.unknown()),
});
export type SiteConfig = z.infer<typeof siteConfig>;

/** A node of the menu tree (the rule tree of the administrator's roles). */
export interface MenuNode {
  id: string;
  pid: string | null;
  type: 'menu_dir' | 'menu' | 'button';
  title: string;
  name: string;
  path: string;
  icon: string;
  menu_type: 'tab' | 'link' | 'iframe' | null;
  url: string;
  component: string;
  keepalive: boolean;
  children: MenuNode[];
}
export const menuNode: z.ZodType<MenuNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    pid: z.string().nullable(),
    type: z.enum(['menu_dir', 'menu', 'button']),
    title: z.string(),
    name: z.string(),
    path: z.string(),
    icon: z.string(),
    menu_type: z.enum(['tab', 'link', 'iframe']).nullable(),
    url: z.string(),
    component: z.string(),
    keepalive: z.boolean(),
    children: z.array(menuNode),
  }),
);

export const navItem = z.object({
  id: z.union([z.string(), z.number()]),
  name: z.string(),
  /** The fourth-level items; `path` is the page each opens (the menu rule's path). */
  fourNav: z.array(z.object({ name: z.string(), path: z.string().optional() })).optional(),
});

export const terminalConfig = z.object({
  packageManager: z.string(),
  port: z.string(),
  /**
   * The package managers on the server's PATH: the settings say when the one in use is not among them.
   * The server always answers it; CONTRACT.md's answer, without it, stays valid.
   */
  installed: z.array(z.string()).optional(),
});
