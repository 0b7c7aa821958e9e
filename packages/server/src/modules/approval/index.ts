import type { ModuleManifest } from '../../platform/module.js';
import { MIGRATIONS } from './migrations.js';
import { provideApprovalServices } from './services.js';

/** Approval flows (DOMAIN.md decision 5, §4.0): one engine for every business type (platform/approvals.ts). */
export const manifest: ModuleManifest = {
  name: 'approval',
  version: '1.0.0',
  core: true,
  title: { 'zh-cn': '审批流程', en: 'Approval flows' },
  dependsOn: ['setting'],
  migrations: MIGRATIONS,
  provide: provideApprovalServices,
};
