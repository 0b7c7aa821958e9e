/**
 * The admin pages written by hand, by the path of their menu rule (`/admin/{path}`); the rule's name,
 * the same words, is the right that opens the page (CONTRACT.md). Every other registered resource needs
 * no entry: the catch-all resource page draws it from the definition the server sends (router/
 * admin-page-routes.ts), so a resource described by data gets its page without a rebuild. Pages stay
 * here for what the generic page cannot do (detail drawers, workflows, dashboards, their own forms);
 * menu pages of areas not built yet get the placeholder.
 *
 * Grouped by module; each page is its own lazy import, so the router imports no page module and a
 * module's pages load only when one of them opens.
 */
import {
  ALERT_RESOURCES,
  AUDIT_RESOURCES,
  APPROVAL_RESOURCES,
  approvalFlowResource,
  approvalInstanceResource,
  bunkerDeliveryNoteDescription,
  ncrActionResource,
  ncrReportResource,
  checklistTemplateDescription,
  dictItemDescription,
  dictTypeDescription,
  sequenceRuleDescription,
  inspectionDescription,
  inspectionItemDescription,
  visitDescription,
  visitFindingDescription,
  AUTH_RESOURCES,
  CERT_RESOURCES,
  CREW_RESOURCES,
  FLEET_RESOURCES,
  SECURITY_RESOURCES,
  TODO_RESOURCES,
  USER_RESOURCES,
  adminLogResource,
  adminResource,
  alertResource,
  alertRuleResource,
  assignmentResource,
  attachmentResource,
  certificateResource,
  certificateSurveyResource,
  certificateTypeResource,
  contractResource,
  crudLogResource,
  dataRecycleLogResource,
  dataRecycleResource,
  groupResource,
  moneyLogResource,
  positionRequirementResource,
  positionResource,
  ruleResource,
  scoreLogResource,
  seaServiceResource,
  seafarerDocumentResource,
  seafarerResource,
  sensitiveDataLogResource,
  sensitiveDataResource,
  shipResource,
  smsOutboxResource,
  todoResource,
  userGroupResource,
  userResource,
  userRuleResource,
  type ResourceDef,
} from '@vessel/contract';
import { page, resource, type AdminPage, type AreaPages } from './admin-page-entry';
import { PAGES as contingencyDrills } from './contingency/drills-pages';
import { PAGES as contingencyOversight } from './contingency/oversight-pages';
import { PAGES as contingencyPlans } from './contingency/plans-pages';
import { PAGES as documentControl } from './document/control-pages';
import { PAGES as documentDistribution } from './document/distribution-pages';
import { PAGES as evaluationAppraisal } from './evaluation/appraisal-pages';
import { PAGES as evaluationKpi } from './evaluation/kpi-pages';
import { PAGES as evaluationMasters } from './evaluation/masters-pages';
import { PAGES as evaluationReview } from './evaluation/review-pages';
import { PAGES as pmsEquipment } from './pms/equipment-pages';
import { PAGES as pmsOversight } from './pms/oversight-pages';
import { PAGES as pmsWork } from './pms/work-pages';
import { PAGES as supplierPages } from './supplier/supplier-pages';

export type { AdminPage } from './admin-page-entry';

/** Areas whose folders list their own pages (issue 17 on): each part a file of its own. */
const AREAS: Record<string, readonly AreaPages[]> = {
  pms: [pmsEquipment, pmsWork, pmsOversight],
  document: [documentControl, documentDistribution],
  supplier: [supplierPages],
  contingency: [contingencyPlans, contingencyDrills, contingencyOversight],
  evaluation: [evaluationKpi, evaluationMasters, evaluationAppraisal, evaluationReview],
};

function placeholder(path: string): AdminPage {
  return page(path, () => import('./placeholder-page'));
}

/** Menu pages of the seeded menu whose areas come with later issues. */
export const PLACEHOLDER_PATHS = [
  'audit/psc',
  'audit/flag',
  'audit/vetting',
  'audit/superintendent',
] as const;

