import type { ModuleManifest } from '../../platform/module.js';
import { MENUS } from './menus.js';

/**
 * The areas the specification names that are not built yet (audits, maintenance, NCRs, contingency,
 * evaluation, supervision, documents, suppliers, the CRUD generator): their menus and
 * rights hold their place in the tree, so each area's issue fills it rather than invents it. An area that
 * is built takes its entries into its own manifest and out of this one; the rules stay where they are
 * (the reconciliation records them under whichever module declares them).
 */
export const manifest: ModuleManifest = {
  name: 'planned',
  version: '1.0.0',
  title: { 'zh-cn': '规划中的模块', en: 'Planned areas' },
  menus: MENUS,
};
