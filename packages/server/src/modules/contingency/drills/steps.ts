import { eq } from 'drizzle-orm';
import { DRILL_STEP_FROM, drillStepBodies, type DrillDeficiency } from '@vessel/contract';
import type { z } from 'zod';
import { can } from '../../../platform/authorization.js';
import { companyToday } from '../../../platform/company-today.js';
import { fieldError } from '../../../platform/envelope.js';
import { NCR_PIPELINE } from '../../../platform/ncr-pipeline.js';
import type { Row } from '../../../platform/resource/define.js';
import { defineStep, type StepDefinition } from '../../../platform/resource/steps.js';
import { service } from '../../../platform/services.js';
import { checkConducted, drillById, drillTypeOf, isMasterOf, syncParticipants } from './rules.js';
import { drill, type DrillRow } from './tables.js';

type Body<K extends keyof typeof drillStepBodies> = z.infer<(typeof drillStepBodies)[K]>;

const from = (step: keyof typeof DRILL_STEP_FROM) => ({ field: 'status', states: DRILL_STEP_FROM[step], stepKey: `contingency.drillStep.${step}` });

async function update(tx: Parameters<StepDefinition['run']>[0]['tx'], id: string, columns: Partial<DrillRow>): Promise<DrillRow> {
  const [row] = await tx.update(drill).set({ ...columns, updated_at: new Date() }).where(eq(drill.id, id)).returning();
  return row!;
}

/**
 * The drill record's steps (rights `contingency/drill/{step}`): conduct a planned drill, the master's
 * signature, the office's review, cancel, postpone, and a deficiency raised as an NCR.
 */
export const drillsSteps: StepDefinition[] = [
  defineStep<Body<'conduct'>>({
    resource: 'contingency.Drill',
    name: 'conduct',
    input: drillStepBodies.conduct,
    mode: 'all',
    from: from('conduct'),
    async run({ rows, input, tx, request, access }) {
      const current = await drillById(tx, rows[0]!.id as string);
      const today = await companyToday(request);
      const conductedAt = input.conducted_at ?? current.conducted_at ?? today;
      await checkConducted(tx, current.ship_id, conductedAt, today, current.participants);
      const row = await update(tx, current.id, { status: 'done', conducted_at: conductedAt });
      await syncParticipants(tx, row, access.admin.id);
      return [row as unknown as Row];
    },
  }),
  defineStep<Body<'sign'>>({
    resource: 'contingency.Drill',
    name: 'sign',
    input: drillStepBodies.sign,
    // The master of the ship signs without the right; anyone else needs `contingency/drill/sign`.
    right: 'contingency/drill/index',
    mode: 'all',
    from: from('sign'),
    async run({ rows, tx, access }) {
      const current = await drillById(tx, rows[0]!.id as string);
      if (!isMasterOf(access, current) && !can(access, 'contingency/drill/sign')) throw fieldError('id', 'contingency.signNotMaster');
      if (current.master_signed_at) throw fieldError('id', 'contingency.drillAlreadySigned');
      return [(await update(tx, current.id, { master_signed_at: new Date(), master_signed_by: access.admin.id })) as unknown as Row];
    },
  }),
  defineStep<Body<'review'>>({
    resource: 'contingency.Drill',
    name: 'review',
    input: drillStepBodies.review,
    mode: 'all',
    from: from('review'),
    async run({ rows, input, tx, access }) {
      const current = await drillById(tx, rows[0]!.id as string);
      if (!current.master_signed_at) throw fieldError('id', 'contingency.drillNotSigned');
      return [(await update(tx, current.id, { status: 'office_reviewed', office_reviewed_at: new Date(), office_reviewed_by: access.admin.id, review_remark: input.remark ?? null })) as unknown as Row];
    },
  }),
  defineStep<Body<'cancel'>>({
    resource: 'contingency.Drill',
    name: 'cancel',
    input: drillStepBodies.cancel,
    mode: 'all',
    from: from('cancel'),
    async run({ rows, input, tx }) {
      return [(await update(tx, rows[0]!.id as string, { status: 'cancelled', status_reason: input.reason })) as unknown as Row];
    },
  }),
  defineStep<Body<'postpone'>>({
    resource: 'contingency.Drill',
    name: 'postpone',
    input: drillStepBodies.postpone,
    mode: 'all',
    from: from('postpone'),
    async run({ rows, input, tx, request }) {
      const today = await companyToday(request);
      if (input.planned_date < today) throw fieldError('planned_date', 'contingency.postponeInPast', { date: input.planned_date, today });
      return [(await update(tx, rows[0]!.id as string, { status: 'postponed', planned_date: input.planned_date, status_reason: input.reason })) as unknown as Row];
    },
  }),
  defineStep<Body<'raiseNcr'>>({
    resource: 'contingency.Drill',
    name: 'raiseNcr',
    input: drillStepBodies.raiseNcr,
    mode: 'all',
    from: from('raiseNcr'),
    async run({ rows, input, tx, access }) {
      const current = await drillById(tx, rows[0]!.id as string);
      const deficiency = current.deficiencies.find((row) => row.key === input.key);
      if (!deficiency) throw fieldError('key', 'record.notFound');
      if (deficiency.ncr_id) throw fieldError('key', 'contingency.ncrAlreadyRaised', { ncr: deficiency.ncr_no ?? '' });
      const type = await drillTypeOf(tx, current.drill_type_id);
      const raised = await service(NCR_PIPELINE).raise(tx, {
        sourceType: 'drill',
        sourceId: current.id,
        sourceItemId: deficiency.key ?? null,
        shipId: current.ship_id,
        deptId: current.dept_id!,
        grade: deficiency.grade,
        clauseRef: type.regulation_ref ?? null,
        title: `${type.name_en} ${current.conducted_at ?? current.planned_date}: ${deficiency.description}`.slice(0, 200),
        description: deficiency.description,
        raisedBy: access,
      });
      const deficiencies: DrillDeficiency[] = current.deficiencies.map((row) => (row.key === deficiency.key ? { ...row, ncr_id: raised.id, ncr_no: raised.ncr_no } : row));
      return { rows: [(await update(tx, current.id, { deficiencies })) as unknown as Row], value: raised };
    },
    answer: (outcome) => ({ data: { row: outcome.rows[0], ncr: outcome.value }, message: 'contingency.ncrRaised', params: { ncr: (outcome.value as { ncr_no: string }).ncr_no } }),
  }),
];
