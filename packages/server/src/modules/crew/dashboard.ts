import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { LIVE_STATUSES, SHIP_IDS_PARAM, addDays, type DashboardTile, type TileLevel } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { manningGaps } from './alert-sources.js';
import { DocumentsHeld, validUntil } from './documents-held.js';
import { crewAssignment, crewContract } from './tables.js';

/** The morning dashboard's view of the crew (DOMAIN.md §5), within the caller's departments. */
export interface CrewDashboardInput {
  today: string;
  /** The caller's visible departments, 'all' when unscoped. */
  deptIds: readonly string[] | 'all';
  shipId?: string;
}

/** Contracts that end within this many days without a relief count on the tile. */
const RELIEF_HORIZON_DAYS = 60;

const TRACKING = '/admin/crew/assignment';
const SEAFARER_DOCUMENTS = '/admin/crew/seafarerDocument';
/** Matches no document: the link of a tile that counts none (an empty `IN` would be no filter at all). */
const NO_DOCUMENT = '00000000-0000-0000-0000-000000000000';

function scoped(column: typeof crewAssignment.dept_id, input: CrewDashboardInput): SQL | undefined {
  if (input.deptIds === 'all') return undefined;
  return input.deptIds.length ? inArray(column, [...input.deptIds]) : sql`false`;
}

function level(count: number, whenSome: TileLevel): TileLevel {
  return count === 0 ? 'ok' : whenSome;
}

const noRelief = sql`not exists (select 1 from crew_assignment r where r.relieves_assignment_id = ${crewAssignment.id} and r.status in (${sql.join(LIVE_STATUSES.map((s) => sql`${s}`), sql`, `)}))`;
const contractEnd = sql`coalesce(${crewContract.planned_end_date}, ${crewAssignment.planned_sign_off_date})`;

export async function crewDashboardTiles(db: Db, input: CrewDashboardInput): Promise<{
  contractsEndingWithoutRelief: DashboardTile;
  crewDocumentsExpiredOnBoard: DashboardTile;
  crewDocumentsExpiringDuringAssignment: DashboardTile;
  safeManningGaps: DashboardTile;
}> {
  const ship = input.shipId ? eq(crewAssignment.ship_id, input.shipId) : undefined;
  const [ending] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(crewAssignment)
    .leftJoin(crewContract, eq(crewContract.id, crewAssignment.contract_id))
    .where(and(eq(crewAssignment.status, 'onboard'), noRelief, sql`${contractEnd} <= ${addDays(input.today, RELIEF_HORIZON_DAYS)}`, ship, scoped(crewAssignment.dept_id, input)));

  // The documents are the certificate area's, the periods the crew's: the periods first, then every live
  // document of their seafarers in one read, judged here.
  const periods = await db
    .select({
      seafarer_id: crewAssignment.seafarer_id,
      status: crewAssignment.status,
      planned_join_date: crewAssignment.planned_join_date,
      sign_on_date: crewAssignment.sign_on_date,
      planned_sign_off_date: crewAssignment.planned_sign_off_date,
    })
    .from(crewAssignment)
    .where(and(inArray(crewAssignment.status, ['nominated', 'approved', 'pre_joining', 'onboard']), ship, scoped(crewAssignment.dept_id, input)));
  const held = await DocumentsHeld.of(db, periods.map((period) => period.seafarer_id));
  const byExpiry = (a: { id: string; expiry: string }, b: { id: string; expiry: string }) => (a.expiry < b.expiry ? -1 : a.expiry > b.expiry ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const distinct = (docs: { id: string; expiry: string }[]) => [...new Map(docs.map((doc) => [doc.id, doc])).values()].sort(byExpiry);

  // A red flag (DOMAIN.md §5 row 1): a seafarer on board today whose document has expired and not been
  // renewed sails without it; a port state control inspection would find it.
  const expired = distinct(
    periods
      .filter((period) => period.status === 'onboard')
      .flatMap((period) => held.expiring(period.seafarer_id))
      .filter((doc) => validUntil(doc)! < input.today && !held.renewedBy(doc, input.today))
      .map((doc) => ({ id: doc.id, expiry: doc.expiry_date! })),
  );

  const expiring = distinct(
    periods.flatMap((period) =>
      held
        .expiring(period.seafarer_id)
        .filter((doc) => {
          const until = validUntil(doc)!;
          // Still valid today (expired ones of the crew on board are the red flag above), and valid at joining.
          return until < period.planned_sign_off_date && until >= input.today && until >= (period.sign_on_date ?? period.planned_join_date) && !held.renewedBy(doc, period.planned_sign_off_date);
        })
        .map((doc) => ({ id: doc.id, expiry: doc.expiry_date! })),
    ),
  );

  const gaps = await manningGaps(db, { ...(input.shipId ? { shipIds: [input.shipId] } : {}), deptIds: input.deptIds });
  const gapCount = gaps.reduce((sum, entry) => sum + entry.short.length, 0);
  const shipQuery: Record<string, string> = input.shipId ? { ship_id: input.shipId } : {};

  return {
    contractsEndingWithoutRelief: {
      key: 'crew.contractsEndingWithoutRelief',
      count: Number(ending?.n ?? 0),
      level: level(Number(ending?.n ?? 0), 'warn'),
      // The tracking page takes several ships (`ship_ids`): the dashboard's fleet-group and ship-type filters narrow it through that.
      link: { path: TRACKING, query: { view: 'tracking', relief_due_days: String(RELIEF_HORIZON_DAYS), ...shipQuery }, shipsParam: SHIP_IDS_PARAM },
    },
    crewDocumentsExpiredOnBoard: {
      key: 'crew.documentsExpiredOnBoard',
      count: expired.length,
      level: level(expired.length, 'critical'),
      link: { path: SEAFARER_DOCUMENTS, query: { 'search.id': `IN:${expired.length ? expired.map((row) => row.id).join(',') : NO_DOCUMENT}`, order: 'expiry_date,asc' } },
    },
    crewDocumentsExpiringDuringAssignment: {
      key: 'crew.documentsExpiringDuringAssignment',
      count: expiring.length,
      level: level(expiring.length, 'warn'),
      // Exactly the documents counted (not the to-dos the alert job raised for them, which follow its own
      // horizon): the tile's number is the length of the list it opens.
      link: { path: SEAFARER_DOCUMENTS, query: { 'search.id': `IN:${expiring.length ? expiring.map((row) => row.id).join(',') : NO_DOCUMENT}`, order: 'expiry_date,asc' } },
    },
    safeManningGaps: {
      key: 'crew.safeManningGaps',
      count: gapCount,
      level: level(gapCount, 'critical'),
      // A ship's timeline shows its positions short today; with several ships short it opens on the first
      // and names the others (`short_ships`), whose numbers add up to the tile's.
      link: {
        path: TRACKING,
        query: {
          view: 'timeline',
          ...(gaps[0] ? { ship_id: input.shipId ?? gaps[0].ship.id } : shipQuery),
          ...(gaps.length > 1 ? { short_ships: gaps.map((entry) => entry.ship.id).join(',') } : {}),
        } as Record<string, string>,
      },
    },
  };
}
