import { createHash } from 'node:crypto';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { LIVE_STATUSES, leadStage, type AlertLevel } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import type { AlertCondition, AlertService, AlertSource } from '../../platform/alert/engine.js';
import { certType, certificate } from '../cert/tables.js';
import { ship } from '../fleet/tables.js';
import { crewAssignment, employmentContract, position, seafarer } from './tables.js';

/** Biz types of the crew's alert sources (DOMAIN.md §4.4 drivers). */
export const CREW_ALERTS = { contractEnd: 'crew_contract_end', document: 'crew_document', safeManning: 'safe_manning' } as const;

const VOID_DOCUMENTS = ['superseded', 'suspended', 'withdrawn'] as const;

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
        due: sql<string>`to_char(coalesce(${employmentContract.planned_end_date}, ${crewAssignment.planned_sign_off_date}), 'YYYY-MM-DD')`,
        seafarer_en: seafarer.name_en,
        seafarer_zh: seafarer.name_zh,
        rank_en: position.name_en,
        rank_zh: position.name_zh,
        ship_en: ship.name_en,
        ship_zh: ship.name_zh,
        crew_manager_id: ship.crew_manager_id,
        marine_superintendent_id: ship.marine_superintendent_id,
        tech_superintendent_id: ship.tech_superintendent_id,
      })
      .from(crewAssignment)
      .innerJoin(seafarer, eq(seafarer.id, crewAssignment.seafarer_id))
      .innerJoin(position, eq(position.id, crewAssignment.rank_id))
      .innerJoin(ship, eq(ship.id, crewAssignment.ship_id))
      .leftJoin(employmentContract, eq(employmentContract.id, crewAssignment.contract_id))
      .where(and(eq(crewAssignment.status, 'onboard'), sql`not ${relief}`, ids ? inArray(crewAssignment.id, ids) : undefined));
    const conditions: AlertCondition[] = [];
    for (const row of rows) {
      const stage = leadStage(row.due, today, leadDays, 'overdue');
      if (!stage) continue;
      const params = { seafarer: both(row.seafarer_en, row.seafarer_zh), rank: both(row.rank_en, row.rank_zh), ship: both(row.ship_en, row.ship_zh), date: row.due };
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
        assignees: shipAssignees(row),
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
    const expiry = sql`greatest(${certificate.expiry_date}, ${certificate.extension_until})`;
    const renewed = sql`exists (
      select 1 from certificate other
      where other.seafarer_id = ${certificate.seafarer_id} and other.cert_type_id = ${certificate.cert_type_id} and other.id <> ${certificate.id}
        and other.status not in ('superseded', 'suspended', 'withdrawn')
        and (other.expiry_date is null or greatest(other.expiry_date, other.extension_until) >= ${crewAssignment.planned_sign_off_date}))`;
    const rows = await db
      .select({
        id: certificate.id,
        expiry: sql<string>`to_char(${expiry}, 'YYYY-MM-DD')`,
        sign_off: crewAssignment.planned_sign_off_date,
        ship_id: crewAssignment.ship_id,
        dept_id: certificate.dept_id,
        type_en: certType.name_en,
        type_zh: certType.name_zh,
        seafarer_en: seafarer.name_en,
        seafarer_zh: seafarer.name_zh,
        ship_en: ship.name_en,
        ship_zh: ship.name_zh,
        crew_manager_id: ship.crew_manager_id,
        marine_superintendent_id: ship.marine_superintendent_id,
        tech_superintendent_id: ship.tech_superintendent_id,
      })
      .from(certificate)
      .innerJoin(certType, eq(certType.id, certificate.cert_type_id))
      .innerJoin(seafarer, eq(seafarer.id, certificate.seafarer_id))
      .innerJoin(crewAssignment, and(eq(crewAssignment.seafarer_id, certificate.seafarer_id), inArray(crewAssignment.status, ['nominated', 'approved', 'pre_joining', 'onboard'])))
      .innerJoin(ship, eq(ship.id, crewAssignment.ship_id))
      .where(
        and(
          eq(certificate.holder_type, 'seafarer'),
          notInArray(certificate.status, [...VOID_DOCUMENTS]),
          sql`${certificate.expiry_date} is not null`,
          sql`${expiry} < ${crewAssignment.planned_sign_off_date}`,
          sql`${expiry} >= coalesce(${crewAssignment.sign_on_date}, ${crewAssignment.planned_join_date})`,
          sql`not ${renewed}`,
          ids ? inArray(certificate.id, ids) : undefined,
        ),
      );
    const conditions: AlertCondition[] = [];
    for (const row of rows) {
      // Raised from the first lead day on; further away it is a planning fact the tile counts.
      const stage = leadStage(row.expiry, today, leadDays, 'expired') ?? 'during';
      conditions.push({
        biz_type: CREW_ALERTS.document,
        biz_id: row.id,
        ship_id: row.ship_id,
        dept_id: row.dept_id,
        due_date: row.expiry,
        stage,
        level: stage === 'during' ? 'info' : levelOf(stage, leadDays),
        title_key: 'crew.alert.documentDuringAssignment',
        todo_title_key: 'crew.todo.renewDocument',
        params: { seafarer: both(row.seafarer_en, row.seafarer_zh), document: both(row.type_en, row.type_zh), ship: both(row.ship_en, row.ship_zh), date: row.expiry, signOff: row.sign_off },
        assignees: shipAssignees(row),
        todo_type: 'crew_document',
      });
    }
    return conditions;
  },
};

/** Ranks of a ship in service with fewer people on board than its safe manning asks. */
export async function manningGaps(db: Db, input: { shipIds?: readonly string[]; deptIds?: readonly string[] | 'all' }) {
  const ships = await db
    .select()
    .from(ship)
    .where(
      and(
        eq(ship.status, 'in_service'),
        input.shipIds ? inArray(ship.id, [...input.shipIds]) : undefined,
        input.deptIds && input.deptIds !== 'all' ? (input.deptIds.length ? inArray(ship.dept_id, [...input.deptIds]) : sql`false`) : undefined,
      ),
    );
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
  const documents = seafarers.length
    ? (await db.select({ id: certificate.id }).from(certificate).where(and(eq(certificate.holder_type, 'seafarer'), inArray(certificate.seafarer_id, seafarers)))).map((d) => d.id)
    : [];
  await alerts.reconcile(CREW_ALERTS.contractEnd, assignments, executor, today);
  await alerts.reconcile(CREW_ALERTS.safeManning, ships, executor, today);
  if (documents.length) await alerts.reconcile(CREW_ALERTS.document, documents, executor, today);
}
