import { SETTING_TRANSLATIONS } from '@vessel/contract';
import { CHECKLISTS } from '../../platform/checklists.js';
import { DICTIONARIES } from '../../platform/dictionaries.js';
import type { ModuleManifest } from '../../platform/module.js';
import { NUMBERING } from '../../platform/numbering.js';
import { provideService } from '../../platform/services.js';
import { CHECKLIST_STEPS, checklists } from './checklists.js';
import { DICTIONARY_RESOURCES, DictionaryService } from './dictionaries.js';
import { MENUS } from './menus.js';
import { numbering } from './numbering.js';
import { SETTING_MIGRATIONS, SETTING_RESOURCES } from './resources.js';
import { dictionaryRoutes } from './routes.js';
import { seedSettings } from './seed.js';

export { DICTIONARY_SEED, SEQUENCE_RULE_SEED } from './dictionary-seed.js';

/** One cache for the process, as the service is: the module clears it whenever a dictionary changes. */
const dictionaries = new DictionaryService();

/**
 * System settings (DOMAIN.md §4.0, §4.15): dictionaries, numbering rules and checklist templates, the
 * shared concepts every area reads through the platform's services (platform/dictionaries.ts,
 * numbering.ts, checklists.ts).
 */
export const manifest: ModuleManifest = {
  name: 'setting',
  // 1.1.0: dictionaries, numbering rules and checklist templates under the directory.
  version: '1.1.0',
  core: true,
  title: { 'zh-cn': '系统设置', en: 'System settings' },
  description: {
    'zh-cn': '数据字典、编号规则和检查表模板：各业务模块共用的主数据',
    en: 'Dictionaries, numbering rules and checklist templates: the master data every area shares',
  },
  migrations: SETTING_MIGRATIONS,
  menus: MENUS,
  resources: SETTING_RESOURCES,
  steps: CHECKLIST_STEPS,
  translations: SETTING_TRANSLATIONS,
  provide: (context) => {
    provideService(DICTIONARIES, dictionaries, 'setting');
    provideService(NUMBERING, numbering, 'setting');
    provideService(CHECKLISTS, checklists, 'setting');
    dictionaries.invalidate();
  },
  start: (context) => {
    context.resourceHooks.onChange((name) => {
      if (DICTIONARY_RESOURCES.has(name)) dictionaries.invalidate();
    });
  },
  routes: (app, context) => dictionaryRoutes(app, context, dictionaries),
  seed: async (context) => {
    if ((await seedSettings(context.db)) > 0) dictionaries.invalidate();
  },
};
