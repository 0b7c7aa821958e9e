import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { approvalTimelineQuery, APPROVAL_STEPS, type ApprovalStepName, type ApprovalTimeline } from '@vessel/contract';
import { z } from 'zod';
import { can } from '../../platform/authorization.js';
import { ApiError, success } from '../../platform/envelope.js';
import { admin } from '../../platform/identity/tables.js';
import type { ModuleContext } from '../../platform/module.js';
import { answers } from '../../platform/openapi.js';
import { approvalEngine } from './engine.js';
import { visibleInstances } from './resources.js';
import { approvalInstance } from './tables.js';

/**
 * GET /admin/approval/timeline?biz_type=&biz_id=: one business record's approvals for the panel its page
 * embeds. Any signed-in administrator may ask, but only about instances they may see (their data scope,
 * or ones they started or were asked to act on), so a record's id alone reveals nothing.
 */
export function approvalRoutes(app: FastifyInstance, context: ModuleContext): void {
  app.get('/admin/approval/timeline', {
    config: { auth: 'admin' },
    schema: {
      tags: ['approval'],
      summary: "A business record's approval: the instance, every act on it, the current approvers and what the caller may do",
      querystring: approvalTimelineQuery,
      response: answers(z.unknown()),
    },
    handler: async (request) => {
      const { biz_type: bizType, biz_id: bizId } = request.query as z.infer<typeof approvalTimelineQuery>;
      const access = request.access!;
      const db = context.db;
      const empty: ApprovalTimeline = { instance: null, records: [], approvers: [], can_act: false, can_cancel: false, actions: [] };
      const all = await db.select({ id: approvalInstance.id }).from(approvalInstance).where(and(eq(approvalInstance.biz_type, bizType), eq(approvalInstance.biz_id, bizId)));
      if (all.length === 0) return success(request, empty);
      const visible = new Set(
        (await db.select({ id: approvalInstance.id }).from(approvalInstance).where(and(eq(approvalInstance.biz_type, bizType), eq(approvalInstance.biz_id, bizId), visibleInstances(access)))).map((row) => row.id),
      );
      if (visible.size === 0) throw new ApiError('record.notFound', { status: 404 });

      const instance = (await approvalEngine.current(db, bizType, bizId))!;
      const records = (await approvalEngine.timeline(db, bizType, bizId)).filter((record) => visible.has(record.instance_id));
      const approverIds = visible.has(instance.id) ? await approvalEngine.approvers(db, instance) : [];
      const nameIds = [...new Set([...approverIds, ...records.map((record) => record.transfer_to).filter((id): id is string => !!id)])];
      const names = new Map(
        nameIds.length ? (await db.select({ id: admin.id, nickname: admin.nickname, username: admin.username }).from(admin).where(inArray(admin.id, nameIds))).map((row) => [row.id, row.nickname || row.username]) : [],
      );
      const me = access.admin.id;
      const pending = visible.has(instance.id) && instance.status === 'pending';
      const approver = pending && (access.isSuper || approverIds.includes(me));
      const step = instance.steps.find((candidate) => candidate.order === instance.current_step);
      const allowed = (name: ApprovalStepName): boolean => {
        if (!can(access, `approval/instance/${name}`)) return false;
        if (name === 'cancel') return pending && (instance.started_by === me || access.isSuper);
        if (!approver) return false;
        if (name === 'reject') return !!step?.can_reject;
        if (name === 'return') return !!step?.can_return;
        return true;
      };
      const actions = APPROVAL_STEPS.filter(allowed);
      const answer: ApprovalTimeline = {
        instance: visible.has(instance.id)
          ? {
              id: instance.id,
              title: instance.title,
              status: instance.status,
              current_step: instance.current_step,
              steps: instance.steps.map(({ order, title_en, title_zh, approver_kind, can_reject, can_return }) => ({ order, title_en, title_zh, approver_kind, can_reject, can_return })),
              started_by: instance.started_by,
              transferred_to: instance.transferred_to,
            }
          : null,
        records: records.map((record) => ({
          id: record.id,
          instance_id: record.instance_id,
          step: record.step,
          step_title_en: record.step_title_en,
          step_title_zh: record.step_title_zh,
          approver_id: record.approver_id,
          approver_name: record.approver_name,
          action: record.action,
          comment: record.comment,
          to_step: record.to_step,
          transfer_to: record.transfer_to,
          transfer_to_name: record.transfer_to ? (names.get(record.transfer_to) ?? '') : null,
          acted_at: record.acted_at,
        })),
        approvers: approverIds.map((id) => ({ id, name: names.get(id) ?? '' })),
        can_act: actions.some((name) => name !== 'cancel'),
        can_cancel: actions.includes('cancel'),
        actions,
      };
      return success(request, answer);
    },
  });
}
