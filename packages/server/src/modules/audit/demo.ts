import { eq, inArray } from 'drizzle-orm';
import { AUDIT_INTERVAL_MONTHS, addDays, addMonths } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { loadAccess, type AdminAccess } from '../../platform/authorization.js';
import { CHECKLISTS, type ChecklistTemplate } from '../../platform/checklists.js';
import { admin, department } from '../../platform/identity/tables.js';
import type { ModuleContext } from '../../platform/module.js';
import { NUMBERING } from '../../platform/numbering.js';
import { service } from '../../platform/services.js';
import { INTERNAL_AUDIT_SOURCE } from './alert-sources.js';
import { columnsOf } from './columns.js';
import { raiseFindingNcr } from './findings.js';
import { companyRoot } from './resources.js';
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
 * What the monthly self-inspection (船舶自查) finds wrong, by checklist item of the SELF-MONTHLY template:
 * the comment of a "No" (put right on board). The one of item 2.2 raises a finding (a minor NC).
 */
const SELF_NO_COMMENTS: Record<string, string> = {
  '1.1': '两份电子海图许可证过期，已申请更新 / Two ENC permits expired; renewal ordered from the chart agent',
  '1.3': '两个班次未记录罗经误差，已提醒值班驾驶员 / Compass error not logged on two watches; OOWs reminded',
  '2.2': '机舱 3 具灭火器超过年度检验日期 / Three engine-room fire extinguishers past their annual service date',
  '2.3': '厨房防火门闭门器无力，已在船调整 / Galley fire door closer weak; adjusted on board',
  '3.1': '分油机间舱底有积油，已清理并修复燃油泵填料漏油 / Oil in the purifier room bilge; cleaned, fuel pump gland leak repaired',
  '4.2': '垃圾记录簿 12 日记录遗漏，大副已补记签字 / Garbage record book entry of the 12th missing; entered and signed by the C/O',
  '4.3': '两名来访人员未在舷梯登记簿签字，已向值班人员交代 / Two visitors not signed in the gangway log; watch briefed',
};
/** The "No" answers of a ship's self-inspection, by its month (0: this month) and the ship's place. */
const SELF_NO_ITEMS = [['1.1'], ['2.3', '4.2'], ['3.1'], ['1.3', '4.3'], ['4.2']] as const;
/** The self-inspection item that raises a finding, and the finding. */
const SELF_FINDING = {
  item: '2.2',
  description: '机舱 3 具手提式灭火器超过年度检验日期未送检 / Three portable fire extinguishers in the engine room past their annual service date, not landed for service',
  evidence: '灭火器标签及消防设备检查记录 / Extinguisher tags, fire appliance inspection log',
};

/** The findings of the demo's completed external audits (the class society's SMC and DOC audits). */
const EXTERNAL_FINDINGS = {
  smc: {
    grade: 'nc',
    clause: '10.3',
    description: 'ECDIS 更换后关键设备清单未更新 / Critical equipment list not updated after the ECDIS change',
    evidence: '关键设备清单 2022 版仍列旧型号 ECDIS；更换服务报告 / Critical equipment list (2022 rev.) still lists the old ECDIS; service report of the replacement',
  },
  doc: {
    grade: 'observation',
    clause: '12',
    description: '管理评审未记录险情趋势分析的讨论 / Management review minutes do not record the discussion of the near-miss trend analysis',
    evidence: '最近一次管理评审会议纪要 / Minutes of the last management review',
  },
} as const;

/**
 * A year of audits for the demo fleet (`npm run seed:demo`): the year's approved programme; the auditor
 * register; an internal audit of every ship and office department over the last year (some closed, one
 * in progress with answers and a finding raised as an NCR, one due soon, one overdue, reports in draft,
 * issued and followed up); each ship's monthly self-inspections of the last three months (one under way,
 * one with a minor NC raised as an NCR); the class society's completed DOC annual and SMC intermediate
 * audits with their findings (an NC with its NCR, an observation); external DOC/SMC/ISSC/MLC audits from
 * the certificate windows. Idempotent: an
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
    await seedSelfInspections(tx, { input, raisedBy, createdBy: lead!.id, inspector: people.find((p) => p.username === 'marine_wang')?.id ?? lead!.id });
    created += input.ships.length * SELF_MONTHS;
    created += await seedExternalAudits(tx, { input, raisedBy, createdBy: lead!.id });
    created += (await scheduleExternalAudits(tx, { today, days: 120, createdBy: lead!.id })).length;
    await context.alerts.reconcile(INTERNAL_AUDIT_SOURCE, units.map((unit) => unit.dept_id), tx, today);
  });
  return { created };
}

/** How many months of self-inspections each demo ship has (this month and the two before). */
const SELF_MONTHS = 3;

