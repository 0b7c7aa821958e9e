import { and, eq, gte, inArray, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { addDays, addMonths, NCR_GRADES, tileFilter, type DashboardChart, type DashboardTile, type Lang } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import type { AdminAccess } from '../../platform/authorization.js';
import { tileLevel, type DashboardCharts, type DashboardTiles } from '../../platform/dashboard.js';
import { DICTIONARIES } from '../../platform/dictionaries.js';
import { optionalService } from '../../platform/services.js';
import { ncrAction, ncrReport } from './tables.js';

const REPORTS = '/admin/ncr/report';
const ACTIONS = '/admin/ncr/action';

/** Raised and not yet ended: what the DPA still has to see through (a draft has not been raised). */
const OPEN = ['raised', 'submitted_to_office', 'accepted', 'ca_proposed', 'ca_in_progress', 'pending_verification'] as const;
const ACTION_OPEN = ['open', 'in_progress', 'rejected'] as const;

/** Age buckets of row 3 (DOMAIN.md §5), in days since the report was raised. */
export const AGE_BUCKETS = [
  { key: '0-30', max: 30 },
  { key: '31-60', max: 60 },
  { key: '61-90', max: 90 },
  { key: '>90', max: Infinity },
] as const;

function within(column: PgColumn, access: AdminAccess): SQL | undefined {
  if (access.visibility.kind === 'all') return undefined;
  return access.visibility.departmentIds.length ? inArray(column, access.visibility.departmentIds) : sql`false`;
}

/** Reports in the caller's scope (and the ship asked for) raised by the end of `today`. */
function reportScope(access: AdminAccess, shipId: string | null, today: string): SQL | undefined {
  return and(within(ncrReport.dept_id, access), shipId ? eq(ncrReport.ship_id, shipId) : undefined, lt(ncrReport.raised_at, new Date(`${addDays(today, 1)}T00:00:00Z`)));
}

async function count(db: Db, where: SQL | undefined, table: typeof ncrReport | typeof ncrAction = ncrReport): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table).where(where);
  return Number(row?.n ?? 0);
}

/** The NCR tiles: open major NCs (a red flag); overdue actions, reports awaiting verification, CA proposals overdue. */
export const ncrDashboardTiles: DashboardTiles = {
  async tiles(db, { access, today, shipId }) {
    const scope = reportScope(access, shipId, today);
    const shipQuery = shipId ? tileFilter('ship_id', 'eq', shipId) : {};
    const yesterday = addDays(today, -1);
    const tile = (key: string, n: number, whenSome: DashboardTile['level'], path: string, query: Record<string, string>): DashboardTile => ({ key, count: n, level: tileLevel(n, whenSome), link: { path, query: { ...shipQuery, ...query } } });

    const openMajor = await count(db, and(scope, eq(ncrReport.grade, 'major'), inArray(ncrReport.status, [...OPEN])));
    const awaiting = await count(db, and(scope, eq(ncrReport.status, 'pending_verification')));
    const proposalsOverdue = await count(db, and(scope, eq(ncrReport.status, 'accepted'), lt(ncrReport.ca_proposal_due, today)));
    const overdueActions = await count(
      db,
      and(
        within(ncrAction.dept_id, access),
        inArray(ncrAction.status, [...ACTION_OPEN]),
        lt(ncrAction.due_date, today),
        shipId ? eq(ncrAction.ship_id, shipId) : undefined,
        sql`exists (select 1 from ${ncrReport} r where r.id = ${ncrAction.ncr_id} and r.status in ('accepted', 'ca_proposed', 'ca_in_progress'))`,
      ),
      ncrAction,
    );
    return {
      red_flags: [tile('ncr.openMajor', openMajor, 'critical', REPORTS, { ...tileFilter('grade', 'eq', 'major'), ...tileFilter('status', 'IN', OPEN.join(',')), order: 'raised_at,asc' })],
      due_soon: [
        tile('ncr.overdueActions', overdueActions, 'critical', ACTIONS, { ...tileFilter('status', 'IN', ACTION_OPEN.join(',')), ...tileFilter('due_date', 'RANGE', `,${yesterday}`), order: 'due_date,asc' }),
        tile('ncr.awaitingVerification', awaiting, 'warn', REPORTS, { ...tileFilter('status', 'eq', 'pending_verification') }),
        tile('ncr.caProposalOverdue', proposalsOverdue, 'warn', REPORTS, { ...tileFilter('status', 'eq', 'accepted'), ...tileFilter('ca_proposal_due', 'RANGE', `,${yesterday}`) }),
      ],
    };
  },
};

const WORDS: Record<Lang, { grade: Record<string, string>; days: string; other: string; ism: string; psc: string; count: string }> = {
  'zh-cn': { grade: { major: '严重不符合', minor: '一般不符合', observation: '观察项' }, days: '天', other: '其他', ism: 'ISM', psc: 'PSC', count: '数量' },
  en: { grade: { major: 'Major', minor: 'Minor', observation: 'Observation' }, days: 'd', other: 'Other', ism: 'ISM', psc: 'PSC', count: 'NCRs' },
};