/** The hand-written pages, by module. Departments and the text-message outbox need none: the catch-all draws them. */
export const ADMIN_PAGES_BY_MODULE = {
  auth: [
    resource(adminResource, () => import('./auth/admin-page')),
    resource(groupResource, () => import('./auth/group-page')),
    resource(ruleResource, () => import('./auth/rule-page')),
    resource(adminLogResource, () => import('./auth/admin-log-page')),
  ],
  // Issue 6: settings, attachments; the administrator's own profile.
  routine: [
    page('routine/adminInfo', () => import('./routine/admin-info-page')),
    page('routine/config', () => import('./routine/config-page')),
    resource(attachmentResource, () => import('./routine/attachment-page')),
  ],
  // Issue 6: the recycle bin and sensitive data.
  security: [
    resource(dataRecycleLogResource, () => import('./security/data-recycle-log-page')),
    resource(sensitiveDataLogResource, () => import('./security/sensitive-data-log-page')),
    resource(dataRecycleResource, () => import('./security/data-recycle-page')),
    resource(sensitiveDataResource, () => import('./security/sensitive-data-page')),
  ],
  // Issue 5: members, their groups, the member centre's rules, balance and score ledgers.
  user: [
    resource(userResource, () => import('./user/user-page')),
    resource(userGroupResource, () => import('./user/group-page')),
    resource(userRuleResource, () => import('./user/rule-page')),
    resource(moneyLogResource, () => import('./user/ledger-page').then((module) => ({ default: module.MoneyLogPage }))),
    resource(scoreLogResource, () => import('./user/ledger-page').then((module) => ({ default: module.ScoreLogPage }))),
  ],
  // Issue 8 (web, E2): certificates and their survey windows, seafarer documents.
  cert: [
    resource(certificateResource, () => import('./cert/certificate-page')),
    resource(certificateTypeResource, () => import('./cert/certificate-type-page')),
    resource(certificateSurveyResource, () => import('./cert/certificate-survey-page')),
    resource(seafarerDocumentResource, () => import('./crew/seafarer-document-page')),
  ],
  todo: [resource(todoResource, () => import('./todo/todo-page'))],
  alert: [
    resource(alertResource, () => import('./alert/alert-page')),
    resource(alertRuleResource, () => import('./alert/alert-rule-page')),
  ],
  // Issue 8: ships, positions (with their certificate requirements), seafarers, contracts, crew tracking.
  fleet: [resource(shipResource, () => import('./fleet/ship-page'))],
  crew: [
    resource(positionResource, () => import('./crew/position-page')),
    resource(seafarerResource, () => import('./crew/seafarer-page')),
    resource(contractResource, () => import('./crew/contract-page')),
    resource(assignmentResource, () => import('./crew/assignment-page')),
    resource(positionRequirementResource, () => import('./crew/position-requirement-page')),
    resource(seaServiceResource, () => import('./crew/sea-service-page')),
  ],
  // Issue 15: the CRUD generator (its log, crud.Log, is drawn by the generator's page at the same path) and the module store.
  crud: [page('crud', () => import('./crud/crud-page'))],
  module: [page('moduleStore', () => import('./module/module-store-page'))],
  // Issue 16: external inspections with their deficiencies and NCRs (the other supervision lists are the catch-all's).
  supervision: [
    resource(inspectionDescription.def, () => import('./supervision/inspection-page')),
    resource(visitDescription.def, () => import('./supervision/visit-page')),
  ],
  // Issue 16: non-conformance reports (a report opens whole in a drawer: its lifecycle, actions, approval, history);
  // corrective actions across reports are the catch-all's.
  ncr: [resource(ncrReportResource, () => import('./ncr/report-page'))],
  // Issue 16: approval flows (a list of steps as its editor) and my approvals (each row opens its panel).
  approval: [
    resource(approvalFlowResource, () => import('./approval/flow-page')),
    resource(approvalInstanceResource, () => import('./approval/instance-page')),
  ],
  // Issue 16: dictionaries (each type opening its items), their items, checklist templates (the questions'
  // editor); numbering rules are the catch-all's.
  setting: [
    resource(dictTypeDescription.def, () => import('./setting/dict-type-page')),
    resource(dictItemDescription.def, () => import('./setting/dict-item-page')),
    resource(checklistTemplateDescription.def, () => import('./setting/checklist-template-page')),
  ],
  // Issue 16: 审核管理, each menu's page under its fourth-level bar (one audit whole is /admin/ShdetailPage).
  audit: [
    page('audit/programme', () => import('./audit/audit-pages').then((module) => ({ default: module.AuditProgrammePage }))),
    page('audit/plan', () => import('./audit/audit-pages').then((module) => ({ default: module.AuditPlanPage }))),
    page('audit/report', () => import('./audit/audit-pages').then((module) => ({ default: module.AuditReportPage }))),
    page('audit/finding', () => import('./audit/audit-pages').then((module) => ({ default: module.AuditFindingPage }))),
    page('audit/externalPlan', () => import('./audit/audit-pages').then((module) => ({ default: module.AuditExternalPlanPage }))),
    page('audit/externalFinding', () => import('./audit/audit-pages').then((module) => ({ default: module.AuditExternalFindingPage }))),
    page('audit/selfInspection', () => import('./audit/audit-pages').then((module) => ({ default: module.AuditSelfInspectionPage }))),
    page('audit/auditor', () => import('./audit/audit-pages').then((module) => ({ default: module.AuditAuditorPage }))),
  ],
  ...Object.fromEntries(Object.entries(AREAS).map(([module, parts]) => [module, parts.flatMap((part) => part.pages)])),
  placeholders: PLACEHOLDER_PATHS.map(placeholder),
} as const satisfies Record<string, readonly AdminPage[]>;

