import { BUNKER_TRANSLATIONS } from '@vessel/contract';
import type { ModuleManifest } from '../../platform/module.js';
import { MENUS } from './menus.js';
import { BUNKER_MIGRATIONS, deliveryNoteBinding } from './resources.js';

export { seedDemoBunkerNotes } from './demo.js';

/**
 * Bunkering (MARPOL Annex VI regulation 18): the delivery notes of the fuel each ship receives, with the
 * retention of the note and of the MARPOL sample. Optional: a company whose charterers buy the fuel may
 * disable or uninstall it in the module store; its table and notes stay.
 */
export const manifest: ModuleManifest = {
  name: 'bunker',
  version: '1.0.0',
  optional: true,
  title: { 'zh-cn': '燃油管理', en: 'Bunkering' },
  description: {
    'zh-cn': '燃油交付单（MARPOL 附则 VI 第 18 条）：硫含量限值、油样与 BDN 保存期限',
    en: 'Bunker delivery notes (MARPOL Annex VI reg. 18): sulphur limits, retention of the sample and the note',
  },
  dependsOn: ['fleet'],
  migrations: BUNKER_MIGRATIONS,
  menus: MENUS,
  resources: [deliveryNoteBinding],
  translations: BUNKER_TRANSLATIONS,
};