interface SeedContext {
  input: DemoAuditInput;
  raisedBy: AdminAccess;
  createdBy: string;
}

/**
 * Each ship's monthly self-inspection (船舶自查) of the last three months, as the SelfInspection menu writes
 * them: the SELF-MONTHLY checklist answered (Yes but for one or two No with their comment), done and
 * closed; this month's only reported, the first ship's still under way (its first two sections answered);
 * the second ship's of last month with a minor NC raised from its checklist item, as `raiseFinding` raises
 * it (its NCR open: the inspection in follow-up).
 */
async function seedSelfInspections(tx: Db, context: SeedContext & { inspector: string }): Promise<void> {
  const { input, raisedBy, createdBy, inspector } = context;
  const { today } = input;
  const template = (await service(CHECKLISTS).active(tx, 'self_inspection')).find((candidate) => candidate.code === 'SELF-MONTHLY') ?? (await service(CHECKLISTS).active(tx, 'self_inspection'))[0];
  const items = template ? template.sections.flatMap((section) => section.items) : [];
  const firstOfMonth = `${today.slice(0, 8)}01`;
  for (const [index, ship] of input.ships.entries()) {
    for (let ago = SELF_MONTHS - 1; ago >= 0; ago--) {
      const day = [addDays(addMonths(firstOfMonth, -ago), 2 + (index % 5)), today].sort()[0]!;
      const status = ago === 0 ? (index === 0 ? 'in_progress' : 'report_issued') : index === 1 && ago === 1 ? 'follow_up' : 'closed';
      const withFinding = status === 'follow_up';
      const noItems: string[] = [...SELF_NO_ITEMS[(index + ago) % SELF_NO_ITEMS.length]!];
      if (withFinding) noItems.push(SELF_FINDING.item);
      const done = status !== 'in_progress';
      const [row] = (await tx
        .insert(auditPlan)
        .values({
          audit_no: await service(NUMBERING).next(tx, { bizType: 'audit_plan', shipId: ship.id, date: day }),
          programme_id: null,
          category: 'internal',
          standard: 'self_inspection',
          scope: 'ship',
          ship_id: ship.id,
          dept_id: ship.dept_id,
          planned_from: day,
          planned_to: day,
          lead_auditor_id: inspector,
          team_ids: [inspector],
          clauses_covered: [],
          checklist_template_ids: template ? [template.id] : [],
          place: 'On board',
          status,
          last_audit_date: null,
          due_by: null,
          conducted_from: day,
          conducted_to: done ? day : null,
          report_summary: done ? `月度自查完成，${noItems.length} 项不符合${withFinding ? '，1 项开具不符合报告' : '已在船整改'} / Monthly self-inspection done: ${noItems.length} item(s) answered No${withFinding ? ', one raised as an NCR' : ', put right on board'}.` : null,
          report_issued_at: done ? [addDays(day, 2), today].sort()[0]! : null,
          remark: '',
          created_by: createdBy,
        } as never)
        .returning()) as Array<{ id: string }>;

      // Under way: its first two sections answered; done: every item.
      const answered = done ? items : (template?.sections.slice(0, 2).flatMap((section) => section.items) ?? []);
      for (const item of answered) {
        const no = item.answer_type === 'yes_no_na' && noItems.includes(item.id);
        const answer = item.answer_type === 'yes_no_na' ? (no ? 'no' : 'yes') : item.answer_type === 'graded' ? '4' : item.answer_type === 'number' ? '0' : '正常 / In order';
        await tx.insert(auditAnswer).values({ plan_id: row!.id, template_id: template!.id, item_id: item.id, answer, comment: no ? (SELF_NO_COMMENTS[item.id] ?? '已整改 / Put right on board') : '', evidence: [], answered_by: inspector });
      }

      const findingItem = withFinding ? items.find((item) => item.id === SELF_FINDING.item) : undefined;
      if (findingItem) {
        // As the plan's raiseFinding step does from a checklist item: the item's reference names the clause.
        const [finding] = (await tx
          .insert(auditFinding)
          .values({
            plan_id: row!.id,
            grade: 'nc',
            clause_ref: findingItem.ref.replace(/^ISM\s*/i, '').slice(0, 30) || null,
            description: SELF_FINDING.description,
            objective_evidence: SELF_FINDING.evidence,
            due_date: addDays(day, 30),
            template_id: template!.id,
            checklist_item_id: findingItem.id,
            category: 'internal',
            ship_id: ship.id,
            dept_id: ship.dept_id,
            status: 'open',
            created_by: createdBy,
          } as never)
          .returning()) as Array<{ id: string }>;
        await raiseFindingNcr(tx, finding!.id, raisedBy);
      }
    }
  }
}

