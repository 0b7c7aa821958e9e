import type { ModuleManifest } from '../../platform/module.js';
import { MENUS } from './menus.js';
import { MIGRATIONS } from './migrations.js';
import { APPROVAL_RESOURCES } from './resources.js';
import { approvalRoutes } from './routes.js';
import { seedApprovalFlows } from './seed.js';
import { provideApprovalServices } from './services.js';
import { APPROVAL_STEPS_SERVED } from './steps.js';

export { seedDemoApprovals } from './demo.js';

/** Approval flows (DOMAIN.md decision 5, §4.0): one engine for every business type (platform/approvals.ts). */
export const manifest: ModuleManifest = {
  name: 'approval',
  // 1.1.0: its menus (flows under 系统设置, my approvals under the to-dos) and the instance steps' rights.
  version: '1.1.0',
  core: true,
  title: { 'zh-cn': '审批流程', en: 'Approval flows' },
  dependsOn: ['setting', 'todo'],
  migrations: MIGRATIONS,
  menus: MENUS,
  resources: APPROVAL_RESOURCES,
  steps: APPROVAL_STEPS_SERVED,
  provide: provideApprovalServices,
  routes: approvalRoutes,
  seed: (context) => seedApprovalFlows(context.db),
};
