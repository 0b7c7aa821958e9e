import { sql, type SQL } from 'drizzle-orm';
import { LIVE_STATUSES, addDays, addMonths, daysBetween, shipIdsOf, type TrackingAnswer, type TrackingQuery, type TrackingRow } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../platform/authorization.js';
import { service } from '../../platform/services.js';
import { SHIP_DIRECTORY } from '../../platform/ships.js';

const live = sql.join(LIVE_STATUSES.map((s) => sql`${s}`), sql`, `);

/**
 * The seafarer's status as of today: the stored one, except that leave ends on the availability date
 * (the daily job stores it too; this keeps the page right in between).
 */
export const derivedStatus = (today: string) =>
  sql`case when seafarer.status = 'on_leave' and (seafarer.availability_date is null or seafarer.availability_date <= ${today}) then 'available' else seafarer.status end`;

/**
 * Every seafarer with where they stand (DOMAIN.md §4.4 crew tracking): the assignment they are on, else
 * the one they are going to; its contract end; whether a relief is planned for it. `scope` is the data
 * scope on the seafarer (their department).
 */
export async function tracking(db: Db, query: TrackingQuery, scope: SQL | undefined, today: string, seafarerId?: string): Promise<TrackingAnswer> {
  const status = derivedStatus(today);
  // Ships are the fleet's: the page is ordered by its ship's name through the fleet's order of names (one
  // read), and the names of the page's ships are read once the page is known.
  const ships = service(SHIP_DIRECTORY);
  const shipOrder = [...(await ships.nameOrder(db))];
  const shipPlace = shipOrder.length
    ? sql`(values ${sql.join(shipOrder.map(([id, place]) => sql`(${id}::uuid, ${place}::int)`), sql`, `)}) as ship_order(id, place)`
    : sql`(select null::uuid as id, null::int as place where false) as ship_order`;
  const contractEnd = sql`coalesce(contract.planned_end_date, cur.planned_sign_off_date)`;
  const base = sql`
    from seafarer
    left join lateral (
      select a.* from crew_assignment a
      where a.seafarer_id = seafarer.id and a.status in (${live})
      order by case a.status when 'onboard' then 0 when 'planned' then 2 else 1 end, a.planned_join_date
      limit 1
    ) cur on true
    left join crew_contract contract on contract.id = cur.contract_id
    left join position rk on rk.id = coalesce(cur.rank_id, seafarer.rank_id)
    left join ${shipPlace} on ship_order.id = cur.ship_id
    left join lateral (
      select r.id, r.seafarer_id from crew_assignment r
      where r.relieves_assignment_id = cur.id and r.status in (${live})
      order by r.planned_join_date limit 1
    ) relief on true
    left join seafarer relief_seafarer on relief_seafarer.id = relief.seafarer_id`;
  const filters: SQL[] = [];
  if (scope) filters.push(scope);
  if (seafarerId) filters.push(sql`seafarer.id = ${seafarerId}`);
  if (query.ship_id) filters.push(sql`cur.ship_id = ${query.ship_id}`);
  const shipIds = shipIdsOf(query.ship_ids);
  if (shipIds) filters.push(sql`cur.ship_id in (${sql.join(shipIds.map((id) => sql`${id}::uuid`), sql`, `)})`);
  if (query.rank_id) filters.push(sql`rk.id = ${query.rank_id}`);
  if (query.quickSearch) {
    const term = `%${query.quickSearch.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(sql`(seafarer.seafarer_no ilike ${term} or seafarer.name_en ilike ${term} or seafarer.name_zh ilike ${term})`);
  }
  if (query.relief_due_days !== undefined) {
    filters.push(sql`cur.status = 'onboard' and relief.id is null and ${contractEnd} <= ${addDays(today, query.relief_due_days)}`);
  }
  const where = (extra: SQL[]) => {
    const all = [...filters, ...extra];
    return all.length ? sql`where ${sql.join(all, sql` and `)}` : sql``;
  };
  const statusFilter = query.status ? [sql`${status} = ${query.status}`] : [];

  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select seafarer.id as seafarer_id, seafarer.seafarer_no, seafarer.name_en, seafarer.name_zh, seafarer.nationality,
        ${status} as status, to_char(seafarer.availability_date, 'YYYY-MM-DD') as availability_date,
        rk.id as rank_id, rk.name_en as rank_label, rk.name_zh as rank_label_zh, rk.abbr as rank_abbr,
        cur.ship_id as ship_id,
        cur.id as assignment_id, cur.status as assignment_status,
        to_char(cur.planned_join_date, 'YYYY-MM-DD') as planned_join_date,
        to_char(cur.sign_on_date, 'YYYY-MM-DD') as sign_on_date,
        to_char(cur.planned_sign_off_date, 'YYYY-MM-DD') as planned_sign_off_date,
        to_char(${contractEnd}, 'YYYY-MM-DD') as contract_end,
        coalesce(contract.tolerance_months, 0) as tolerance_months,
        relief.id as relief_assignment_id,
        relief_seafarer.name_en as relief_seafarer_name
      ${base}
      ${where(statusFilter)}
      order by case ${status} when 'onboard' then 0 when 'pre_joining' then 1 when 'approved' then 2 when 'nominated' then 3 when 'on_leave' then 4 when 'available' then 5 else 6 end,
        ship_order.place nulls last, rk.weigh desc nulls last, seafarer.seafarer_no
      limit ${query.limit} offset ${(query.page - 1) * query.limit}`),
  );
  const [{ total } = { total: 0 }] = rowsOf<{ total: number }>(await db.execute(sql`select count(*)::int as total ${base} ${where(statusFilter)}`));
  const counts = rowsOf<{ status: string; n: number }>(await db.execute(sql`select ${status} as status, count(*)::int as n ${base} ${where([])} group by 1`));

  const shipsOfPage = await ships.byIds(db, rows.flatMap((row) => (typeof row.ship_id === 'string' ? [row.ship_id] : [])));
  const list: TrackingRow[] = rows.map((row) => {
    const signOn = row.sign_on_date as string | null;
    const where = typeof row.ship_id === 'string' ? shipsOfPage.get(row.ship_id) : undefined;
    const onboard = row.assignment_status === 'onboard';
    const end = row.contract_end as string | null;
    const overdueAfter = end ? addMonths(end, Number(row.tolerance_months ?? 0)) : null;
    return {
      seafarer_id: row.seafarer_id as string,
      seafarer_no: row.seafarer_no as string,
      name_en: row.name_en as string,
      name_zh: row.name_zh as string,
      nationality: row.nationality as string,
      status: row.status as TrackingRow['status'],
      rank_id: (row.rank_id as string | null) ?? null,
      rank_label: (row.rank_label as string | null) ?? '',
      rank_label_zh: (row.rank_label_zh as string | null) ?? '',
      rank_abbr: (row.rank_abbr as string | null) ?? '',
      ship_id: (row.ship_id as string | null) ?? null,
      ship_label: where?.name_en ?? '',
      ship_label_zh: where ? where.name_zh || where.name_en : '',
      assignment_id: (row.assignment_id as string | null) ?? null,
      assignment_status: (row.assignment_status as TrackingRow['assignment_status']) ?? null,
      planned_join_date: (row.planned_join_date as string | null) ?? null,
      sign_on_date: signOn,
      days_on_board: onboard && signOn ? daysBetween(signOn, today) + 1 : null,
      planned_sign_off_date: (row.planned_sign_off_date as string | null) ?? null,
      contract_end: end,
      days_to_contract_end: end ? daysBetween(today, end) : null,
      overdue: onboard && !!overdueAfter && overdueAfter < today,
      relief_planned: !!row.relief_assignment_id,
      relief_assignment_id: (row.relief_assignment_id as string | null) ?? null,
      relief_seafarer_name: (row.relief_seafarer_name as string | null) ?? null,
      availability_date: (row.availability_date as string | null) ?? null,
    };
  });
  return { list, total: Number(total), counts: Object.fromEntries(counts.map((c) => [c.status, Number(c.n)])) };
}
