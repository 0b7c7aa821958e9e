import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { leadStage } from '@vessel/contract';
import type { AlertCondition, AlertSource } from '../../../platform/alert/engine.js';
import { authorities } from '../../../platform/authorities.js';
import { issueDueVersions, REVIEW_SOURCE } from './issue.js';
import { document } from './tables.js';

export { REVIEW_SOURCE };

/**
 * A document in force whose review date comes (ISM 11: documents reviewed periodically): a warning 30 days
 * ahead, critical once it is past, to the owner department's heads (the DPA when the department has
 * none). Its `prepare` is the daily issue of approved versions whose effective date has come, so the run
 * judges review dates the issue has just moved.
 */
export const reviewSource: AlertSource = {
  biz_type: REVIEW_SOURCE,
  defaults: { lead_days: [30], recipients: ['assignees'], channels: ['in_app', 'email'] },
  async prepare(db, today) {
    await db.transaction((tx) => issueDueVersions(tx as unknown as typeof db, today));
  },
  async collect(db, { today, leadDays, ids }) {
    const rows = await db
      .select({ id: document.id, doc_no: document.doc_no, title_en: document.title_en, title_zh: document.title_zh, owner_dept_id: document.owner_dept_id, next_review_date: document.next_review_date })
      .from(document)
      .where(and(eq(document.status, 'active'), isNotNull(document.next_review_date), ids ? inArray(document.id, ids) : undefined));
    const conditions: AlertCondition[] = [];
    const leaders = new Map<string, string[]>();
    let dpa: string[] | null = null;
    for (const row of rows) {
      const stage = leadStage(row.next_review_date, today, leadDays, 'overdue');
      if (!stage) continue;
      if (!leaders.has(row.owner_dept_id)) leaders.set(row.owner_dept_id, await authorities.deptLeaders(db, row.owner_dept_id));
      let assignees = leaders.get(row.owner_dept_id)!;
      if (assignees.length === 0) assignees = dpa ??= await authorities.dpa(db);
      const name = (title: string | null) => `${row.doc_no ?? ''} ${title ?? ''}`.trim();
      conditions.push({
        biz_type: REVIEW_SOURCE,
        biz_id: row.id,
        ship_id: null,
        dept_id: row.owner_dept_id,
        due_date: row.next_review_date,
        stage,
        level: stage === 'overdue' ? 'critical' : 'warn',
        title_key: 'alert.documentReview.due',
        params: { document: { en: name(row.title_en || row.title_zh), 'zh-cn': name(row.title_zh || row.title_en) }, date: row.next_review_date! },
        assignees,
        todo_type: REVIEW_SOURCE,
      });
    }
    return conditions;
  },
};
