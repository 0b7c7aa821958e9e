import { eq, inArray } from 'drizzle-orm';
import { AUDIT_INTERVAL_MONTHS, addDays, addMonths } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { loadAccess } from '../../platform/authorization.js';
import { CHECKLISTS, type ChecklistTemplate } from '../../platform/checklists.js';
import { admin, department } from '../../platform/identity/tables.js';
import type { ModuleContext } from '../../platform/module.js';
import { NUMBERING } from '../../platform/numbering.js';
import { service } from '../../platform/services.js';
import { INTERNAL_AUDIT_SOURCE } from './alert-sources.js';
import { columnsOf } from './columns.js';
import { raiseFindingNcr } from './findings.js';
import { scheduleExternalAudits } from './routes.js';
import { auditAnswer, auditAuditor, auditFinding, auditPlan, auditProgramme } from './tables.js';

export interface DemoAuditInput {
  today: string;
  ships: ReadonlyArray<{ id: string; dept_id: string; name_en: string }>;
  /** The demo's departments by code (the office departments among them are audited too). */
  departments: ReadonlyMap<string, string>;
  /** The demo's people by user name (the auditors are chosen among them). */
  staff: ReadonlyMap<string, string>;
}

/** Who audits: the QHSE department's DPA leads, the marine and technical superintendents join (ISM 12.2). */
const AUDITORS = [
  { username: 'dpa_zhou', qualification: 'lead_auditor', certificate_no: 'LA-ISM-2023-0412', trained_on: -900 },
  { username: 'marine_wang', qualification: 'internal_auditor', certificate_no: 'IA-ISM-2024-0877', trained_on: -500 },
  { username: 'tech_li', qualification: 'internal_auditor', certificate_no: 'IA-ISM-2024-0878', trained_on: -500 },
] as const;

/**
 * What each unit's last internal audit looks like, by its place in the list: days ago it was conducted,
 * how far it went, and the findings it raised. The first unit is audited now; the second is due within
 * 90 days (its next audit planned); the third went past its 12 months (overdue: a red flag).
 */
const STORIES = [
  { ago: 2, status: 'in_progress', findings: ['nc'] },
  { ago: 300, status: 'closed', findings: ['observation'], next: 40 },
  { ago: 380, status: 'closed', findings: [] },
  { ago: 60, status: 'follow_up', findings: ['nc', 'observation'] },
  { ago: 120, status: 'closed', findings: ['opportunity'] },
  { ago: 25, status: 'report_draft', findings: ['major_nc'] },
  { ago: 200, status: 'closed', findings: [] },
  { ago: 150, status: 'report_issued', findings: ['nc'] },
] as const;

const FINDING_TEXT: Record<string, { clause: string; description: string; evidence: string }> = {
  major_nc: { clause: '10.3', description: 'Emergency generator failed to start on load test; no alternative arrangement recorded', evidence: 'Test log of 14:20, chief engineer interviewed' },
  nc: { clause: '8.1', description: 'Abandon-ship drill records of the last two months not signed by the master', evidence: 'Drill log book pages 41–44' },
  observation: { clause: '7', description: 'Garbage record book entries made a day late on two occasions', evidence: 'GRB Part I, entries of the 3rd and 9th' },
  opportunity: { clause: '6.5', description: 'Familiarisation checklist could be split by department to shorten sign-on', evidence: 'Interview with the chief officer' },
};

const plan = columnsOf(auditPlan);

/**
 * A year of audits for the demo fleet (`npm run seed:demo`): the year's approved programme; the auditor
 * register; an internal audit of every ship and office department over the last year (some closed, one
 * in progress with answers and a finding raised as an NCR, one due soon, one overdue, reports in draft,
 * issued and followed up); external DOC/SMC/ISSC/MLC audits from the certificate windows. Idempotent: an
 * installation with audit plans already is left alone. Answers how many plans it wrote.
 */
