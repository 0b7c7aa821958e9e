import { SUPPLIER_TRANSLATIONS, SUPPLIER_RATING_THRESHOLD } from '@vessel/contract';
import type { ModuleManifest } from '../../platform/module.js';
import { provideService } from '../../platform/services.js';
import { SUPPLIER_DIRECTORY } from '../../platform/suppliers.js';
import { reevaluationSource } from './alert-source.js';
import { supplierDirectory } from './directory.js';
import { MENUS } from './menus.js';
import { SUPPLIER_MIGRATIONS, supplierResources } from './resources.js';
import { RATING_THRESHOLD_SETTING } from './rules.js';
import { supplierReviewInputs } from './review-inputs.js';
import { reviewInputs } from '../../platform/review-inputs.js';
import { listenToApprovals, supplierSteps } from './steps.js';

/**
 * Supplier companies (DOMAIN.md §4.14): approved suppliers and their evaluations, certificates in the
 * certificate engine, approval states through the approval flow; other areas select only approved or
 * conditional suppliers (SUPPLIER_DIRECTORY). docs/suppliers.md says how.
 */
export const manifest: ModuleManifest = {
  name: 'supplier',
  // 1.0.0 was the placeholder's menu (in the planned module); 1.1.0 the module; 1.2.0 the bank details' menu.
  version: '1.2.0',
  title: { 'zh-cn': '供应商管理', en: 'Suppliers' },
  description: {
    'zh-cn': '合格供应商、资质证书、审批状态、按订单与年度评价及滚动评分',
    en: 'Approved suppliers, their certificates, approval states, evaluations per order and yearly, the rolling rating',
  },
  optional: true,
  dependsOn: ['fleet', 'cert', 'setting', 'approval'],
  migrations: SUPPLIER_MIGRATIONS,
  menus: MENUS,
  resources: supplierResources,
  steps: supplierSteps,
  alertSources: [reevaluationSource],
  settings: [{ name: RATING_THRESHOLD_SETTING, group: 'site', type: 'number', value: SUPPLIER_RATING_THRESHOLD }],
  translations: SUPPLIER_TRANSLATIONS,
  provide: (context) => {
    provideService(SUPPLIER_DIRECTORY, supplierDirectory(context), 'supplier');
    provideService(reviewInputs('supplier'), supplierReviewInputs(context), 'supplier');
  },
  start: (context) => listenToApprovals(context),
};

export { seedDemoSuppliers } from './demo.js';
