import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { LIVE_STATUSES, leadStage, type AlertLevel } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import type { AlertCondition, AlertService, AlertSource } from '../../platform/alert/engine.js';
import { service } from '../../platform/services.js';
import { SHIP_DIRECTORY } from '../../platform/ships.js';
import { CERTIFICATE_TYPES, SEAFARER_DOCUMENTS } from '../cert/api.js';
import { DocumentsHeld, validUntil } from './documents-held.js';
import { crewAssignment, crewContract, position, seafarer } from './tables.js';

/** Biz types of the crew's alert sources (DOMAIN.md §4.4 drivers). */
export const CREW_ALERTS = { contractEnd: 'crew_contract_end', document: 'crew_document', safeManning: 'safe_manning' } as const;

const both = (en: string, zh: string) => ({ en, 'zh-cn': zh || en });

/** Who acts on a ship's crew matters: the crew manager first, then the superintendents. */
function shipAssignees(row: { crew_manager_id: string | null; marine_superintendent_id: string | null; tech_superintendent_id: string | null }): string[] {
  return [...new Set([row.crew_manager_id, row.marine_superintendent_id, row.tech_superintendent_id].filter((id): id is string => !!id))];
}

function levelOf(stage: string, leadDays: readonly number[]): AlertLevel {
  if (stage === 'expired' || stage === 'overdue') return 'critical';
  const nearest = Math.min(...leadDays.filter((d) => d > 0), 30);
  const days = Number(stage.replace(/d$/, ''));
  return Number.isFinite(days) && days <= nearest ? 'warn' : 'info';
}

/** Seafarers on board whose contract (or planned sign-off) ends within the lead days and who have no relief planned. */
export const contractEndSource: AlertSource = {
  biz_type: CREW_ALERTS.contractEnd,
  defaults: { lead_days: [60, 30, 14] },
  async collect(db, { today, leadDays, ids }) {
    const relief = sql`exists (select 1 from crew_assignment r where r.relieves_assignment_id = ${crewAssignment.id} and r.status in (${sql.join(LIVE_STATUSES.map((s) => sql`${s}`), sql`, `)}))`;
    const rows = await db
      .select({
        id: crewAssignment.id,
        ship_id: crewAssignment.ship_id,
        dept_id: crewAssignment.dept_id,
        due: sql<string>`to_char(coalesce(${crewContract.planned_end_date}, ${crewAssignment.planned_sign_off_date}), 'YYYY-MM-DD')`,
        seafarer_en: seafarer.name_en,
        seafarer_zh: seafarer.name_zh,
        rank_en: position.name_en,
        rank_zh: position.name_zh,
      })
      .from(crewAssignment)
      .innerJoin(seafarer, eq(seafarer.id, crewAssignment.seafarer_id))
      .innerJoin(position, eq(position.id, crewAssignment.rank_id))
      .leftJoin(crewContract, eq(crewContract.id, crewAssignment.contract_id))
      .where(and(eq(crewAssignment.status, 'onboard'), sql`not ${relief}`, ids ? inArray(crewAssignment.id, ids) : undefined));
    const ships = await service(SHIP_DIRECTORY).byIds(db, rows.map((row) => row.ship_id));
    const conditions: AlertCondition[] = [];
    for (const row of rows) {
      const stage = leadStage(row.due, today, leadDays, 'overdue');
      const where = ships.get(row.ship_id);
      if (!stage || !where) continue;
      const params = { seafarer: both(row.seafarer_en, row.seafarer_zh), rank: both(row.rank_en, row.rank_zh), ship: both(where.name_en, where.name_zh), date: row.due };
      conditions.push({
        biz_type: CREW_ALERTS.contractEnd,
        biz_id: row.id,
        ship_id: row.ship_id,
        dept_id: row.dept_id,
        due_date: row.due,
        stage,
        level: levelOf(stage, leadDays),
        title_key: 'crew.alert.contractEnd',
        todo_title_key: 'crew.todo.planRelief',
        params,
        assignees: shipAssignees(where),
        todo_type: 'crew_relief',
      });
    }
    return conditions;
  },
};