export const ADMIN_PAGES: readonly AdminPage[] = Object.values(ADMIN_PAGES_BY_MODULE).flat();

/**
 * Every resource this build of the web ships words for: with or without a page of its own, a path
 * among them is a page that exists, so opening it without its right goes to /401 rather than /404.
 */
export const BUILT_IN_RESOURCES: readonly ResourceDef[] = [
  ...AUTH_RESOURCES,
  ...USER_RESOURCES,
  ...SECURITY_RESOURCES,
  attachmentResource,
  smsOutboxResource,
  ...FLEET_RESOURCES,
  ...CREW_RESOURCES,
  ...CERT_RESOURCES,
  ...TODO_RESOURCES,
  ...ALERT_RESOURCES,
  ...APPROVAL_RESOURCES,
  crudLogResource,
  // Described by data: its words come with its definition from the server (the bunker module's manifest).
  bunkerDeliveryNoteDescription.def,
  // Described by data too: the audit module's words come with its definitions.
  ...AUDIT_RESOURCES,
  // Its words come with the NCR module's manifest, as a resource described by data.
  ncrReportResource,
  ncrActionResource,
  // Described by data as well: the supervision module's words come with its definitions.
  inspectionDescription.def,
  inspectionItemDescription.def,
  visitDescription.def,
  visitFindingDescription.def,
  // Described by data: the settings module's words come with its definitions.
  dictTypeDescription.def,
  dictItemDescription.def,
  sequenceRuleDescription.def,
  checklistTemplateDescription.def,
  ...Object.values(AREAS).flatMap((parts) => parts.flatMap((part) => part.resources)),
];

/**
 * Other paths of a hand-written page: the issue and BuildAdmin name the generator `/admin/crud/crud`,
 * its menu rule is `crud`. The router sends an alias to its page.
 */
export const ADMIN_PAGE_ALIASES: Readonly<Record<string, string>> = { 'crud/crud': 'crud' };

/** Whether `path` is an admin page this build knows of, hand-written or drawn by the catch-all. */
export function isBuiltInPage(path: string): boolean {
  return ADMIN_PAGES.some((entry) => entry.path === path) || BUILT_IN_RESOURCES.some((def) => def.path === path);
}
