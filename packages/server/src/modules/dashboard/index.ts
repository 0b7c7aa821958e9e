import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, gte, inArray, lt, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { addDays, isManualCertificateStatus, isoDateSchema, MANUAL_CERTIFICATE_STATUSES, OPEN_TODO_STATUSES, tileFilter, type DashboardOverview, type DashboardTile, type TileLevel } from '@vessel/contract';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import type { AdminAccess } from '../../platform/authorization.js';
import { success } from '../../platform/envelope.js';
import type { ModuleContext, ModuleManifest } from '../../platform/module.js';
import { MENUS } from './menus.js';
import { answers } from '../../platform/openapi.js';
import { statusOf, surveyState } from '../cert/certificate-state.js';
import { certificate, certificateSurvey, certificateType } from '../cert/tables.js';
import { crewDashboardTiles } from '../crew/dashboard.js';
import { todo } from '../../platform/todo/tables.js';

const CERTIFICATES = '/admin/cert/certificate';
const SURVEYS = '/admin/cert/certificateSurvey';
const TODOS = '/admin/todo/todo';

export const dashboardQuery = z.strictObject({
  ship_id: z.string().uuid({ error: 'validate.invalid' }).optional(),
  as_of: isoDateSchema.optional(),
});

/** A count query's scope: the caller's departments (null: everything). */
function within(column: PgColumn, access: AdminAccess): SQL | undefined {
  if (access.visibility.kind === 'all') return undefined;
  return access.visibility.departmentIds.length ? inArray(column, access.visibility.departmentIds) : sql`false`;
}

async function countOf(db: Db, table: typeof certificate | typeof certificateSurvey | typeof todo, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table).where(where);
  return Number(row?.n ?? 0);
}

const tileLevel = (count: number, whenSome: TileLevel): TileLevel => (count === 0 ? 'ok' : whenSome);

/** Ship and company certificates: the crew's documents have their own tile (expiring during an assignment). */
const shipOrCompany = inArray(certificate.holder_type, ['ship', 'company']);

/**
 * The certificates in `scope` as they stand on `asOf`, by their dates: the due-status calculator on each
 * certificate and window, as the daily refresh would have stored it that day.
 */
async function certificatesOn(db: Db, scope: SQL | undefined, asOf: string) {
  const rows = await db
    .select({ id: certificate.id, expiry_date: certificate.expiry_date, extension_until: certificate.extension_until, status: certificate.status, alert_days: certificateType.alert_days })
    .from(certificate)
    .innerJoin(certificateType, eq(certificateType.id, certificate.cert_type_id))
    .where(scope);
  const ids = rows.map((row) => row.id);
  const surveys = ids.length ? await db.select().from(certificateSurvey).where(inArray(certificateSurvey.certificate_id, ids)) : [];
  // One pass over the windows, not one per certificate (a fleet has thousands of each).
  const windowsOf = new Map<string, typeof surveys>();
  for (const survey of surveys) {
    const windows = windowsOf.get(survey.certificate_id);
    if (windows) windows.push(survey);
    else windowsOf.set(survey.certificate_id, [survey]);
  }
  return rows.map((row) => ({ ...row, statusOn: statusOf(row, row, windowsOf.get(row.id) ?? [], asOf) }));
}

/**
 * The morning dashboard (DOMAIN.md §5): red flags, what falls due, my to-dos. Every count is within the
 * caller's data scope and comes with the link of the list it counts (path + table-state query).
 * `today` may be another day than `storedFor`, the day the stored statuses were computed for (as_of):
 * then the certificate and window counts are judged by their dates for that day, not by stored statuses,
 * and so are their links: expiry and window dates instead of the stored status or state. An overdue
 * endorsement then opens the windows closed unendorsed before that day (what has to be endorsed), as no
 * stored column of the certificate says "overdue on that day".
 */