/**
 * Documents that expire while their holder is (or will be) on board: before the planned sign-off of a
 * nominated, approved, pre-joining or onboard period, with no later document of the same type held.
 */
export const documentDuringAssignmentSource: AlertSource = {
  biz_type: CREW_ALERTS.document,
  defaults: { lead_days: [90, 60, 30] },
  async collect(db, { today, leadDays, ids }) {
    // Two owners, two reads: the documents are the certificate area's, the periods on board the crew's.
    const documents = service(SEAFARER_DOCUMENTS);
    const asked = ids ? await documents.byIds(db, ids) : null;
    const periods = await db
      .select({
        seafarer_id: crewAssignment.seafarer_id,
        ship_id: crewAssignment.ship_id,
        planned_join_date: crewAssignment.planned_join_date,
        sign_on_date: crewAssignment.sign_on_date,
        sign_off: crewAssignment.planned_sign_off_date,
        seafarer_en: seafarer.name_en,
        seafarer_zh: seafarer.name_zh,
      })
      .from(crewAssignment)
      .innerJoin(seafarer, eq(seafarer.id, crewAssignment.seafarer_id))
      .where(
        and(
          inArray(crewAssignment.status, ['nominated', 'approved', 'pre_joining', 'onboard']),
          asked ? (asked.length ? inArray(crewAssignment.seafarer_id, [...new Set(asked.map((doc) => doc.seafarer_id))]) : sql`false`) : undefined,
        ),
      );
    if (periods.length === 0) return [];
    // Every live document of those seafarers: the candidates, and the later ones that renew them.
    const held = await DocumentsHeld.of(db, periods.map((period) => period.seafarer_id));
    const wanted = asked ? new Set(asked.map((doc) => doc.id)) : null;
    const pairs = periods.flatMap((period) =>
      held.expiring(period.seafarer_id).flatMap((doc) => {
        const expiry = validUntil(doc)!;
        if (wanted && !wanted.has(doc.id)) return [];
        if (!(expiry < period.sign_off && expiry >= (period.sign_on_date ?? period.planned_join_date))) return [];
        return held.renewedBy(doc, period.sign_off) ? [] : [{ doc, expiry, period }];
      }),
    );
    const types = await service(CERTIFICATE_TYPES).byIds(db, pairs.map((pair) => pair.doc.cert_type_id));
    const ships = await service(SHIP_DIRECTORY).byIds(db, pairs.map((pair) => pair.period.ship_id));
    const conditions: AlertCondition[] = [];
    for (const { doc, expiry, period } of pairs) {
      const type = types.get(doc.cert_type_id);
      const where = ships.get(period.ship_id);
      if (!type || !where) continue;
      // Raised from the first lead day on; further away it is a planning fact the tile counts.
      const stage = leadStage(expiry, today, leadDays, 'expired') ?? 'during';
      conditions.push({
        biz_type: CREW_ALERTS.document,
        biz_id: doc.id,
        ship_id: period.ship_id,
        dept_id: doc.dept_id,
        due_date: expiry,
        stage,
        level: stage === 'during' ? 'info' : levelOf(stage, leadDays),
        title_key: 'crew.alert.documentDuringAssignment',
        todo_title_key: 'crew.todo.renewDocument',
        params: { seafarer: both(period.seafarer_en, period.seafarer_zh), document: both(type.name_en, type.name_zh), ship: both(where.name_en, where.name_zh), date: expiry, signOff: period.sign_off },
        assignees: shipAssignees(where),
        todo_type: 'crew_document',
      });
    }
    return conditions;
  },
};

