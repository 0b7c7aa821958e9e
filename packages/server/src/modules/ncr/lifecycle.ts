import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { addDays, addMonths } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import type { AdminAccess } from '../../platform/authorization.js';
import type { ModuleContext } from '../../platform/module.js';
import type { NcrGrade, NcrSourceType, NcrState, RaiseNcr, RaisedNcr } from '../../platform/ncr-pipeline.js';
import { NUMBERING } from '../../platform/numbering.js';
import { service } from '../../platform/services.js';
import { ncrEvent, ncrReport, type NcrReportRow } from './tables.js';

/** The settings of the area and their first values (DOMAIN.md §4.9: figures kept as settings). */
export const NCR_SETTINGS = {
  /** Days from acceptance to the corrective-action proposal. */
  ncr_ca_proposal_days: 7,
  /** Days from acceptance to the target date, per grade (an observation has none). */
  ncr_major_days: 30,
  ncr_minor_days: 90,
  /** A report on the same ship and clause within this many months is a repeat. */
  ncr_repeat_months: 12,
} as const;
export type NcrSettingName = keyof typeof NCR_SETTINGS;

/**
 * A setting of the area, read through `tx` (inside a write on the embedded database a read on the shared
 * connection would wait for the very transaction it runs in).
 */
export async function ncrSetting(context: ModuleContext, tx: Db, name: NcrSettingName): Promise<number> {
  const value = Number((await context.settings.all(tx)).get(name));
  return Number.isFinite(value) && value >= 0 ? value : NCR_SETTINGS[name];
}

/** The due dates acceptance sets: the proposal's, and the target date by grade unless the source set an earlier one. */
export async function acceptanceDates(context: ModuleContext, tx: Db, grade: NcrGrade, today: string, sourceTarget: string | null) {
  const caProposalDue = addDays(today, await ncrSetting(context, tx, 'ncr_ca_proposal_days'));
  const byGrade = grade === 'observation' ? null : addDays(today, await ncrSetting(context, tx, grade === 'major' ? 'ncr_major_days' : 'ncr_minor_days'));
  const target = sourceTarget && (!byGrade || sourceTarget < byGrade) ? sourceTarget : byGrade;
  return { ca_proposal_due: caProposalDue, target_date: target };
}

/** The latest report on the same ship and clause within the repeat window before `on`, or null. */
export async function repeatOf(context: ModuleContext, tx: Db, report: { shipId: string | null; clauseRef: string; on: string; excludeId?: string }): Promise<string | null> {
  const clause = report.clauseRef.trim();
  if (!report.shipId || !clause) return null;
  const since = addMonths(report.on, -(await ncrSetting(context, tx, 'ncr_repeat_months')));
  const [earlier] = await tx
    .select({ id: ncrReport.id })
    .from(ncrReport)
    .where(
      and(
        eq(ncrReport.ship_id, report.shipId),
        eq(ncrReport.clause_ref, clause),
        // A draft has not been raised yet: it counts from when it was written.
        sql`coalesce(${ncrReport.raised_at}, ${ncrReport.created_at}) >= ${`${since}T00:00:00Z`}::timestamptz`,
        ne(ncrReport.status, 'cancelled'),
        ne(ncrReport.status, 'rejected'),
        report.excludeId ? ne(ncrReport.id, report.excludeId) : undefined,
      ),
    )
    .orderBy(desc(sql`coalesce(${ncrReport.raised_at}, ${ncrReport.created_at})`))
    .limit(1);
  return earlier?.id ?? null;
}

/** One line of the report's history. */
export async function recordEvent(
  tx: Db,
  event: { ncrId: string; action: string; from: string | null; to: string | null; actor: AdminAccess | null; comment?: string },
): Promise<void> {
  await tx.insert(ncrEvent).values({
    ncr_id: event.ncrId,
    action: event.action,
    from_status: event.from,
    to_status: event.to,
    actor_id: event.actor?.admin.id ?? null,
    actor_name: (event.actor?.admin.nickname || event.actor?.admin.username || '').slice(0, 50),
    comment: (event.comment ?? '').slice(0, 2000),
  });
}

type ChangeHandler = (tx: Db, ncr: NcrState & { source_id: string | null }) => Promise<void>;
const changeHandlers = new Map<NcrSourceType, ChangeHandler[]>();

export function onNcrChange(sourceType: NcrSourceType, handler: ChangeHandler): void {
  const handlers = changeHandlers.get(sourceType) ?? [];
  handlers.push(handler);
  changeHandlers.set(sourceType, handlers);
}

export function stateOf(row: NcrReportRow): NcrState {
  return {
    id: row.id,
    ncr_no: row.ncr_no,
    status: row.status,
    grade: row.grade,
    source_item_id: row.source_item_id,
    closed_at: row.closed_at ? row.closed_at.toISOString() : null,
  };
}

/** Tells the source area that one of its NCRs changed state (a finding closes with its NCR). */
export async function notifySource(tx: Db, row: NcrReportRow): Promise<void> {
  for (const handler of changeHandlers.get(row.source_type) ?? []) await handler(tx, { ...stateOf(row), source_id: row.source_id });
}

/** A new report's number, taken within `tx` (gap-free: a rollback gives it back). */
export function nextNcrNo(tx: Db, shipId: string | null, date: string): Promise<string> {
  return service(NUMBERING).next(tx, { bizType: 'ncr', shipId, date });
}

/**
 * Raises a report from a source (NCR_PIPELINE.raise): numbered, repeat-checked, status `raised`, its raise
 * the first line of its history. The source's target date (a PSC action code 17: before departure) is kept.
 */
export async function raiseFromSource(context: ModuleContext, tx: Db, request: RaiseNcr): Promise<RaisedNcr> {
  const today = await context.alerts.today();
  const clause = (request.clauseRef ?? '').trim().slice(0, 40);
  const repeat = await repeatOf(context, tx, { shipId: request.shipId, clauseRef: clause, on: today });
  const now = new Date();
  const [row] = await tx
    .insert(ncrReport)
    .values({
      ncr_no: await nextNcrNo(tx, request.shipId, today),
      ship_id: request.shipId,
      dept_id: request.deptId,
      source_type: request.sourceType,
      source_id: request.sourceId,
      source_item_id: request.sourceItemId,
      type: request.sourceType === 'psc' || request.sourceType === 'fsc' || request.sourceType === 'class' || request.sourceType === 'vetting' ? 'deficiency' : 'non_conformity',
      grade: request.grade,
      clause_ref: clause,
      title: request.title.slice(0, 200),
      description: request.description,
      immediate_action: request.immediateAction ?? '',
      status: 'raised',
      raised_by: request.raisedBy.admin.id,
      raised_at: now,
      target_date: request.targetDate ?? null,
      is_repeat: repeat !== null,
      repeat_of_id: repeat,
      created_by: request.raisedBy.admin.id,
      updated_by: request.raisedBy.admin.id,
    })
    .returning();
  await recordEvent(tx, { ncrId: row!.id, action: 'raise', from: null, to: 'raised', actor: request.raisedBy, comment: request.sourceType });
  return { id: row!.id, ncr_no: row!.ncr_no, is_repeat: row!.is_repeat };
}
