import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { idQuery, NCR_ACTION_STEPS, NCR_REPORT_STEPS } from '@vessel/contract';
import { APPROVALS, type ApprovalInstance, type ApprovalRecord } from '../../platform/approvals.js';
import { can } from '../../platform/authorization.js';
import { ApiError, success } from '../../platform/envelope.js';
import type { ModuleContext } from '../../platform/module.js';
import { answers } from '../../platform/openapi.js';
import { scopeCondition } from '../../platform/resource/visibility.js';
import type { Row } from '../../platform/resource/define.js';
import { optionalService } from '../../platform/services.js';
import { ACTION_PLANNING_STATES, actionBinding, EDITABLE_REPORT_STATES } from './resources.js';
import { NCR_FLOWS } from './steps.js';
import { ncrAction, ncrEvent, ncrReport } from './tables.js';

/** Where each step starts from (the steps declare the same; the page offers only what would be accepted). */
const REPORT_STEP_STATES: Record<(typeof NCR_REPORT_STEPS)[number], readonly string[]> = {
  submit: ['draft'],
  masterReview: ['raised'],
  accept: ['raised', 'submitted_to_office'],
  reject: ['raised', 'submitted_to_office'],
  proposeCa: ['accepted'],
  verify: ['pending_verification'],
  reopen: ['closed'],
  requestExtension: ['accepted', 'ca_proposed', 'ca_in_progress'],
  cancel: ['draft', 'raised', 'submitted_to_office', 'accepted'],
};
const ACTION_STEP_STATES: Record<(typeof NCR_ACTION_STEPS)[number], readonly string[]> = {
  start: ['open', 'rejected'],
  complete: ['open', 'in_progress', 'rejected'],
  verify: ['done'],
  reject: ['done', 'verified'],
};

/**
 * `GET /admin/ncr.Report/detail?id=`: the report page in one answer: the report, its actions, its history,
 * the report it repeats, its approvals (those pending, else the latest) with the timeline of every
 * flow it went through, and the steps the caller may take now (by state and right).
 */
export function ncrDetailRoute(app: FastifyInstance, context: ModuleContext): void {
  const { db } = context;
  app.withTypeProvider<ZodTypeProvider>().get('/admin/ncr.Report/detail', {
    config: { auth: 'admin', right: 'ncr/report/index' },
    schema: { tags: ['ncr'], summary: 'A non-conformance report with its actions, history, approvals and the steps the caller may take', querystring: idQuery, response: answers(z.unknown()) },
    handler: async (request) => {
      const access = request.access!;
      const binding = context.registry.resource('ncr.Report')!;
      const [row] = await db
        .select()
        .from(ncrReport)
        .where(and(eq(ncrReport.id, request.query.id), scopeCondition(binding, access)));
      if (!row) throw new ApiError('record.notFound', { status: 404 });
      const [[report], actionRows, events, repeat] = await Promise.all([
        binding.present!([row as unknown as Row], db),
        db.select().from(ncrAction).where(eq(ncrAction.ncr_id, row.id)).orderBy(asc(ncrAction.due_date), asc(ncrAction.created_at)),
        db.select().from(ncrEvent).where(eq(ncrEvent.ncr_id, row.id)).orderBy(asc(ncrEvent.created_at)),
        row.repeat_of_id ? db.select({ id: ncrReport.id, ncr_no: ncrReport.ncr_no, status: ncrReport.status }).from(ncrReport).where(inArray(ncrReport.id, [row.repeat_of_id])) : Promise.resolve([]),
      ]);
      const actions = await actionBinding.present!(actionRows as unknown as Row[], db);

      const engine = optionalService(APPROVALS);
      const approvals: ApprovalInstance[] = [];
      const timeline: ApprovalRecord[] = [];
      if (engine) {
        const instances: ApprovalInstance[] = [];
        for (const bizType of Object.values(NCR_FLOWS)) {
          const instance = await engine.current(db, bizType, row.id);
          if (instance) instances.push(instance);
          timeline.push(...(await engine.timeline(db, bizType, row.id)));
        }
        timeline.sort((a, b) => a.acted_at.localeCompare(b.acted_at));
        // The pending instances (a corrective action and an extension may wait at once), else the one acted on last.
        const lastActed = timeline.at(-1)?.instance_id;
        const pending = instances.filter((instance) => instance.status === 'pending');
        const latest = instances.find((instance) => instance.id === lastActed) ?? instances[0];
        approvals.push(...(pending.length ? pending : latest ? [latest] : []));
      }
      const verificationPending = approvals.some((instance) => instance.status === 'pending' && instance.biz_type === NCR_FLOWS.verifyMajor);

      const steps = NCR_REPORT_STEPS.filter((step) => {
        if (!can(access, `ncr/report/${step}`) || !REPORT_STEP_STATES[step].includes(row.status)) return false;
        if (step === 'masterReview' && !row.ship_id) return false;
        if (step === 'verify' && verificationPending) return false;
        if (step === 'requestExtension' && (row.requested_extension_to || !(row.extended_to ?? row.target_date))) return false;
        return true;
      });
      const actionsOpen = row.status === 'ca_in_progress' || row.status === 'pending_verification';
      const actionSteps = Object.fromEntries(
        actionRows.map((action) => [
          action.id,
          actionsOpen
            ? NCR_ACTION_STEPS.filter((step) => can(access, `ncr/action/${step}`) && ACTION_STEP_STATES[step].includes(action.status) && (step === 'verify' || step === 'reject' || row.status === 'ca_in_progress'))
            : [],
        ]),
      );
      return success(request, {
        report,
        actions,
        history: events.map((event) => ({ ...event, created_at: event.created_at.toISOString() })),
        repeat_of: repeat[0] ?? null,
        approvals,
        approval_timeline: timeline,
        steps,
        action_steps: actionSteps,
        can: {
          edit: can(access, 'ncr/report/edit') && EDITABLE_REPORT_STATES.includes(row.status),
          add_action: can(access, 'ncr/action/add') && ACTION_PLANNING_STATES.includes(row.status),
          edit_action: can(access, 'ncr/action/edit') && ACTION_PLANNING_STATES.includes(row.status),
          delete_action: can(access, 'ncr/action/del') && ACTION_PLANNING_STATES.includes(row.status),
        },
      });
    },
  });
}
