import { and, eq, inArray, isNull } from 'drizzle-orm';
import { addDays, type NcrActionStatus, type NcrStatus } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { APPROVALS } from '../../platform/approvals.js';
import { loadAccess, type AdminAccess } from '../../platform/authorization.js';
import { admin } from '../../platform/identity/tables.js';
import type { ModuleContext } from '../../platform/module.js';
import type { NcrGrade, NcrSourceType } from '../../platform/ncr-pipeline.js';
import { optionalService } from '../../platform/services.js';
import { acceptanceDates, nextNcrNo } from './lifecycle.js';
import { NCR_FLOWS } from './steps.js';
import { ncrAction, ncrEvent, ncrReport } from './tables.js';

interface Finding {
  zh: string;
  en: string;
  clause: string;
  source: NcrSourceType;
  grade: NcrGrade;
  cause: 'human' | 'procedure' | 'equipment' | 'management' | 'external';
  rootCause: string;
  correction: string;
  corrective: string;
  preventive?: string;
}

/** Findings a superintendent, an auditor or a PSC officer writes on ships like the demo's. */
const FINDINGS: readonly Finding[] = [
  { zh: '机舱入口 A-60 防火门自闭器失效', en: 'Engine-room entrance A-60 fire door: self-closing device inoperative', clause: '07113', source: 'psc', grade: 'major', cause: 'equipment', rootCause: 'Door closer worn out; fire doors were not in the PMS.', correction: 'Door closer replaced and tested in the presence of the master.', corrective: 'All fire-door closers added to the PMS with a 3-monthly function test.', preventive: 'Fleet circular on fire-door inspection issued.' },
  { zh: '弃船演习未记入航海日志', en: 'Abandon-ship drill not recorded in the official log book', clause: '8.1', source: 'internal_audit', grade: 'minor', cause: 'human', rootCause: 'Second officer unaware that the log entry is required in addition to the drill form.', correction: 'Log book entry made and signed by the master.', corrective: 'Drill record checklist revised to include the log book entry.' },
  { zh: '应急消防泵启动时间超过规定', en: 'Emergency fire pump fails to deliver pressure within the required time', clause: '07105', source: 'psc', grade: 'major', cause: 'equipment', rootCause: 'Priming pump impeller worn; weekly test done without measuring the time to pressure.', correction: 'Priming pump overhauled; pump tested to 2.7 bar in 40 s.', corrective: 'Weekly test form now records time to pressure and discharge pressure.' },
  { zh: '关键设备备件库存低于最低要求', en: 'Spare parts of critical equipment below the minimum stock', clause: '10.3', source: 'superintendent', grade: 'minor', cause: 'management', rootCause: 'Minimum stock levels not set in the stores system for the steering gear.', correction: 'Missing steering-gear seals ordered and received.', corrective: 'Minimum stock levels set for every critical-equipment spare.' },
  { zh: '油类记录簿第 I 部分记录不完整', en: 'Oil Record Book Part I entries incomplete (code C 11.1)', clause: '14608', source: 'psc', grade: 'minor', cause: 'human', rootCause: 'New chief engineer unfamiliar with the 2011 MEPC circular codes.', correction: 'Entries completed and countersigned by the master.', corrective: 'ORB entry guide placed in the engine control room; familiarisation updated.' },
  { zh: '船长未按期完成体系评审', en: "Master's review of the SMS not carried out within 12 months", clause: '5.1.5', source: 'internal_audit', grade: 'minor', cause: 'management', rootCause: 'No reminder of the review date after the change of master.', correction: "Master's review completed and sent to the office.", corrective: 'Review due date added to the handover checklist and the alert rules.' },
  { zh: '驾驶台航行计划未覆盖引航段', en: 'Passage plan does not cover the pilotage waters (berth to berth)', clause: '7', source: 'vetting', grade: 'observation', cause: 'procedure', rootCause: 'Company procedure ambiguous about pilotage legs.', correction: 'Passage plan amended to berth-to-berth.', corrective: 'Navigation procedure NAV-03 revised.' },
  { zh: '救生艇吊艇架限位开关锈蚀', en: 'Lifeboat davit limit switch corroded and inoperative', clause: '11101', source: 'class', grade: 'minor', cause: 'equipment', rootCause: 'Limit switch housing not weathertight; not covered by the annual service.', correction: 'Limit switch renewed and davit tested.', corrective: 'Davit limit switches added to the monthly LSA inspection.' },
  { zh: '新上船船员熟悉培训记录缺失', en: 'Familiarisation records missing for two newly joined ratings', clause: '6.3', source: 'superintendent', grade: 'minor', cause: 'human', rootCause: 'Joining crew arrived at night; familiarisation postponed and not recorded.', correction: 'Familiarisation carried out and recorded.', corrective: 'Familiarisation within 24 h added to the sign-on steps of the crew module.' },
  { zh: '压载水记录簿与压载水管理计划不一致', en: 'Ballast water record book inconsistent with the BWM plan', clause: '15109', source: 'psc', grade: 'minor', cause: 'procedure', rootCause: 'BWM plan revision not distributed to the ship.', correction: 'Current BWM plan placed on board.', corrective: 'Document distribution acknowledgement enforced for the BWM plan.' },
  { zh: '机舱油污水井高位报警失效', en: 'Engine-room bilge well high-level alarm not working', clause: '10.3', source: 'self_inspection', grade: 'major', cause: 'equipment', rootCause: 'Float switch stuck by sludge; alarm test not in the weekly routine.', correction: 'Float switch cleaned and alarm tested.', corrective: 'Bilge alarms added to the weekly UMS test routine.' },
  { zh: '岸基应急响应演练未按计划进行', en: 'Shore emergency response exercise not held as planned', clause: '8.3', source: 'external_audit', grade: 'minor', cause: 'management', rootCause: 'Exercise cancelled for the annual DOC audit and not rescheduled.', correction: 'Exercise held with EAST STAR.', corrective: 'ERT exercise programme tracked in the contingency module.' },
  { zh: '货舱通风筒防火挡板无法关闭', en: 'Cargo hold ventilator fire flap cannot be closed', clause: '07199', source: 'psc', grade: 'minor', cause: 'equipment', rootCause: 'Hinge seized by corrosion.', correction: 'Hinge freed and greased; flap closes.', corrective: 'Fire flaps added to the monthly fire-safety round.' },
  { zh: '险情报告数量偏低', en: 'Near-miss reporting rate low compared with the fleet', clause: '9.1', source: 'mgmt_review', grade: 'observation', cause: 'management', rootCause: 'Crew see near-miss reports as blame.', correction: 'Master held a safety meeting on near-miss reporting.', corrective: 'Near-miss recognition scheme introduced fleet-wide.' },
  { zh: '密闭空间进入许可未检测氧含量', en: 'Enclosed space entry permit issued without an oxygen reading', clause: '7', source: 'drill', grade: 'major', cause: 'human', rootCause: 'Permit form allowed the reading to be left blank.', correction: 'Entry stopped; atmosphere tested; new permit issued.', corrective: 'Permit form makes the readings mandatory before signature.', preventive: 'Enclosed space entry drill every 2 months fleet-wide.' },
  { zh: '化学品安全技术说明书未放置在货物控制室', en: 'Safety data sheets of the cargo not available in the cargo control room', clause: '08101', source: 'vetting', grade: 'minor', cause: 'procedure', rootCause: 'Pre-loading checklist did not include the SDS.', correction: 'SDS for the current cargo placed in the CCR.', corrective: 'Pre-loading checklist revised.' },
];

