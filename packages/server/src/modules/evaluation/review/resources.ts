import { inArray } from 'drizzle-orm';
import { managementReviewDecisionDescription, managementReviewDescription, type ReviewDecisionView } from '@vessel/contract';
import type { Db } from '../../../db/client.js';
import { companyToday } from '../../../platform/company-today.js';
import { ApiError, fieldError } from '../../../platform/envelope.js';
import { NUMBERING } from '../../../platform/numbering.js';
import type { ResourceBinding, Row, WriteContext } from '../../../platform/resource/define.js';
import { describedResource } from '../../../platform/resource/described.js';
import { service } from '../../../platform/services.js';
import { decisionStates } from './decisions.js';
import { managementReviewDecision } from './tables.js';

const TABLES: Readonly<Record<string, string>> = { 'auth.Admin': 'admin', 'evaluation.Review': 'management_review' };
const tableOf = (resource: string) => TABLES[resource];

const reviewResource = describedResource(managementReviewDescription, tableOf);
// The decisions are written by the review's `decide` step and read with the review: the table, no list of its own.
const decisionResource = describedResource(managementReviewDecisionDescription, tableOf);

/** The part's tables (migrations 04xx: the review part's prefix within the evaluation module). */
export const REVIEW_MIGRATIONS = [
  { ...reviewResource.migration, name: '0401_management_review' },
  { ...decisionResource.migration, name: '0402_management_review_decision' },
];

/** Fields a held review keeps as they were: what the inputs were gathered for. */
const FROZEN_FIELDS = ['period_from', 'period_to', 'meeting_date', 'chair_id', 'attendee_ids'] as const;
const EDITABLE = managementReviewDescription.def.fields.filter((field) => field.form !== 'none').map((field) => field.name);

async function reviewColumns(values: Record<string, unknown>, context: WriteContext): Promise<Record<string, unknown>> {
  const { existing, mode, tx, request } = context;
  const columns: Record<string, unknown> = {};
  for (const name of EDITABLE) if (values[name] !== undefined) columns[name] = values[name];
  const record = { ...(existing ?? {}), ...columns } as Record<string, unknown>;
  const held = existing && !['planned', 'inputs_collected'].includes(String(existing.status));
  if (held && FROZEN_FIELDS.some((name) => columns[name] !== undefined && JSON.stringify(columns[name]) !== JSON.stringify(existing[name]))) {
    throw new ApiError('evaluation.review.frozen');
  }
  if (typeof record.period_from === 'string' && typeof record.period_to === 'string' && record.period_to < record.period_from) {
    throw fieldError('period_to', 'evaluation.review.periodOrder');
  }
  if (mode === 'add') columns.review_no = await service(NUMBERING).next(tx, { bizType: 'mr', shipId: null, date: await companyToday(request) });
  return columns;
}

/** Each review with its decisions and the state of what each made (to-do or NCR). */
async function withDecisions(rows: Row[], db: Db): Promise<Row[]> {
  if (!rows.length) return rows;
  const decisions = await db.select().from(managementReviewDecision).where(inArray(managementReviewDecision.review_id, rows.map((row) => row.id)));
  const states = await decisionStates(db, decisions);
  const byReview = new Map<string, ReviewDecisionView[]>();
  for (const view of states) byReview.set(view.review_id, [...(byReview.get(view.review_id) ?? []), view]);
  return rows.map((row) => ({ ...row, decisions: byReview.get(row.id) ?? [] }));
}

const labelled = reviewResource.binding.present;
export const reviewBinding: ResourceBinding = {
  ...reviewResource.binding,
  toColumns: reviewColumns,
  // The kit's labels of the people first (chair_id_label...), then the decisions.
  present: async (rows, db) => withDecisions(labelled ? await labelled(rows, db) : rows, db),
  // A held review is the ISM 12 record, its decisions' to-dos and NCRs live on: it stays (a planned one may go).
  beforeDelete: async (rows) => {
    if (rows.some((row) => !['planned', 'inputs_collected'].includes(String(row.status)))) throw new ApiError('evaluation.review.frozen');
  },
};