export async function dashboardOverview(db: Db, access: AdminAccess, input: { today: string; shipId: string | null; storedFor?: string }): Promise<DashboardOverview> {
  const { today, shipId } = input;
  const byDates = input.storedFor !== undefined && input.storedFor !== today;
  const certScope = and(within(certificate.dept_id, access), shipId ? eq(certificate.ship_id, shipId) : undefined, shipOrCompany);
  const shipQuery = shipId ? tileFilter('ship_id', 'eq', shipId) : {};
  const holderQuery = tileFilter('holder_type', 'IN', 'ship,company');

  const yesterday = addDays(today, -1);
  const judged = byDates ? await certificatesOn(db, certScope, today) : null;
  type Judged = NonNullable<typeof judged>[number];
  const certTile = async (key: string, where: SQL | undefined, query: Record<string, string>, whenSome: TileLevel, onDay: (row: Judged) => boolean): Promise<DashboardTile> => {
    const count = judged ? judged.filter(onDay).length : await countOf(db, certificate, and(certScope, where));
    return { key, count, level: tileLevel(count, whenSome), link: { path: CERTIFICATES, query: { ...holderQuery, ...shipQuery, ...query } } };
  };
  const inForce = tileFilter('status', 'NOT IN', MANUAL_CERTIFICATE_STATUSES.join(','));
  // Expiring within N days: valid until then (not expired), not replaced or suspended. On another day the
  // expiry range alone keeps out what had expired by then; today's stored 'expired' must not.
  const expiringWithin = (days: number) => {
    const until = addDays(today, days);
    return certTile(
      `cert.expiring${days}`,
      and(gte(certificate.expiry_date, today), lte(certificate.expiry_date, until), notInArray(certificate.status, [...MANUAL_CERTIFICATE_STATUSES, 'expired' as const])),
      {
        ...tileFilter('expiry_date', 'RANGE', `${today},${until}`),
        ...(byDates ? inForce : tileFilter('status', 'NOT IN', [...MANUAL_CERTIFICATE_STATUSES, 'expired'].join(','))),
        order: 'expiry_date,asc',
      },
      days <= 30 ? 'warn' : 'info',
      (row) => row.expiry_date !== null && row.expiry_date >= today && row.expiry_date <= until && !isManualCertificateStatus(row.statusOn) && row.statusOn !== 'expired',
    );
  };

  const surveyScope = and(
    within(certificateSurvey.dept_id, access),
    shipId ? eq(certificateSurvey.ship_id, shipId) : undefined,
    sql`${certificateSurvey.kind} <> 'renewal'`,
    sql`exists (select 1 from ${certificate} c where c.id = ${certificateSurvey.certificate_id} and c.status not in ('superseded', 'suspended', 'withdrawn'))`,
  );
  const windowsOpen = byDates
    ? (await db.select().from(certificateSurvey).where(surveyScope)).filter((survey) => surveyState(survey, today) === 'in_window').length
    : await countOf(db, certificateSurvey, and(surveyScope, eq(certificateSurvey.state, 'in_window')));
  const endorsements = tileFilter('kind', 'NOT IN', 'renewal');
  const unendorsed = tileFilter('done_date', 'NULL', '');
  const windowsOpenQuery = byDates
    ? { ...tileFilter('window_start', 'RANGE', `,${today}`), ...tileFilter('window_end', 'RANGE', `${today},`), ...unendorsed }
    : tileFilter('state', 'eq', 'in_window');

  const mine = and(eq(todo.assignee_admin_id, access.admin.id), inArray(todo.status, [...OPEN_TODO_STATUSES]));
  const me = { ...tileFilter('assignee_admin_id', 'eq', access.admin.id), ...tileFilter('status', 'IN', OPEN_TODO_STATUSES.join(',')) };
  const todoTile = async (key: string, where: SQL | undefined, query: Record<string, string>, whenSome: TileLevel): Promise<DashboardTile> => {
    const count = await countOf(db, todo, and(mine, where));
    return { key, count, level: tileLevel(count, whenSome), link: { path: TODOS, query: { ...me, ...query, order: 'due_date,asc' } } };
  };
  const weekEnd = addDays(today, 7);
  const overdueTile = async (): Promise<DashboardTile> => {
    const tile = await certTile('cert.endorsementOverdue', eq(certificate.status, 'endorsement_overdue'), tileFilter('status', 'eq', 'endorsement_overdue'), 'critical', (row) => row.statusOn === 'endorsement_overdue');
    if (!byDates) return tile;
    const query = { ...shipQuery, ...tileFilter('window_end', 'RANGE', `,${yesterday}`), ...unendorsed, ...endorsements, order: 'window_end,asc' };
    return { ...tile, link: { path: SURVEYS, query } };
  };

  const crew = await crewDashboardTiles(db, { today, deptIds: access.visibility.kind === 'all' ? 'all' : access.visibility.departmentIds, ...(shipId ? { shipId } : {}) });

  return {
    as_of: today,
    ship_id: shipId,
    red_flags: [
      await certTile(
        'cert.expired',
        eq(certificate.status, 'expired'),
        byDates ? { ...tileFilter('expiry_date', 'RANGE', `,${yesterday}`), ...inForce } : tileFilter('status', 'eq', 'expired'),
        'critical',
        (row) => row.statusOn === 'expired',
      ),
      await overdueTile(),
      crew.crewDocumentsExpiredOnBoard,
      crew.safeManningGaps,
    ],
    due_soon: [
      await expiringWithin(30),
      await expiringWithin(60),
      await expiringWithin(90),
      {
        key: 'cert.windowsOpen',
        count: windowsOpen,
        level: tileLevel(windowsOpen, 'warn'),
        link: { path: SURVEYS, query: { ...shipQuery, ...windowsOpenQuery, ...endorsements, order: 'window_end,asc' } },
      },
      crew.contractsEndingWithoutRelief,
      crew.crewDocumentsExpiringDuringAssignment,
    ],
    my_todos: [
      await todoTile('todo.overdue', lt(todo.due_date, today), tileFilter('due_date', 'RANGE', `,${yesterday}`), 'critical'),
      await todoTile('todo.today', eq(todo.due_date, today), tileFilter('due_date', 'eq', today), 'warn'),
      await todoTile('todo.thisWeek', and(gte(todo.due_date, today), lte(todo.due_date, weekEnd)), tileFilter('due_date', 'RANGE', `${today},${weekEnd}`), 'info'),
      await todoTile('todo.open', undefined, {}, 'info'),
    ],
  };
}

function dashboardRoutes(app: FastifyInstance, context: ModuleContext): void {
  app.withTypeProvider<ZodTypeProvider>().get('/admin/dashboard/overview', {
    config: { auth: 'admin', right: 'dashboard/index' },
    schema: { tags: ['dashboard'], summary: 'The morning dashboard: red flags, due soon, my to-dos (within data scope)', querystring: dashboardQuery, response: answers(z.unknown()) },
    handler: async (request) => {
      const storedFor = await context.alerts.today();
      const today = request.query.as_of ?? storedFor;
      return success(request, await dashboardOverview(context.db, request.access!, { today, storedFor, shipId: request.query.ship_id ?? null }));
    },
  });
}

/** The morning dashboard's numbers (`GET /admin/dashboard/overview`). */
export const manifest: ModuleManifest = {
  name: 'dashboard',
  version: '1.0.0',
  title: { 'zh-cn': '控制台', en: 'Dashboard' },
  dependsOn: ['fleet', 'crew', 'cert', 'todo'],
  menus: MENUS,
  routes: dashboardRoutes,
};
