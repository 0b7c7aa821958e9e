import type { FastifyInstance } from 'fastify';
import { columnsOf } from './columns.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, eq, inArray, lte, gte, ne } from 'drizzle-orm';
import { z } from 'zod';
import { AUDIT_PLAN_VIEWS, addDays, idQuery, scheduleBody, type AuditDetailAnswer, type AuditPlanView } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { can, type AdminAccess } from '../../platform/authorization.js';
import { APPROVALS } from '../../platform/approvals.js';
import { CHECKLISTS } from '../../platform/checklists.js';
import { ApiError, success } from '../../platform/envelope.js';
import { admin, department } from '../../platform/identity/tables.js';
import type { ModuleContext } from '../../platform/module.js';
import { NCR_PIPELINE } from '../../platform/ncr-pipeline.js';
import { NUMBERING } from '../../platform/numbering.js';
import { answers } from '../../platform/openapi.js';
import { scopeCondition } from '../../platform/resource/visibility.js';
import { service } from '../../platform/services.js';
import { SHIP_DIRECTORY } from '../../platform/ships.js';
import { SHIP_CERTIFICATES } from '../cert/api.js';
import { sourceTypeOf } from './findings.js';
import { auditAuditor, auditFinding, auditPlan, auditProgramme, type PlanRow, auditAnswer } from './tables.js';
import { POSTPONE_APPROVAL, PROGRAMME_APPROVAL, REPORT_APPROVAL } from './steps.js';

const plan = columnsOf(auditPlan);
const finding = columnsOf(auditFinding);
const register = columnsOf(auditAuditor);
const programme = columnsOf(auditProgramme);

const READ = AUDIT_PLAN_VIEWS.map((view) => `${view.path}/index`);

/** Whether a plan is one of a view's records (the view's `restrict`, on a row). */
export function inView(view: AuditPlanView, row: PlanRow): boolean {
  if (view.reports) return ['report_draft', 'report_issued', 'follow_up', 'closed'].includes(row.status);
  if (row.category !== view.category) return false;
  if (view.category === 'internal') return (row.standard === 'self_inspection') === !!view.selfInspection;
  return true;
}

/** The view the caller acts on a plan through: the plan's own menu first, then its report menu. */
function viewFor(access: AdminAccess, row: PlanRow): AuditPlanView | undefined {
  return AUDIT_PLAN_VIEWS.find((view) => inView(view, row) && can(access, `${view.path}/index`));
}

/** External audits by the certificate and the window they verify (ISM 13–16, ISPS, MLC). */
const EXTERNAL_KINDS: Record<string, { standard: string; kinds: Record<string, string> }> = {
  DOC: { standard: 'ISM', kinds: { annual: 'doc_annual', renewal: 'doc_renewal' } },
  SMC: { standard: 'ISM', kinds: { intermediate: 'smc_intermediate', renewal: 'smc_renewal' } },
  ISSC: { standard: 'ISPS', kinds: { intermediate: 'issc_intermediate', renewal: 'issc_renewal' } },
  MLC: { standard: 'MLC', kinds: { intermediate: 'mlc_intermediate', renewal: 'mlc_renewal' } },
};
/** How far ahead `schedule` looks unless told. */
export const SCHEDULE_DAYS = 90;

/**
 * Creates the external audits of the certificate windows that open within `days` (DOC annual, SMC
 * intermediate and renewal, ISSC, MLC), each once: a window that already has its audit planned (not
 * cancelled) is left alone. Within `tx`; answers the plans made.
 */
export async function scheduleExternalAudits(tx: Db, options: { today: string; days: number; createdBy: string; visible?: (deptId: string) => boolean }): Promise<string[]> {
  const windows = await service(SHIP_CERTIFICATES).windowsOpening(tx, Object.keys(EXTERNAL_KINDS), options.today, addDays(options.today, options.days));
  const made: string[] = [];
  for (const window of windows) {
    const rule = EXTERNAL_KINDS[window.cert_type_code];
    const kind = rule?.kinds[window.kind];
    if (!rule || !kind || (options.visible && !options.visible(window.dept_id))) continue;
    const [already] = await tx
      .select({ id: plan.id })
      .from(auditPlan)
      .where(
        and(
          eq(plan.category, 'external'),
          eq(plan.external_kind, kind),
          eq(plan.dept_id, window.dept_id),
          ne(plan.status, 'cancelled'),
          gte(plan.planned_from, window.window_start),
          lte(plan.planned_from, window.window_end),
        ),
      )
      .limit(1);
    if (already) continue;
    const from = window.window_start > options.today ? window.window_start : options.today;
    const auditNo = await service(NUMBERING).next(tx, { bizType: 'audit_plan', shipId: window.ship_id, date: options.today });
    const [row] = (await tx
      .insert(auditPlan)
      .values({
        audit_no: auditNo,
        category: 'external',
        standard: rule.standard,
        scope: window.holder_type === 'company' ? 'company' : 'ship',
        ship_id: window.ship_id,
        dept_id: window.dept_id,
        external_kind: kind,
        auditor_org: '',
        planned_from: from,
        planned_to: from,
        team_ids: [],
        clauses_covered: [],
        checklist_template_ids: [],
        status: 'planned',
        due_by: window.window_end,
        remark: '',
        created_by: options.createdBy,
      } as never)
      .returning({ id: plan.id })) as Array<{ id: string }>;
    made.push(row!.id);
  }
  return made;
}

