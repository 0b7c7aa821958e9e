import { eq, inArray } from 'drizzle-orm';
import { addDays, addMonths } from '@vessel/contract';
import { loadAccess } from '../../../platform/authorization.js';
import { admin } from '../../../platform/identity/tables.js';
import { NUMBERING } from '../../../platform/numbering.js';
import { service } from '../../../platform/services.js';
import { todo } from '../../../platform/todo/tables.js';
import type { PartDemo } from '../demo-input.js';
import { gatherInputs } from './inputs.js';
import { recordDecision } from './steps.js';
import { managementReview, managementReviewDecision } from './tables.js';

const MINUTES = [
  '1. 上次管理评审决定的落实情况已逐项核对。 Actions of the previous review checked one by one.',
  '2. 审核、不符合、PSC 与油公司检查、供应商评价等输入已宣读并讨论。 Inputs read and discussed: audits, NCRs, PSC and vetting, suppliers.',
  '3. 结论：安全管理体系持续有效，需加强 PSC 检查前的自查与船员熟悉训练。 Conclusion: the SMS remains effective; pre-arrival PSC self-checks and crew familiarisation to be strengthened.',
].join('\n');

/**
 * Last year's management review, held on the demo's data with its minutes approved and four decisions
 * (two to-dos done, one open, one NCR), and the next one planned, its review date close enough for the
 * "management review due" warning. Nothing when a review is already there.
 */
export const seedDemoManagementReviews: PartDemo = async (context, input): Promise<Record<string, number>> => {
  const db = context.db;
  if ((await db.select({ id: managementReview.id }).from(managementReview).limit(1)).length) return {};
  const gm = input.staff.get('gm_sun') ?? input.staff.get('dpa_zhou');
  const dpa = input.staff.get('dpa_zhou') ?? gm;
  if (!gm || !dpa) return {};
  const others = ['tech_li', 'marine_wang', 'crew_chen', 'superintendent'].flatMap((name) => (input.staff.get(name) ? [input.staff.get(name)!] : []));
  const meeting = addMonths(input.today, -2);
  const lastTo = addDays(meeting, -10);
  const lastFrom = addDays(addMonths(lastTo, -12), 1);
  const nextReview = addDays(input.today, 30);
  let decisions = 0;
  await db.transaction(async (tx) => {
    const [chair] = await tx.select().from(admin).where(eq(admin.id, gm));
    const access = await loadAccess(tx, chair!);
    const number = async (date: string) => service(NUMBERING).next(tx, { bizType: 'mr', shipId: null, date });
    const [held] = await tx
      .insert(managementReview)
      .values({
        review_no: await number(meeting),
        period_from: lastFrom,
        period_to: lastTo,
        meeting_date: meeting,
        chair_id: gm,
        representative_id: dpa,
        attendee_ids: [gm, dpa, ...others],
        agenda: '上次评审决定的落实；体系运行输入；资源与培训；法规变化。 Previous actions; SMS performance inputs; resources and training; regulatory changes.',
        status: 'minutes_approved',
        inputs: await gatherInputs(context, tx, { from: lastFrom, to: lastTo }),
        inputs_collected_at: new Date(`${addDays(meeting, -3)}T02:00:00Z`),
        minutes: MINUTES,
        next_review_date: nextReview,
        created_by: gm,
      })
      .returning();
    const owner = (name: string) => input.staff.get(name) ?? dpa;
    const made = [
      { text: '修订 PSC 检查前自查清单并发放全船队 Revise the pre-arrival PSC self-check list and issue it to the fleet', owner_id: owner('marine_wang'), due_date: addDays(meeting, 30), kind: 'todo' as const },
      { text: '组织船员应急熟悉训练专题检查 Check crew emergency familiarisation on every ship', owner_id: owner('superintendent'), due_date: addDays(meeting, 45), kind: 'todo' as const },
      { text: '增加一名内审员并完成培训 Train one more internal auditor', owner_id: owner('dpa_zhou'), due_date: addDays(input.today, 40), kind: 'todo' as const },
      { text: '重复发生的 PSC 消防缺陷需做根本原因分析 Repeated PSC fire-safety deficiencies need a root cause analysis', owner_id: owner('marine_wang'), due_date: addDays(input.today, 20), kind: 'ncr' as const },
    ];
    for (const decision of made) await recordDecision(tx, held!, decision, access);
    decisions = made.length;
    // The first two were done within their time.
    const rows = await tx.select().from(managementReviewDecision).where(eq(managementReviewDecision.review_id, held!.id));
    const done = rows.filter((row) => row.kind === 'todo' && row.due_date < input.today).flatMap((row) => (row.todo_id ? [row.todo_id] : []));
    if (done.length) await tx.update(todo).set({ status: 'done', done_at: new Date(`${addDays(meeting, 20)}T08:00:00Z`) }).where(inArray(todo.id, done));
    await tx.insert(managementReview).values({
      review_no: await number(input.today),
      period_from: addDays(lastTo, 1),
      period_to: addDays(nextReview, -10),
      meeting_date: nextReview,
      chair_id: gm,
      representative_id: dpa,
      attendee_ids: [gm, dpa, ...others],
      agenda: '年度管理评审 Annual management review',
      status: 'planned',
      next_review_date: nextReview,
      created_by: gm,
    });
  });
  return { managementReviews: 2, managementReviewDecisions: decisions };
};