export async function seedDemoAudits(context: ModuleContext, input: DemoAuditInput): Promise<{ created: number }> {
  const { db } = context;
  const [any] = await db.select({ id: plan.id }).from(auditPlan).limit(1);
  if (any) return { created: 0 };
  const { today } = input;
  const year = Number(today.slice(0, 4));

  const officeIds = [...input.departments.values()];
  const offices = officeIds.length
    ? await db.select({ id: department.id, name: department.name, dept_type: department.dept_type }).from(department).where(inArray(department.id, officeIds))
    : [];
  const units = [
    ...input.ships.map((ship) => ({ dept_id: ship.dept_id, ship_id: ship.id as string | null, scope: 'ship' })),
    ...offices.filter((office) => office.dept_type === 'shore_dept').map((office) => ({ dept_id: office.id, ship_id: null as string | null, scope: 'office_dept' })),
  ];
  const people = await db
    .select({ id: admin.id, username: admin.username, department_id: admin.department_id })
    .from(admin)
    .where(inArray(admin.username, AUDITORS.map((auditor) => auditor.username)));
  if (people.length === 0 || units.length === 0) return { created: 0 };
  const template: ChecklistTemplate | undefined = (await service(CHECKLISTS).active(db, 'ISM'))[0];
  const [lead] = await db.select().from(admin).where(eq(admin.id, people.find((p) => p.username === 'dpa_zhou')?.id ?? people[0]!.id));
  const raisedBy = await loadAccess(db, lead!);

  let created = 0;
  await db.transaction(async (tx) => {
    for (const auditor of AUDITORS) {
      const person = people.find((p) => p.username === auditor.username);
      if (!person) continue;
      await tx.insert(auditAuditor).values({
        admin_id: person.id,
        qualification: auditor.qualification,
        certificate_no: auditor.certificate_no,
        trained_on: addDays(today, auditor.trained_on),
        valid_until: addDays(today, auditor.trained_on + 365 * 5),
        remark: '',
      } as never);
    }
    const [programme] = (await tx
      .insert(auditProgramme)
      .values({
        programme_no: await service(NUMBERING).next(tx, { bizType: 'audit_programme', shipId: null, date: `${year}-01-01` }),
        year,
        title: `${year} 年度内部审核计划 / Internal audit programme ${year}`,
        status: 'in_execution',
        approved_at: `${year}-01-15` < today ? `${year}-01-15` : today,
        remark: 'Every ship and office department at least once in 12 months (ISM 12.1)',
      } as never)
      .returning()) as Array<{ id: string }>;

    // Auditors from outside the audited unit: never one's own department (ISM 12.2).
    const teamFor = (deptId: string) => {
      const free = people.filter((p) => p.department_id !== deptId);
      return free.slice(0, 2).map((p) => p.id);
    };

    for (const [index, unit] of units.entries()) {
      const story = STORIES[index % STORIES.length]!;
      const conductedFrom = addDays(today, -story.ago);
      const conductedTo = story.status === 'in_progress' ? null : addDays(conductedFrom, unit.scope === 'ship' ? 1 : 0);
      const team = teamFor(unit.dept_id);
      const previous = addDays(conductedFrom, -365);
      const [row] = (await tx
        .insert(auditPlan)
        .values({
          audit_no: await service(NUMBERING).next(tx, { bizType: 'audit_plan', shipId: unit.ship_id, date: conductedFrom }),
          programme_id: conductedFrom.startsWith(String(year)) ? programme!.id : null,
          category: 'internal',
          standard: 'ISM',
          scope: unit.scope,
          ship_id: unit.ship_id,
          dept_id: unit.dept_id,
          planned_from: conductedFrom,
          planned_to: conductedTo ?? addDays(conductedFrom, 1),
          lead_auditor_id: team[0] ?? null,
          team_ids: team,
          clauses_covered: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'],
          checklist_template_ids: template ? [template.id] : [],
          place: unit.scope === 'ship' ? 'On board' : 'Head office, Shanghai',
          status: story.status,
          last_audit_date: previous,
          due_by: addMonths(previous, AUDIT_INTERVAL_MONTHS),
          conducted_from: conductedFrom,
          conducted_to: conductedTo,
          report_summary: story.status === 'in_progress' ? null : `SMS implemented; ${story.findings.length} finding(s) recorded.`,
          report_issued_at: ['report_issued', 'follow_up', 'closed'].includes(story.status) ? addDays(conductedFrom, 7) : null,
          remark: '',
          created_by: lead!.id,
        } as never)
        .returning()) as Array<{ id: string }>;
      created++;

      if (template) {
        const items = template.sections.flatMap((section) => section.items);
        const adverse = story.findings.length ? items.find((item) => item.answer_type === 'yes_no_na') : undefined;
        // An audit under way has its first section answered; the others all of theirs.
        const answered = story.status === 'in_progress' ? (template.sections[0]?.items ?? []) : items;
        for (const item of answered) {
          const answer = item.answer_type === 'yes_no_na' ? (item === adverse ? 'no' : 'yes') : item.answer_type === 'graded' ? '4' : item.answer_type === 'number' ? '0' : 'Seen and in order';
          await tx.insert(auditAnswer).values({ plan_id: row!.id, template_id: template.id, item_id: item.id, answer, comment: item === adverse ? 'See finding' : '', evidence: [], answered_by: team[0] ?? lead!.id });
        }
      }

      for (const grade of story.findings) {
        const words = FINDING_TEXT[grade]!;
        const [finding] = (await tx
          .insert(auditFinding)
          .values({
            plan_id: row!.id,
            grade,
            clause_ref: words.clause,
            description: words.description,
            objective_evidence: words.evidence,
            due_date: addDays(conductedFrom, grade === 'major_nc' ? 30 : 90),
            category: 'internal',
            ship_id: unit.ship_id,
            dept_id: unit.dept_id,
            status: story.status === 'closed' ? 'closed' : 'open',
            created_by: lead!.id,
          } as never)
          .returning()) as Array<{ id: string }>;
        await raiseFindingNcr(tx, finding!.id, raisedBy);
      }

      // The unit due soon has its next audit planned already.
      if ('next' in story) {
        const from = addDays(today, story.next);
        await tx.insert(auditPlan).values({
          audit_no: await service(NUMBERING).next(tx, { bizType: 'audit_plan', shipId: unit.ship_id, date: from }),
          programme_id: programme!.id,
          category: 'internal',
          standard: 'ISM',
          scope: unit.scope,
          ship_id: unit.ship_id,
          dept_id: unit.dept_id,
          planned_from: from,
          planned_to: addDays(from, 1),
          lead_auditor_id: team[0] ?? null,
          team_ids: team,
          clauses_covered: [],
          checklist_template_ids: template ? [template.id] : [],
          place: '',
          status: 'notified',
          last_audit_date: conductedTo,
          due_by: addMonths(conductedTo!, AUDIT_INTERVAL_MONTHS),
          remark: '',
          created_by: lead!.id,
        } as never);
        created++;
      }
    }
    created += (await scheduleExternalAudits(tx, { today, days: 120, createdBy: lead!.id })).length;
    await context.alerts.reconcile(INTERNAL_AUDIT_SOURCE, units.map((unit) => unit.dept_id), tx, today);
  });
  return { created };
}