/** Ranks of a ship in service with fewer people on board than its safe manning asks. */
export async function manningGaps(db: Db, input: { shipIds?: readonly string[]; deptIds?: readonly string[] | 'all' }) {
  const ships = await service(SHIP_DIRECTORY).inService(db, input);
  const manned = ships.filter((s) => Object.keys(s.safe_manning ?? {}).length > 0);
  if (manned.length === 0) return [];
  const onboard = await db
    .select({ ship_id: crewAssignment.ship_id, rank_id: crewAssignment.rank_id, n: sql<number>`count(*)::int` })
    .from(crewAssignment)
    .where(and(eq(crewAssignment.status, 'onboard'), inArray(crewAssignment.ship_id, manned.map((s) => s.id))))
    .groupBy(crewAssignment.ship_id, crewAssignment.rank_id);
  const rankIds = [...new Set(manned.flatMap((s) => Object.keys(s.safe_manning)))];
  const ranks = await db.select().from(position).where(inArray(position.id, rankIds));
  const rankOf = new Map(ranks.map((r) => [r.id, r]));
  return manned
    .map((s) => {
      const short = Object.entries(s.safe_manning)
        .map(([rankId, required]) => ({ rank: rankOf.get(rankId), required, onboard: Number(onboard.find((o) => o.ship_id === s.id && o.rank_id === rankId)?.n ?? 0) }))
        .filter((entry) => entry.rank && entry.onboard < entry.required)
        .sort((a, b) => b.rank!.weigh - a.rank!.weigh);
      return { ship: s, short };
    })
    .filter((entry) => entry.short.length > 0);
}

export const safeManningSource: AlertSource = {
  biz_type: CREW_ALERTS.safeManning,
  defaults: { lead_days: [0] },
  async collect(db, { today, ids }) {
    const gaps = await manningGaps(db, ids ? { shipIds: ids } : {});
    return gaps.map(({ ship: s, short }) => {
      const list = (lang: 'en' | 'zh') => short.map((e) => `${e.rank!.abbr || (lang === 'en' ? e.rank!.name_en : e.rank!.name_zh)} ${e.onboard}/${e.required}`).join(', ');
      return {
        biz_type: CREW_ALERTS.safeManning,
        biz_id: s.id,
        ship_id: s.id,
        dept_id: s.dept_id,
        due_date: today,
        // A different shortfall is news: the stage names it, so the alert (and its mail) is raised anew.
        stage: `gap-${createHash('sha1').update(short.map((e) => `${e.rank!.id}:${e.onboard}/${e.required}`).join()).digest('hex').slice(0, 8)}`,
        level: 'critical' as const,
        title_key: 'crew.alert.safeManning',
        todo_title_key: 'crew.todo.fillManning',
        params: { ship: both(s.name_en, s.name_zh), ranks: { en: list('en'), 'zh-cn': list('zh') } },
        assignees: shipAssignees(s),
        todo_type: 'crew_manning',
      };
    });
  },
};

export const CREW_ALERT_SOURCES = [contractEndSource, documentDuringAssignmentSource, safeManningSource];

/**
 * After a crew write: re-judge the assignments it touched (and the ones they relieve), their ships'
 * manning, and their seafarers' documents. `db` reads; `executor` is the write's transaction when the
 * alerts must change with it (then `today` must be given: reading the setting there would wait on it).
 */
export async function reconcileCrewAlerts(alerts: AlertService, db: Db, assignmentIds: readonly string[], today: string, executor?: Db): Promise<void> {
  if (assignmentIds.length === 0) return;
  const rows = await db
    .select({ id: crewAssignment.id, relieves: crewAssignment.relieves_assignment_id, ship_id: crewAssignment.ship_id, seafarer_id: crewAssignment.seafarer_id })
    .from(crewAssignment)
    .where(inArray(crewAssignment.id, [...assignmentIds]));
  const assignments = [...new Set([...assignmentIds, ...rows.map((r) => r.relieves).filter((id): id is string => !!id)])];
  const ships = [...new Set(rows.map((r) => r.ship_id))];
  const seafarers = [...new Set(rows.map((r) => r.seafarer_id))];
  const documents = (await service(SEAFARER_DOCUMENTS).ofSeafarers(db, seafarers)).map((d) => d.id);
  await alerts.reconcile(CREW_ALERTS.contractEnd, assignments, executor, today);
  await alerts.reconcile(CREW_ALERTS.safeManning, ships, executor, today);
  if (documents.length) await alerts.reconcile(CREW_ALERTS.document, documents, executor, today);
}
