import { sql } from 'drizzle-orm';
import { APPRAISAL_CRITERIA, appraisalDescription, appraisalOverall, scoreField } from '@vessel/contract';
import type { Db } from '../../../db/client.js';
import { ApiError, fieldError } from '../../../platform/envelope.js';
import type { ResourceBinding, WriteContext } from '../../../platform/resource/define.js';
import { describedResource } from '../../../platform/resource/described.js';

const TABLES: Readonly<Record<string, string>> = {
  'auth.Admin': 'admin',
  'auth.Department': 'department',
  'fleet.Ship': 'ship',
  'crew.Assignment': 'crew_assignment',
  'crew.Seafarer': 'seafarer',
  'crew.Position': 'position',
  'evaluation.Appraisal': 'crew_appraisal',
};
const appraisalResource = describedResource(appraisalDescription, (resource) => TABLES[resource]);

/** The part's table (migrations 03xx: the appraisal part's prefix within the evaluation module). */
export const APPRAISAL_MIGRATIONS = [{ ...appraisalResource.migration, name: '0301_crew_appraisal' }];

const EDITABLE = appraisalDescription.def.fields.filter((field) => field.form !== 'none').map((field) => field.name);

export interface AssignmentJudged {
  seafarer_id: string;
  ship_id: string;
  rank_id: string;
  dept_id: string | null;
  label: string;
  department: string;
}

/**
 * The assignment an appraisal judges, with its rank's ship department. The crew offers no service for it
 * yet, so it is read by SQL (the reference to crew.Assignment keeps the row there).
 */
export async function assignmentJudged(db: Db, assignmentId: string): Promise<AssignmentJudged | null> {
  const result = (await db.execute(
    sql`select a.seafarer_id, a.ship_id, a.rank_id, a.dept_id, a.label, p.ship_department as department from crew_assignment a join position p on p.id = a.rank_id where a.id = ${assignmentId}`,
  )) as unknown as { rows: AssignmentJudged[] };
  return result.rows[0] ?? null;
}

async function appraisalColumns(values: Record<string, unknown>, context: WriteContext): Promise<Record<string, unknown>> {
  const { existing, tx } = context;
  if (existing && existing.status !== 'draft') throw new ApiError('evaluation.appraisal.locked');
  const columns: Record<string, unknown> = {};
  for (const name of EDITABLE) if (values[name] !== undefined) columns[name] = values[name];
  const record = { ...(existing ?? {}), ...columns } as Record<string, unknown>;
  const judged = await assignmentJudged(tx, String(record.assignment_id));
  if (!judged) throw fieldError('assignment_id', 'record.notFound');
  if (String(record.period_to) < String(record.period_from)) throw fieldError('period_to', 'evaluation.appraisal.periodInvalid');
  if ((record.recommend_rehire === 'no' || record.recommend_rehire === 'conditional') && !String(record.rehire_reason ?? '').trim()) {
    throw fieldError('rehire_reason', 'evaluation.appraisal.reasonRequired');
  }
  if (record.recommend_promotion === true && !record.promotion_rank_id) throw fieldError('promotion_rank_id', 'evaluation.appraisal.promotionRankRequired');
  if (record.occasion === 'end_of_contract') {
    const others = (await tx.execute(
      sql`select 1 from crew_appraisal where assignment_id = ${String(record.assignment_id)} and occasion = 'end_of_contract' and id <> ${String(existing?.id ?? '00000000-0000-0000-0000-000000000000')}`,
    )) as unknown as { rows: unknown[] };
    if (others.rows.length) throw fieldError('assignment_id', 'evaluation.appraisal.endOfContractTaken');
  }
  columns.seafarer_id = judged.seafarer_id;
  columns.ship_id = judged.ship_id;
  columns.rank_id = judged.rank_id;
  columns.dept_id = judged.dept_id;
  columns.label = `${judged.label} · ${String(record.period_to)}`.slice(0, 200);
  columns.overall = appraisalOverall(APPRAISAL_CRITERIA.map((criterion) => record[scoreField(criterion)] as number | null | undefined));
  return columns;
}

export const appraisalBinding: ResourceBinding = { ...appraisalResource.binding, toColumns: appraisalColumns };
