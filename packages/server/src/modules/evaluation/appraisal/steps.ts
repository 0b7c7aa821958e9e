import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { APPRAISAL_CRITERIA, APPRAISAL_STEP_FROM, scoreField } from '@vessel/contract';
import type { Db } from '../../../db/client.js';
import { authorities } from '../../../platform/authorities.js';
import type { AdminAccess } from '../../../platform/authorization.js';
import { ApiError } from '../../../platform/envelope.js';
import type { Row } from '../../../platform/resource/define.js';
import { service } from '../../../platform/services.js';
import { SHIP_DIRECTORY } from '../../../platform/ships.js';
import { defineStep, type StepDefinition } from '../../../platform/resource/steps.js';
import { assignmentJudged } from './resources.js';
import { crewAppraisal, type AppraisalRow } from './tables.js';

const resource = 'evaluation.Appraisal';
const body = z.strictObject({ id: z.string().uuid({ error: 'validate.invalid' }) });
const from = (states: readonly string[]) => ({ field: 'status', states, refusal: 'record.stepNotAllowed' as const });

async function update(tx: Db, appraisalId: string, columns: Partial<typeof crewAppraisal.$inferInsert>): Promise<Row> {
  const [after] = await tx.update(crewAppraisal).set({ ...columns, updated_at: new Date() }).where(eq(crewAppraisal.id, appraisalId)).returning();
  return after as unknown as Row;
}

/** Engine ranks are appraised by the chief engineer, so the master countersigns (decided by the rank's ship department). */
async function needsCountersign(tx: Db, appraisal: AppraisalRow): Promise<boolean> {
  return (await assignmentJudged(tx, appraisal.assignment_id))?.department === 'engine';
}


/**
 * Who countersigns: the master of that ship (a leader of the ship's department, as approvals' `ship_master`
 * finds him) or someone ashore holding the step's right; another ship's crew may not, whatever their rights.
 */
async function mayCountersign(tx: Db, appraisal: AppraisalRow, access: AdminAccess): Promise<boolean> {
  if (access.isSuper) return true;
  if (appraisal.dept_id && (await authorities.shipMasters(tx, appraisal.dept_id)).includes(access.admin.id)) return true;
  const ownDept = access.admin.department_id;
  return !ownDept || (await service(SHIP_DIRECTORY).inService(tx, { deptIds: [ownDept] })).length === 0;
}

const answer = ({ rows }: { rows: Row[] }) => ({ data: { row: rows[0] }, message: 'evaluation.appraisal.updated' as const, params: { appraisal: String(rows[0]!.label ?? '') } });

/**
 * The appraisal's course (DOMAIN.md §4.11): submitted once every criterion is scored; an engine rank's
 * appraisal is countersigned by the master; the office reviews it (after the countersign where one is due).
 */
export function appraisalSteps(): StepDefinition[] {
  return [
    defineStep({
      resource,
      name: 'submit',
      input: body,
      mode: 'all',
      from: from(APPRAISAL_STEP_FROM.submit),
      async run({ rows, tx, access }) {
        const appraisal = rows[0] as unknown as AppraisalRow;
        const missing = APPRAISAL_CRITERIA.filter((criterion) => appraisal[scoreField(criterion)] === null).length;
        if (missing > 0) throw new ApiError('evaluation.appraisal.notScored', { params: { count: missing } });
        return [await update(tx, appraisal.id, { status: 'submitted', submitted_at: new Date(), appraiser_id: appraisal.appraiser_id ?? access.admin.id })];
      },
      answer,
    }),
    defineStep({
      resource,
      name: 'countersign',
      input: body,
      mode: 'all',
      from: from(APPRAISAL_STEP_FROM.countersign),
      async run({ rows, tx, access }) {
        const appraisal = rows[0] as unknown as AppraisalRow;
        if (!(await needsCountersign(tx, appraisal))) throw new ApiError('evaluation.appraisal.noCountersign');
        if (!(await mayCountersign(tx, appraisal, access))) throw new ApiError('evaluation.appraisal.notCountersigner');
        return [await update(tx, appraisal.id, { status: 'countersigned', countersigned_by: access.admin.id, countersigned_at: new Date() })];
      },
      answer,
    }),
    defineStep({
      resource,
      name: 'review',
      input: body,
      mode: 'all',
      from: from(APPRAISAL_STEP_FROM.review),
      async run({ rows, tx }) {
        const appraisal = rows[0] as unknown as AppraisalRow;
        if (appraisal.status === 'submitted' && (await needsCountersign(tx, appraisal))) throw new ApiError('evaluation.appraisal.countersignFirst');
        return [await update(tx, appraisal.id, { status: 'office_reviewed', reviewed_at: new Date() })];
      },
      answer,
    }),
  ];
}
