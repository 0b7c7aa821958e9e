import { and, eq, gte, inArray, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import { addDays, isManualCertificateStatus, MANUAL_CERTIFICATE_STATUSES, tileFilter, type DashboardTile, type TileLevel } from '@vessel/contract';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import type { AdminAccess } from '../../platform/authorization.js';
import { tileLevel, type DashboardTiles } from '../../platform/dashboard.js';
import { statusOf, surveyState } from './certificate-state.js';
import { certificate, certificateSurvey, certificateType } from './tables.js';

const CERTIFICATES = '/admin/cert/certificate';
const SURVEYS = '/admin/cert/certificateSurvey';

/** A count query's scope: the caller's departments (null: everything). */
function within(column: PgColumn, access: AdminAccess): SQL | undefined {
  if (access.visibility.kind === 'all') return undefined;
  return access.visibility.departmentIds.length ? inArray(column, access.visibility.departmentIds) : sql`false`;
}

async function countOf(db: Db, table: typeof certificate | typeof certificateSurvey, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table).where(where);
  return Number(row?.n ?? 0);
}

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
 * The certificates' tiles of the morning dashboard (DOMAIN.md §5): expired and endorsement overdue (red
 * flags); expiring within 30/60/90 days and survey windows open (due soon). Every count is within the
 * caller's data scope and comes with the link of the list it counts (path + table-state query).
 * `today` may be another day than `storedFor`, the day the stored statuses were computed for (as_of):
 * then the certificate and window counts are judged by their dates for that day, not by stored statuses,
 * and so are their links: expiry and window dates instead of the stored status or state. An overdue
 * endorsement then opens the windows closed unendorsed before that day (what has to be endorsed), as no
 * stored column of the certificate says "overdue on that day".
 */
export const certDashboardTiles: DashboardTiles = {
  async tiles(db, { access, today, shipId, storedFor }) {
    const byDates = storedFor !== undefined && storedFor !== today;
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

    const overdueTile = async (): Promise<DashboardTile> => {
      const tile = await certTile('cert.endorsementOverdue', eq(certificate.status, 'endorsement_overdue'), tileFilter('status', 'eq', 'endorsement_overdue'), 'critical', (row) => row.statusOn === 'endorsement_overdue');
      if (!byDates) return tile;
      const query = { ...shipQuery, ...tileFilter('window_end', 'RANGE', `,${yesterday}`), ...unendorsed, ...endorsements, order: 'window_end,asc' };
      return { ...tile, link: { path: SURVEYS, query } };
    };

    return {
      red_flags: [
        await certTile(
          'cert.expired',
          eq(certificate.status, 'expired'),
          byDates ? { ...tileFilter('expiry_date', 'RANGE', `,${yesterday}`), ...inForce } : tileFilter('status', 'eq', 'expired'),
          'critical',
          (row) => row.statusOn === 'expired',
        ),
        await overdueTile(),
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
      ],
    };
  },
};