/**
 * The class society's completed external audits, as the ExternalPlan and ExternalFinding menus write them:
 * the company's DOC annual audit (closed, one observation) and a ship's SMC intermediate audit (in
 * follow-up: one NC whose NCR is raised through the NCR pipeline). Answers how many plans it wrote.
 */
async function seedExternalAudits(tx: Db, context: SeedContext): Promise<number> {
  const { input, raisedBy, createdBy } = context;
  const { today } = input;
  const ship = input.ships[Math.min(2, input.ships.length - 1)];
  const company = await companyRoot(tx).catch(() => null);
  const audits = [
    ...(company ? [{ key: 'doc' as const, kind: 'doc_annual', scope: 'company', ship_id: null, dept_id: company, ago: 75, status: 'closed', place: 'Head office, Shanghai' }] : []),
    ...(ship ? [{ key: 'smc' as const, kind: 'smc_intermediate', scope: 'ship', ship_id: ship.id as string | null, dept_id: ship.dept_id, ago: 40, status: 'follow_up', place: 'On board, Ningbo' }] : []),
  ];
  for (const audit of audits) {
    const from = addDays(today, -audit.ago);
    const to = addDays(from, audit.scope === 'ship' ? 1 : 0);
    const words = EXTERNAL_FINDINGS[audit.key];
    const [row] = (await tx
      .insert(auditPlan)
      .values({
        audit_no: await service(NUMBERING).next(tx, { bizType: 'audit_plan', shipId: audit.ship_id, date: from }),
        category: 'external',
        standard: 'ISM',
        scope: audit.scope,
        ship_id: audit.ship_id,
        dept_id: audit.dept_id,
        external_kind: audit.kind,
        auditor_org: '中国船级社 / China Classification Society (CCS)',
        planned_from: from,
        planned_to: to,
        lead_auditor_id: null,
        team_ids: [],
        clauses_covered: [],
        checklist_template_ids: [],
        place: audit.place,
        status: audit.status,
        conducted_from: from,
        conducted_to: to,
        report_summary: `审核通过，证书签署；${words.grade === 'observation' ? '1 项观察项' : '1 项不符合，须在期限内关闭'} / Audit passed, certificate endorsed; ${words.grade === 'observation' ? 'one observation' : 'one non-conformity to be closed by its due date'}.`,
        report_issued_at: addDays(to, 3),
        remark: '',
        created_by: createdBy,
      } as never)
      .returning()) as Array<{ id: string }>;
    // As the ExternalFinding form writes it: the plan's place copied, its NCR raised after the write.
    const [finding] = (await tx
      .insert(auditFinding)
      .values({
        plan_id: row!.id,
        grade: words.grade,
        clause_ref: words.clause,
        description: words.description,
        objective_evidence: words.evidence,
        due_date: words.grade === 'observation' ? null : addDays(to, 90),
        category: 'external',
        ship_id: audit.ship_id,
        dept_id: audit.dept_id,
        status: audit.status === 'closed' ? 'closed' : 'open',
        created_by: createdBy,
      } as never)
      .returning()) as Array<{ id: string }>;
    await raiseFindingNcr(tx, finding!.id, raisedBy);
  }
  return audits.length;
}
