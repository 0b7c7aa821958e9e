import { AUDIT_INDEPENDENCE_MONTHS_DEFAULT, AUDIT_TRANSLATIONS } from '@vessel/contract';
import type { ModuleManifest } from '../../platform/module.js';
import { provideService, service } from '../../platform/services.js';
import { NCR_PIPELINE } from '../../platform/ncr-pipeline.js';
import { AUDIT_ALERT_SOURCES } from './alert-sources.js';
import { followNcr } from './findings.js';
import { MENUS } from './menus.js';
import { AUDIT_MIGRATIONS, auditBindings } from './resources.js';
import { auditPrintRoute } from './print.js';
import { auditRoutes } from './routes.js';
import { provideAuditServices } from './services.js';
import { auditReviewInputs } from './review-inputs.js';
import { reviewInputs } from '../../platform/review-inputs.js';
import { auditSteps, listenToApprovals } from './steps.js';

export { RETIRED_AUDIT_RULES } from './tables.js';
export { seedDemoAudits } from './demo.js';

/** Audits (DOMAIN.md §4.8): the ISM/ISPS/MLC audit programme, plans, checklists, reports and findings. */
export const manifest: ModuleManifest = {
  name: 'audit',
  // 1.1.0: the four-level menu tree (internal, external, self-inspection, auditors) and the steps' rights; 1.2.0: the printed report (print).
  version: '1.2.0',
  title: { 'zh-cn': '审核管理', en: 'Audits and inspections' },
  dependsOn: ['fleet', 'cert', 'crew', 'setting', 'approval', 'ncr'],
  migrations: AUDIT_MIGRATIONS,
  menus: MENUS,
  resources: auditBindings,
  steps: auditSteps,
  translations: AUDIT_TRANSLATIONS,
  alertSources: AUDIT_ALERT_SOURCES,
  tiles: [
    { key: 'audit.internalOverdue', title: { 'zh-cn': '内部审核逾期', en: 'Internal audits overdue' } },
    { key: 'audit.internalDueSoon', title: { 'zh-cn': '内部审核将到期', en: 'Internal audits due' } },
  ],
  settings: [{ name: 'audit_independence_months', group: 'site', type: 'number', value: AUDIT_INDEPENDENCE_MONTHS_DEFAULT }],
  provide: () => {
    provideAuditServices();
    provideService(reviewInputs('audit'), auditReviewInputs, 'audit');
  },
  start: (context) => {
    listenToApprovals(context);
    service(NCR_PIPELINE).onChange('internal_audit', followNcr);
    service(NCR_PIPELINE).onChange('external_audit', followNcr);
  },
  routes: (app, context) => {
    auditRoutes(app, context);
    auditPrintRoute(app, context);
  },
};
