import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { ApiError } from '../../platform/envelope.js';
import type { ModuleContext } from '../../platform/module.js';
import type { Row } from '../../platform/resource/define.js';
import { defineStep, type StepDefinition } from '../../platform/resource/steps.js';
import { DETENTION_SOURCE } from './alert-source.js';
import { raiseFindingNcr, raiseInspectionNcr, raiseItemNcr, visitOf } from './ncr.js';
import { inspectionById } from './resources.js';
import { refreshInspection } from './rules.js';
import { inspection, inspectionItem, visitFinding, type InspectionItemRow, type VisitFindingRow } from './tables.js';

/** The selected records of a raise: ids only. */
const raiseBody = z.strictObject({ ids: z.array(z.string().uuid({ error: 'validate.invalid' })).min(1).max(200) });

const messages = { done: 'supervision.ncrDone', refused: 'supervision.ncrRefused' } as const;

/**
 * Raising NCRs (DOMAIN.md §4.12 "items mapped to NCR"): one per deficiency, one per inspection, one per
 * visit finding, each through the NCR pipeline inside the row's own transaction and never twice (a row
 * that has its NCR is refused with its number; the others go ahead).
 */
export function supervisionSteps(context: ModuleContext): StepDefinition[] {
  return [
    defineStep({
      resource: 'supervision.InspectionItem',
      name: 'raiseNcr',
      input: raiseBody,
      mode: 'each',
      messages,
      async run({ rows, tx, access }) {
        const item = rows[0] as unknown as InspectionItemRow;
        const head = await inspectionById(tx, item.inspection_id);
        if (!head) throw new ApiError('record.notFound');
        await raiseItemNcr(tx, head, item, access);
        const [after] = await tx.select().from(inspectionItem).where(eq(inspectionItem.id, item.id));
        return [after as unknown as Row];
      },
    }),
    defineStep({
      resource: 'supervision.Inspection',
      name: 'raiseNcr',
      input: raiseBody,
      mode: 'each',
      messages,
      async run({ rows, tx, access }) {
        const head = await inspectionById(tx, rows[0]!.id);
        if (!head) throw new ApiError('record.notFound');
        await raiseInspectionNcr(tx, head, access);
        await refreshInspection(tx, head.id);
        const [after] = await tx.select().from(inspection).where(eq(inspection.id, head.id));
        return [after as unknown as Row];
      },
      committed: async (rows) => context.alerts.reconcile(DETENTION_SOURCE, rows.map((row) => row.id)),
    }),
    defineStep({
      resource: 'supervision.VisitFinding',
      name: 'raiseNcr',
      input: raiseBody,
      mode: 'each',
      messages,
      async run({ rows, tx, access }) {
        const finding = rows[0] as unknown as VisitFindingRow;
        const head = await visitOf(tx, finding.visit_id);
        if (!head) throw new ApiError('record.notFound');
        await raiseFindingNcr(tx, head, finding, access);
        const [after] = await tx.select().from(visitFinding).where(eq(visitFinding.id, finding.id));
        return [after as unknown as Row];
      },
    }),
  ];
}
