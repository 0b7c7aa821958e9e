import { z } from 'zod';
import { adminInfo } from './account.js';
import { menuNode, navItem, siteConfig, terminalConfig } from './site.js';

/** GET /admin/index/index */
export const adminIndexAnswer = z.object({
  adminInfo,
  menus: z.array(menuNode),
  rights: z.array(z.string()),
  nav: z.array(navItem),
  siteConfig,
  terminal: terminalConfig,
  /** The modules enabled now (the web shows the rich-text editor only while `editor` is among them). */
  modules: z.array(z.string()).optional(),
});
export type AdminIndexAnswer = z.infer<typeof adminIndexAnswer>;
