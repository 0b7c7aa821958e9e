import { inArray } from 'drizzle-orm';
import { copyTreeBody, counterStepBodies, type CopyTreeBody, type CounterReadBody, type CounterResetBody } from '@vessel/contract';
import { companyToday } from '../../../platform/company-today.js';
import { fieldError } from '../../../platform/envelope.js';
import type { Row } from '../../../platform/resource/define.js';
import { defineStep, type StepDefinition } from '../../../platform/resource/steps.js';
import { service } from '../../../platform/services.js';
import { SHIP_DIRECTORY } from '../../../platform/ships.js';
import { copyTree } from './copy-tree.js';
import { recordReading, resetCounter } from './jobs.js';
import { component, type ComponentRow } from './tables.js';

/**
 * The counter's readings and resets (rights `pms/counter/read`, `pms/counter/reset`) and the copy of an
 * equipment tree to a sister ship (`pms/component/copyTree`): each in one transaction, refused whole.
 */
export const equipmentSteps: StepDefinition[] = [
  defineStep<CounterReadBody>({
    resource: 'pms.Counter',
    name: 'read',
    input: counterStepBodies.read,
    mode: 'all',
    async run({ rows, input, tx, request, access }) {
      const today = await companyToday(request);
      const outcome = await recordReading(tx, rows[0]!.id as string, { value: input.value, read_at: input.read_at, by: access.admin.id, remark: input.remark ?? null, today });
      return { rows: [outcome.counter as unknown as Row], value: outcome.jobs };
    },
    answer: (outcome) => ({ data: { row: outcome.rows[0] }, message: 'pms.readingSaved', params: { value: Number(outcome.rows[0]?.current_value), jobs: Number(outcome.value) } }),
  }),
  defineStep<CounterResetBody>({
    resource: 'pms.Counter',
    name: 'reset',
    input: counterStepBodies.reset,
    mode: 'all',
    async run({ rows, input, tx, request, access }) {
      const today = await companyToday(request);
      const outcome = await resetCounter(tx, rows[0]!.id as string, { value: input.value, read_at: input.read_at, reason: input.reason, by: access.admin.id, remark: input.remark ?? null, today });
      return { rows: [outcome.counter as unknown as Row], value: outcome.jobs };
    },
    answer: (outcome) => ({ data: { row: outcome.rows[0] }, message: 'pms.counterReset', params: { value: Number(outcome.rows[0]?.current_value), jobs: Number(outcome.value) } }),
  }),
  defineStep<CopyTreeBody>({
    resource: 'pms.Component',
    name: 'copyTree',
    input: copyTreeBody,
    mode: 'all',
    async run({ rows, input, tx, request, access }) {
      // The target ship must be one the caller may see, like the ship of a record they add.
      const target = await service(SHIP_DIRECTORY).visibleTo(tx, input.target_ship_id, access);
      if (!target) throw fieldError('target_ship_id', 'record.notFound');
      const selected = await tx.select().from(component).where(inArray(component.id, rows.map((row) => row.id as string)));
      const outcome = await copyTree(tx, selected as ComponentRow[], target, { by: access.admin.id, today: await companyToday(request) });
      // The step's rows are the sources (unchanged); the counts say what was made.
      return { rows, value: outcome };
    },
    answer: (outcome) => {
      const made = outcome.value as { components: number; counters: number; jobs: number; roots: ComponentRow[] };
      return { data: { roots: made.roots }, message: 'pms.copyTreeDone', params: { components: made.components, counters: made.counters, jobs: made.jobs } };
    },
  }),
];