/** The whole days between a raise and `today` (the company's day). */
function ageOf(raisedAt: Date, today: string): number {
  return Math.floor((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${raisedAt.toISOString().slice(0, 10)}T00:00:00Z`)) / 86_400_000);
}

export function bucketOf(age: number): number {
  return AGE_BUCKETS.findIndex((bucket) => age <= bucket.max);
}

/**
 * What a clause or code is counted under in the Pareto: an ISM clause by its section (`10.3` → ISM 10), a
 * PSC deficiency code by its group (`07113` → 07, fire safety), anything else as written.
 */
export function paretoGroup(clauseRef: string): { kind: 'ism' | 'psc' | 'other'; code: string } {
  const ref = clauseRef.trim();
  if (/^\d{5}$/.test(ref)) return { kind: 'psc', code: ref.slice(0, 2) };
  const ism = /^(?:ISM\s*)?(\d{1,2})(?:\.\d+)*$/i.exec(ref);
  if (ism) return { kind: 'ism', code: ism[1]! };
  return { kind: 'other', code: ref.toUpperCase() };
}

const PARETO_BARS = 10;

/** NCR ageing (open reports by grade × age bucket) and the Pareto of the last 12 months by clause or deficiency group. */
export const ncrDashboardCharts: DashboardCharts = {
  async charts(db, { access, today, shipId, lang }) {
    const words = WORDS[lang] ?? WORDS.en;
    const scope = reportScope(access, shipId, today);
    const shipQuery = shipId ? tileFilter('ship_id', 'eq', shipId) : {};

    const open = await db.select({ grade: ncrReport.grade, raised_at: ncrReport.raised_at }).from(ncrReport).where(and(scope, inArray(ncrReport.status, [...OPEN])));
    const data = Object.fromEntries(NCR_GRADES.map((grade) => [grade, AGE_BUCKETS.map(() => 0)])) as Record<string, number[]>;
    for (const row of open) data[row.grade]![bucketOf(ageOf(row.raised_at!, today))]! += 1;
    const ageing: DashboardChart = {
      key: 'ncr.ageing',
      kind: 'stacked_bar',
      categories: AGE_BUCKETS.map((bucket) => `${bucket.key} ${words.days}`),
      series: NCR_GRADES.map((grade) => ({ key: grade, name: words.grade[grade]!, data: data[grade]!, level: grade === 'major' ? 'critical' : grade === 'minor' ? 'warn' : 'info' })),
      link: { path: REPORTS, query: { ...shipQuery, ...tileFilter('status', 'IN', OPEN.join(',')), order: 'raised_at,asc' } },
    };

    const since = addMonths(today, -12);
    const year = await db
      .select({ clause_ref: ncrReport.clause_ref })
      .from(ncrReport)
      .where(and(scope, gte(ncrReport.raised_at, new Date(`${since}T00:00:00Z`)), notInArray(ncrReport.status, ['draft', 'rejected', 'cancelled']), sql`${ncrReport.clause_ref} <> ''`));
    const counts = new Map<string, { kind: 'ism' | 'psc' | 'other'; code: string; n: number }>();
    for (const row of year) {
      const group = paretoGroup(row.clause_ref);
      const key = `${group.kind}:${group.code}`;
      const entry = counts.get(key) ?? { ...group, n: 0 };
      entry.n += 1;
      counts.set(key, entry);
    }
    const sorted = [...counts.values()].sort((a, b) => b.n - a.n || a.code.localeCompare(b.code));
    const shown = sorted.slice(0, PARETO_BARS);
    const rest = sorted.slice(PARETO_BARS).reduce((sum, entry) => sum + entry.n, 0);
    const dictionaries = optionalService(DICTIONARIES);
    const nameOf = async (entry: { kind: string; code: string }) => {
      if (entry.kind === 'ism') return `${words.ism} ${entry.code}`;
      if (entry.kind === 'psc') {
        const label = dictionaries ? await dictionaries.label(db, 'psc_deficiency_group', entry.code, lang) : entry.code;
        return label && label !== entry.code ? `${words.psc} ${entry.code} ${label}` : `${words.psc} ${entry.code}`;
      }
      return entry.code;
    };
    const pareto: DashboardChart = {
      key: 'ncr.pareto',
      kind: 'pareto',
      categories: [...(await Promise.all(shown.map(nameOf))), ...(rest ? [words.other] : [])],
      series: [{ key: 'count', name: words.count, data: [...shown.map((entry) => entry.n), ...(rest ? [rest] : [])] }],
      link: { path: REPORTS, query: { ...shipQuery, ...tileFilter('raised_at', 'RANGE', `${since},${today}`), order: 'clause_ref,asc' } },
    };
    return [ageing, pareto];
  },
};

