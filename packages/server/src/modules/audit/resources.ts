import { and, eq, inArray, ne } from 'drizzle-orm';
import { columnsOf } from './columns.js';
import {
  AUDIT_PLAN_DONE_STATES,
  AUDIT_PLAN_OPEN_STATES,
  AUDIT_PLAN_VIEWS,
  AUDIT_STANDARDS,
  auditPlanDescriptions,
  type AuditPlanView,
} from '@vessel/contract';
import { companyToday } from '../../platform/company-today.js';
import { fieldError } from '../../platform/envelope.js';
import { department } from '../../platform/identity/tables.js';
import type { ModuleContext } from '../../platform/module.js';
import { NUMBERING } from '../../platform/numbering.js';
import type { ResourceBinding, Row, WriteContext } from '../../platform/resource/define.js';
import { service } from '../../platform/services.js';
import { SHIP_DIRECTORY } from '../../platform/ships.js';
import { assertIndependent, dueByOf } from './rules.js';
import { raiseFindingNcr } from './findings.js';
import { auditFinding, auditPlan, auditor, findings, plans, programme, type PlanRow } from './tables.js';

export { AUDIT_MIGRATIONS } from './tables.js';

const planColumn = columnsOf(auditPlan);
const findingColumn = columnsOf(auditFinding);

/** The records a view of the plans keeps to. */
function planViewCondition(view: AuditPlanView) {
  if (view.reports) return inArray(planColumn.status, [...AUDIT_PLAN_DONE_STATES]);
  const parts = [eq(planColumn.category, view.category!)];
  if (view.category === 'internal') parts.push(view.selfInspection ? eq(planColumn.standard, 'self_inspection') : ne(planColumn.standard, 'self_inspection'));
  return and(...parts);
}

/** Fields an audit under way or done may still change (its report and dates), beside the remark. */
const REPORT_FIELDS = new Set(['conducted_from', 'conducted_to', 'report_summary', 'remark']);

const FORM_FIELDS = auditPlanDescriptions[0]!.def.fields.filter((field) => field.form !== 'none').map((field) => field.name);

/** The company's root department (where a company-wide audit, a DOC audit, is scoped). */
export async function companyRoot(tx: WriteContext['tx']): Promise<string> {
  const [root] = await tx.select({ id: department.id }).from(department).where(eq(department.dept_type, 'company')).orderBy(department.created_at).limit(1);
  if (!root) throw fieldError('scope', 'record.notFound');
  return root.id;
}

const sameList = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * A plan from its form: where it audits (the ship's node, the office department, the company root: the
 * data scope), its kind from the menu it is written through, its number, its due date by the 12-month
 * rule, and the independence of its auditors. An audit under way or done keeps its plan: only its report
 * and dates change.
 */
function planColumns(view: AuditPlanView, context: ModuleContext) {
  return async (values: Record<string, unknown>, write: WriteContext): Promise<Record<string, unknown>> => {
    const { tx, existing, request } = write;
    const columns: Record<string, unknown> = {};
    for (const name of FORM_FIELDS) if (values[name] !== undefined) columns[name] = values[name];
    if (existing && !AUDIT_PLAN_OPEN_STATES.includes(existing.status as never)) {
      const changed = Object.keys(columns).filter((name) => !REPORT_FIELDS.has(name) && !sameList(columns[name], existing[name]));
      if (changed.length) throw fieldError(changed[0]!, 'audit.planLocked');
      return columns;
    }
    const plan = { ...(existing ?? {}), ...columns } as Record<string, unknown>;
    if (!existing) {
      columns.category = view.category;
      if (view.selfInspection) columns.standard = 'self_inspection';
      plan.category = columns.category;
      plan.standard = columns.standard ?? plan.standard;
    }
    if (!view.selfInspection && plan.category === 'internal' && plan.standard === 'self_inspection') throw fieldError('standard', 'validate.invalidValue');
    if (!(AUDIT_STANDARDS as readonly string[]).includes(String(plan.standard))) throw fieldError('standard', 'validate.invalidValue');
    if (plan.category === 'internal') columns.external_kind = null;

    if (plan.scope === 'ship') {
      if (!plan.ship_id) throw fieldError('ship_id', 'audit.shipRequired');
      const ship = (await service(SHIP_DIRECTORY).byIds(tx, [plan.ship_id as string])).get(plan.ship_id as string);
      if (!ship) throw fieldError('ship_id', 'record.notFound');
      columns.dept_id = ship.dept_id;
    } else {
      columns.ship_id = null;
      if (plan.scope === 'company') columns.dept_id = await companyRoot(tx);
      else if (!plan.dept_id) throw fieldError('dept_id', 'audit.deptRequired');
    }
    plan.dept_id = columns.dept_id ?? plan.dept_id;
    plan.ship_id = columns.ship_id === undefined ? plan.ship_id : columns.ship_id;
    if (String(plan.planned_to) < String(plan.planned_from)) throw fieldError('planned_to', 'audit.plannedToBeforeFrom');

    // The lead is one of the team.
    const team = [...new Set([...(((plan.team_ids as string[] | undefined) ?? []) as string[]), ...(plan.lead_auditor_id ? [plan.lead_auditor_id as string] : [])])];
    if (plan.lead_auditor_id || columns.team_ids !== undefined) columns.team_ids = team;
    if (plan.category === 'internal' && plan.standard !== 'self_inspection') {
      const months = Number((await context.settings.all(tx)).get('audit_independence_months') ?? 0);
      await assertIndependent(tx, { auditors: team, deptId: plan.dept_id as string, shipId: (plan.ship_id as string | null) ?? null, from: String(plan.planned_from), months, lang: request.lang });
    }

    if (!existing) {
      const today = await companyToday(request);
      columns.audit_no = await service(NUMBERING).next(tx, { bizType: 'audit_plan', shipId: (plan.ship_id as string | null) ?? null, date: today });
      if (plan.category === 'internal' && plan.standard !== 'self_inspection') {
        const due = await dueByOf(tx, plan.dept_id as string);
        columns.last_audit_date = due.last;
        columns.due_by = due.due;
      }
    }
    return columns;
  };
}