/** One audit whole, for ShdetailPage: plan, team, checklists and answers, findings, NCRs, approvals. */
export async function auditDetail(db: Db, row: PlanRow, view: AuditPlanView, lang: string): Promise<AuditDetailAnswer> {
  const ship = row.ship_id ? ((await service(SHIP_DIRECTORY).byIds(db, [row.ship_id])).get(row.ship_id) ?? null) : null;
  const [dept] = await db.select({ id: department.id, name: department.name, name_en: department.name_en }).from(department).where(eq(department.id, row.dept_id));
  const [prog] = row.programme_id
    ? ((await db.select({ id: programme.id, year: programme.year, title: programme.title, status: programme.status }).from(auditProgramme).where(eq(programme.id, row.programme_id))) as AuditDetailAnswer['programme'][])
    : [null];
  const teamIds = row.team_ids ?? [];
  const people = teamIds.length ? await db.select({ id: admin.id, nickname: admin.nickname, username: admin.username }).from(admin).where(inArray(admin.id, teamIds)) : [];
  const qualifications = teamIds.length ? await db.select({ admin_id: register.admin_id, qualification: register.qualification }).from(auditAuditor).where(inArray(register.admin_id, teamIds)) : [];
  const team = teamIds.map((id) => {
    const person = people.find((p) => p.id === id);
    return {
      id,
      name: person ? person.nickname || person.username : id,
      lead: id === row.lead_auditor_id,
      qualification: (qualifications.find((q) => q.admin_id === id)?.qualification as string | undefined) ?? null,
    };
  });
  const templates = await service(CHECKLISTS).byIds(db, row.checklist_template_ids ?? []);
  const checklists = (row.checklist_template_ids ?? []).flatMap((id) => {
    const template = templates.get(id);
    return template ? [{ id: template.id, code: template.code, name_en: template.name_en, name_zh: template.name_zh, version: template.version, sections: template.sections }] : [];
  });
  const answerRows = await db.select().from(auditAnswer).where(eq(auditAnswer.plan_id, row.id));
  const findings = (await db.select().from(auditFinding).where(eq(finding.plan_id, row.id)).orderBy(asc(finding.created_at))) as AuditDetailAnswer['findings'];
  const ncrs = await service(NCR_PIPELINE).ofSource(db, sourceTypeOf(row.category), row.id);
  const approvals = service(APPROVALS);
  const timeline = (
    await Promise.all(
      [REPORT_APPROVAL, POSTPONE_APPROVAL].map(async (bizType) => (await approvals.timeline(db, bizType, row.id)).map((record) => ({ ...record, biz_type: bizType }))),
    )
  )
    .flat()
    .sort((a, b) => a.acted_at.localeCompare(b.acted_at));
  void lang;
  return {
    plan: row as AuditDetailAnswer['plan'],
    ship: ship ? { id: ship.id, name_en: ship.name_en, name_zh: ship.name_zh } : null,
    department: dept ?? null,
    programme: prog ?? null,
    team,
    checklists,
    answers: answerRows.map((answer) => ({
      template_id: answer.template_id,
      item_id: answer.item_id,
      answer: answer.answer,
      comment: answer.comment,
      evidence: answer.evidence,
      answered_by: answer.answered_by,
      updated_at: answer.updated_at.toISOString(),
    })),
    findings,
    ncrs: ncrs.map((ncr) => ({ id: ncr.id, ncr_no: ncr.ncr_no, status: ncr.status, grade: ncr.grade, source_item_id: ncr.source_item_id, closed_at: ncr.closed_at })),
    approvals: timeline.map((record) => ({
      biz_type: record.biz_type,
      step: record.step,
      step_title_en: record.step_title_en,
      step_title_zh: record.step_title_zh,
      approver_name: record.approver_name,
      action: record.action,
      comment: record.comment,
      acted_at: record.acted_at,
    })),
    view: view.name,
  };
}

export function auditRoutes(app: FastifyInstance, context: ModuleContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/admin/audit.Plan/detail', {
    config: { auth: 'admin', right: READ },
    schema: { tags: ['audit'], summary: 'One audit whole (ShdetailPage): plan, team, checklists with answers, findings, their NCRs, report and approvals', querystring: idQuery, response: answers(z.unknown()) },
    handler: async (request) => {
      const access = request.access!;
      // Every view of the plans has the same data scope (the audited node).
      const scope = scopeCondition(context.registry.resource('audit.Plan')!, access);
      const [row] = (await context.db.select().from(auditPlan).where(and(eq(plan.id, request.query.id), scope))) as PlanRow[];
      const view = row ? viewFor(access, row) : undefined;
      if (!row || !view) throw new ApiError('record.notFound', { status: 404 });
      return success(request, await auditDetail(context.db, row, view, request.lang));
    },
  });

  api.get('/admin/audit.Programme/approvals', {
    config: { auth: 'admin', right: 'audit/programme/index' },
    schema: { tags: ['audit'], summary: "An audit programme's approval timeline", querystring: idQuery, response: answers(z.unknown()) },
    handler: async (request) => success(request, await service(APPROVALS).timeline(context.db, PROGRAMME_APPROVAL, request.query.id)),
  });

  api.post('/admin/audit.ExternalPlan/schedule', {
    config: { auth: 'admin', right: 'audit/externalPlan/schedule' },
    schema: { tags: ['audit'], summary: 'Plan the external audits (DOC, SMC, ISSC, MLC) of the certificate windows opening within `days`, each once', body: scheduleBody, response: answers(z.unknown()) },
    handler: async (request) => {
      const access = request.access!;
      const today = await context.alerts.today();
      const visibility = access.visibility;
      const visible = visibility.kind === 'all' ? undefined : (deptId: string) => visibility.departmentIds.includes(deptId);
      const made = await context.db.transaction((tx) =>
        scheduleExternalAudits(tx, { today, days: request.body.days ?? SCHEDULE_DAYS, createdBy: access.admin.id, ...(visible ? { visible } : {}) }),
      );
      return success(request, { count: made.length, ids: made }, 'audit.scheduled', { count: made.length });
    },
  });
}
