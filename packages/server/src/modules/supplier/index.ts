import type { ModuleManifest } from '../../platform/module.js';
import { MENUS } from './menus.js';

/**
 * Supplier companies (DOMAIN.md §4.14): approved suppliers and their evaluations, certificates in the
 * certificate engine, approval states through the approval flow; other areas select only approved or
 * conditional suppliers.
 */
export const manifest: ModuleManifest = {
  name: 'supplier',
  // 1.0.0 was the placeholder's menu (in the planned module).
  version: '1.1.0',
  title: { 'zh-cn': '供应商管理', en: 'Suppliers' },
  description: {
    'zh-cn': '合格供应商、资质证书、审批状态、按订单与年度评价及滚动评分',
    en: 'Approved suppliers, their certificates, approval states, evaluations per order and yearly, the rolling rating',
  },
  optional: true,
  dependsOn: ['fleet', 'cert', 'setting', 'approval'],
  menus: MENUS,
};

export { seedDemoSuppliers } from './demo.js';