/** Only a plan not started may be deleted: an audit under way or done is a record (cancel it instead). */
async function planBeforeDelete(rows: Row[]): Promise<void> {
  const started = rows.find((row) => !AUDIT_PLAN_OPEN_STATES.includes(row.status as never) && row.status !== 'cancelled');
  if (started) throw fieldError('ids', 'audit.planLocked');
}

/**
 * A finding written in its menu's form: the plan's place (scope, ship, kind) copied onto it; one whose NCR
 * is raised is followed up there. A non-conformity written here raises its NCR like one from a checklist.
 */
function findingColumns(category: 'internal' | 'external') {
  return async (values: Record<string, unknown>, write: WriteContext): Promise<Record<string, unknown>> => {
    const { tx, existing } = write;
    if (existing?.ncr_id) throw fieldError('grade', 'audit.findingLocked');
    const columns: Record<string, unknown> = {};
    for (const name of ['plan_id', 'grade', 'clause_ref', 'description', 'objective_evidence', 'due_date']) if (values[name] !== undefined) columns[name] = values[name];
    const planId = (columns.plan_id ?? existing?.plan_id) as string;
    const [plan] = (await tx.select().from(auditPlan).where(eq(planColumn.id, planId))) as PlanRow[];
    if (!plan || plan.category !== category) throw fieldError('plan_id', 'record.notFound');
    if (!['in_progress', 'report_draft', 'report_issued', 'follow_up'].includes(plan.status)) throw fieldError('plan_id', 'audit.findingPlanState');
    Object.assign(columns, { dept_id: plan.dept_id, ship_id: plan.ship_id, category: plan.category });
    return columns;
  };
}

/** The rights of the forms that pick a record of a resource (its `selectRights`). */
const pickers = (...paths: string[]) => paths.flatMap((path) => [`${path}/add`, `${path}/edit`]);

export function auditBindings(context: ModuleContext): ResourceBinding[] {
  const planBindings = plans.map(({ binding }, index) => {
    const view = AUDIT_PLAN_VIEWS[index]!;
    // A finding's form names its audit: internal findings an internal plan, external ones an external plan.
    const pickedBy = view.name === 'audit.Plan' ? pickers('audit/finding') : view.name === 'audit.ExternalPlan' ? pickers('audit/externalFinding') : [];
    return { ...binding, restrict: () => planViewCondition(view), toColumns: planColumns(view, context), beforeDelete: planBeforeDelete, selectRights: pickedBy } satisfies ResourceBinding;
  });
  const findingBindings = findings.map(({ binding }, index) => {
    const category = index === 0 ? 'internal' : 'external';
    return {
      ...binding,
      restrict: () => eq(findingColumn.category, category),
      toColumns: findingColumns(category),
      async afterWrite(row, _values, write) {
        if (write.mode === 'add') await raiseFindingNcr(write.tx, row.id, write.access);
      },
    } satisfies ResourceBinding;
  });
  const programmeBinding: ResourceBinding = {
    ...programme.binding,
    // Every plan form names its programme.
    // (A report is written on an existing audit: its form edits, never adds.)
    selectRights: [...pickers('audit/plan', 'audit/externalPlan', 'audit/selfInspection'), 'audit/report/edit'],
    async toColumns(values, write) {
      const columns: Record<string, unknown> = {};
      for (const name of ['year', 'title', 'remark']) if (values[name] !== undefined) columns[name] = values[name];
      if (write.existing && write.existing.status !== 'draft' && columns.year !== undefined && columns.year !== write.existing.year) throw fieldError('year', 'audit.programmeLocked');
      if (!write.existing) columns.programme_no = await service(NUMBERING).next(write.tx, { bizType: 'audit_programme', shipId: null, date: `${String(columns.year)}-01-01` });
      return columns;
    },
  };
  return [programmeBinding, ...planBindings, auditor.binding, ...findingBindings];
}
