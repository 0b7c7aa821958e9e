import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ApiError } from '../../platform/envelope.js';
import { alert } from '../../platform/alert/tables.js';
import type { Row } from '../../platform/resource/define.js';
import { defineStep, type StepDefinition } from '../../platform/resource/steps.js';

/**
 * Acknowledging is a person saying "seen, on it": the alert closes; its to-do stays until the work is
 * done. The first acknowledgement is the record; alerts acknowledged already are left as they are, and
 * a call that finds none left to acknowledge answers not found.
 */
const ack = defineStep({
  resource: 'alert.Alert',
  name: 'ack',
  input: z.strictObject({ ids: z.array(z.string().uuid()).min(1).max(200) }),
  mode: 'all',
  async run({ rows, tx, access }) {
    const open = rows.filter((row) => row.ack_at === null);
    if (open.length === 0) throw new ApiError('record.notFound', { status: 404 });
    const now = new Date();
    return (await tx
      .update(alert)
      .set({ ack_by: access.admin.id, ack_at: now, closed_at: sql`coalesce(${alert.closed_at}, ${now})` })
      .where(inArray(alert.id, open.map((row) => row.id)))
      .returning()) as Row[];
  },
  answer: ({ rows }) => ({ data: { count: rows.length }, message: 'alert.acknowledged', params: { count: rows.length } }),
});

export const ALERT_STEPS: readonly StepDefinition[] = [ack];
