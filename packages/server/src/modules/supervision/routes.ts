import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { idQuery, type VisitDetailAnswer } from '@vessel/contract';
import { CHECKLISTS } from '../../platform/checklists.js';
import { ApiError, success } from '../../platform/envelope.js';
import type { ModuleContext } from '../../platform/module.js';
import { answers } from '../../platform/openapi.js';
import { withLabels } from '../../platform/record-labels.js';
import { scopeCondition } from '../../platform/resource/visibility.js';
import { optionalService } from '../../platform/services.js';
import { ncrStatesOf } from './ncr.js';
import { visit, visitFinding } from './tables.js';

/**
 * What the kit cannot describe: one superintendent's visit whole for its page, with its checklist template
 * (read through the settings' service, which the visit's readers need no right of) and its findings' NCRs.
 */
export function supervisionRoutes(app: FastifyInstance, context: ModuleContext): void {
  app.withTypeProvider<ZodTypeProvider>().get('/admin/supervision.Visit/detail', {
    config: { auth: 'admin', right: 'supervision/visit/index' },
    schema: { tags: ['supervision'], summary: "One superintendent's visit whole: its checklist with the answers, its findings and their NCRs", querystring: idQuery, response: answers(z.unknown()) },
    handler: async (request) => {
      const scope = scopeCondition(context.registry.resource('supervision.Visit')!, request.access!);
      const [row] = await context.db.select().from(visit).where(and(eq(visit.id, request.query.id), scope));
      if (!row) throw new ApiError('record.notFound', { status: 404 });
      const templateId = row.checklist_template_id;
      const template = templateId ? ((await optionalService(CHECKLISTS)?.byIds(context.db, [templateId]))?.get(templateId) ?? null) : null;
      const findings = await context.db.select().from(visitFinding).where(eq(visitFinding.visit_id, row.id)).orderBy(asc(visitFinding.created_at));
      const states = await ncrStatesOf(context.db, findings.some((finding) => finding.ncr_id) ? [{ source: 'superintendent', id: row.id }] : []);
      const [labelled] = await withLabels(context.db, [row as unknown as Record<string, unknown>], { ship_id: 'ship', inspector_admin_id: 'admin' });
      const answer: VisitDetailAnswer = {
        visit: labelled as VisitDetailAnswer['visit'],
        checklist: template ? { id: template.id, code: template.code, name_en: template.name_en, name_zh: template.name_zh, version: template.version, sections: template.sections } : null,
        findings: findings.map((finding) => {
          const state = finding.ncr_id ? states.get(finding.ncr_id) : undefined;
          return { ...finding, ncr_no: state?.ncr_no ?? null, ncr_status: state?.status ?? null };
        }),
      };
      return success(request, answer);
    },
  });
}