/** The states each ship's year passes through, newest first (age in days since the raise). */
const PLAN: ReadonlyArray<{ status: NcrStatus; age: number; reopened?: boolean }> = [
  { status: 'raised', age: 3 },
  { status: 'accepted', age: 12 },
  { status: 'ca_proposed', age: 20 },
  { status: 'ca_in_progress', age: 41 },
  { status: 'pending_verification', age: 66 },
  { status: 'ca_in_progress', age: 128, reopened: true },
  { status: 'closed', age: 170 },
  { status: 'rejected', age: 220 },
  { status: 'closed', age: 290 },
];

const ORDER: readonly NcrStatus[] = ['raised', 'accepted', 'ca_proposed', 'ca_in_progress', 'pending_verification', 'closed'];
const at = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:30:00Z`);
const reached = (status: NcrStatus, step: NcrStatus) => status !== 'rejected' && ORDER.indexOf(status) >= ORDER.indexOf(step);

/**
 * A year of NCRs for each demo ship (`npm run seed:demo`): one in every state of the lifecycle, with
 * actions (evidence on those done), a history, and pending approvals for those waiting on one. Numbered
 * by the numbering rule on their raise dates. Idempotent: a ship that has this demo's NCRs is left alone.
 */
export async function seedDemoNcrs(
  context: ModuleContext,
  input: { today: string; ships: ReadonlyArray<{ id: string; dept_id: string }>; staff: ReadonlyMap<string, string> },
): Promise<{ created: number }> {
  const { db } = context;
  const ids = input.ships.map((ship) => ship.id);
  if (ids.length === 0) return { created: 0 };
  // This demo's reports name no source record; those the audit and supervision demos raise through the
  // pipeline do, so either may run first.
  const done = new Set((await db.selectDistinct({ ship_id: ncrReport.ship_id }).from(ncrReport).where(and(inArray(ncrReport.ship_id, ids), isNull(ncrReport.source_id)))).map((row) => row.ship_id));
  const people = async (username: string): Promise<AdminAccess | null> => {
    const id = input.staff.get(username);
    const [row] = id ? await db.select().from(admin).where(eq(admin.id, id)) : [];
    return row ? loadAccess(db, row) : null;
  };
  const superintendent = (await people('tech_li')) ?? (await people('marine_wang'));
  const dpa = (await people('dpa_zhou')) ?? superintendent;
  if (!superintendent || !dpa) return { created: 0 };
  const approvals = optionalService(APPROVALS);

  // Oldest first over the fleet, so each year's numbers follow the raise dates.
  const plans = input.ships
    .filter((ship) => !done.has(ship.id))
    .flatMap((ship, shipIndex) => PLAN.map((plan, planIndex) => ({ ship, plan, finding: FINDINGS[(shipIndex * 5 + planIndex * 3) % FINDINGS.length]!, age: plan.age + shipIndex * 2 })))
    .sort((a, b) => b.age - a.age);
  let created = 0;
  // The latest report per ship and clause, for the repeat flag (oldest first, as they are written).
  const latest = new Map<string, { id: string; on: string }>();
  for (const { ship, plan, finding, age } of plans) {
    const raisedOn = addDays(input.today, -age);
    const day = (offset: number) => (addDays(raisedOn, offset) > input.today ? input.today : addDays(raisedOn, offset));
    await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const status = plan.status;
      const accepted = reached(status, 'accepted');
      const dates = accepted ? await acceptanceDates(context, tx, finding.grade, day(2), null) : { ca_proposal_due: null, target_date: null };
      const closedOn = status === 'closed' ? day(Math.min(age - 1, finding.grade === 'major' ? 26 : 48)) : null;
      const earlier = latest.get(`${ship.id}:${finding.clause}`);
      const repeatOf = earlier && earlier.on >= addDays(raisedOn, -365) ? earlier.id : null;
      const [report] = await tx
        .insert(ncrReport)
        .values({
          ncr_no: await nextNcrNo(tx, ship.id, raisedOn),
          ship_id: ship.id,
          dept_id: ship.dept_id,
          source_type: finding.source,
          type: ['psc', 'class', 'vetting'].includes(finding.source) ? 'deficiency' : 'non_conformity',
          grade: finding.grade,
          clause_ref: finding.clause,
          title: `${finding.zh} / ${finding.en}`.slice(0, 200),
          description: `${finding.en}.\n${finding.zh}。`,
          immediate_action: finding.correction,
          risk_level: finding.grade === 'major' ? 'high' : finding.grade === 'minor' ? 'medium' : 'low',
          status: plan.reopened ? 'ca_in_progress' : status,
          raised_by: superintendent.admin.id,
          raised_at: at(raisedOn, 2),
          accepted_by: accepted ? dpa.admin.id : null,
          accepted_at: accepted ? at(day(2), 3) : null,
          ...dates,
          root_cause_method: reached(status, 'ca_proposed') ? (finding.grade === 'major' ? 'fishbone' : '5why') : null,
          root_cause: reached(status, 'ca_proposed') ? finding.rootCause : '',
          cause_category: reached(status, 'ca_proposed') ? finding.cause : null,
          reject_reason: status === 'rejected' ? 'Not a non-conformity: the equipment was isolated for planned maintenance at the time (PMS job 651-03).' : '',
          closed_by: closedOn ? dpa.admin.id : null,
          closed_at: closedOn ? at(closedOn, 6) : null,
          effectiveness_result: closedOn ? 'effective' : plan.reopened ? 'not_effective' : null,
          reopen_count: plan.reopened ? 1 : 0,
          reopen_reason: plan.reopened ? 'Same finding repeated at the superintendent visit three months later.' : '',
          is_repeat: repeatOf !== null,
          repeat_of_id: repeatOf,
          created_by: superintendent.admin.id,
          updated_by: dpa.admin.id,
          created_at: at(raisedOn, 2),
          updated_at: at(closedOn ?? day(5), 7),
        })
        .returning();
      const events: Array<{ action: string; from: string | null; to: string; on: string; by: AdminAccess; comment?: string }> = [{ action: 'raise', from: null, to: 'raised', on: raisedOn, by: superintendent }];
      if (status === 'rejected') events.push({ action: 'reject', from: 'raised', to: 'rejected', on: day(2), by: dpa, comment: report!.reject_reason });
      if (accepted) events.push({ action: 'accept', from: 'raised', to: 'accepted', on: day(2), by: dpa });
      if (reached(status, 'ca_proposed')) events.push({ action: 'proposeCa', from: 'accepted', to: 'ca_proposed', on: day(6), by: superintendent });
      if (reached(status, 'ca_in_progress')) events.push({ action: 'caApproved', from: 'ca_proposed', to: 'ca_in_progress', on: day(8), by: dpa });
      if (reached(status, 'pending_verification')) events.push({ action: 'actionsDone', from: 'ca_in_progress', to: 'pending_verification', on: day(20), by: superintendent });
      if (closedOn) events.push({ action: 'close', from: 'pending_verification', to: 'closed', on: closedOn, by: dpa, comment: 'Verified on board at the next visit' });
      if (plan.reopened) {
        events.push({ action: 'actionsDone', from: 'ca_in_progress', to: 'pending_verification', on: day(20), by: superintendent });
        events.push({ action: 'close', from: 'pending_verification', to: 'closed', on: day(40), by: dpa, comment: 'Verified on board at the next visit' });
        events.push({ action: 'reopen', from: 'closed', to: 'ca_in_progress', on: day(100), by: dpa, comment: report!.reopen_reason });
      }
      latest.set(`${ship.id}:${finding.clause}`, { id: report!.id, on: raisedOn });
      await tx.insert(ncrEvent).values(
        events.map((event, index) => ({ ncr_id: report!.id, action: event.action, from_status: event.from, to_status: event.to, actor_id: event.by.admin.id, actor_name: event.by.admin.nickname || event.by.admin.username, comment: event.comment ?? '', created_at: at(event.on, 2 + index) })),
      );

      if (accepted) {
        const actionStatus = (kind: 'correction' | 'corrective' | 'preventive'): NcrActionStatus => {
          if (status === 'closed') return 'verified';
          if (status === 'pending_verification') return 'done';
          if (status === 'ca_in_progress') return kind === 'correction' ? 'done' : plan.reopened && kind === 'corrective' ? 'open' : 'in_progress';
          return 'open';
        };
        const planned: Array<{ kind: 'correction' | 'corrective' | 'preventive'; text: string; due: number }> = [
          { kind: 'correction', text: finding.correction, due: 5 },
          { kind: 'corrective', text: finding.corrective, due: finding.grade === 'major' ? 25 : 45 },
          ...(finding.preventive ? [{ kind: 'preventive' as const, text: finding.preventive, due: 60 }] : []),
        ];
        const slug = report!.ncr_no.toLowerCase();
        await tx.insert(ncrAction).values(
          planned.map((action, index) => {
            const state = actionStatus(action.kind);
            const finished = state === 'done' || state === 'verified';
            return {
              ncr_id: report!.id,
              ship_id: ship.id,
              dept_id: ship.dept_id,
              kind: action.kind,
              description: action.text,
              owner_admin_id: superintendent.admin.id,
              due_date: addDays(raisedOn, action.due),
              status: state,
              done_at: finished ? at(day(action.due - 1), 9) : null,
              completion_note: finished ? 'Done; evidence attached.' : '',
              evidence: finished ? [`/storage/ncr/${raisedOn.replaceAll('-', '')}/${slug}-${index + 1}.jpg`] : [],
              verified_by: state === 'verified' ? dpa.admin.id : null,
              verified_at: state === 'verified' ? at(closedOn!, 6) : null,
              verify_comment: state === 'verified' ? 'Seen on board' : '',
              created_by: superintendent.admin.id,
              created_at: at(day(4), 8),
            };
          }),
        );
      }
      // What waits on an approval has its instance (and the approvers' to-dos); a missing flow is left out.
      const waiting = status === 'ca_proposed' ? (finding.grade === 'major' ? NCR_FLOWS.caMajor : NCR_FLOWS.ca) : status === 'pending_verification' && finding.grade === 'major' ? NCR_FLOWS.verifyMajor : null;
      if (approvals && waiting) {
        await tx
          .transaction(async (savepoint) => {
            await approvals.start(savepoint as unknown as Db, { bizType: waiting, bizId: report!.id, title: `${report!.ncr_no} ${waiting === NCR_FLOWS.verifyMajor ? 'verification' : 'corrective action'}`, shipId: ship.id, deptId: ship.dept_id, startedBy: superintendent, dueDate: report!.ca_proposal_due });
          })
          .catch(() => undefined);
      }
    });
    created++;
  }
  return { created };
}
