import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { alertResource, alertRuleResource } from '@vessel/contract';
import { ApiError, success } from '../../platform/envelope.js';
import type { ModuleContext, ModuleManifest } from '../../platform/module.js';
import { answers } from '../../platform/openapi.js';
import type { ResourceBinding } from '../../platform/resource/define.js';
import { MENUS } from './menus.js';
import { ALERT_STEPS } from './steps.js';
import { withCertificateIds, withLabels } from '../../platform/record-labels.js';
import { AlertScheduler } from '../../platform/alert/scheduler.js';
import { alert, alertRule } from '../../platform/alert/tables.js';

const numbersOf = (value: unknown): number[] =>
  Array.isArray(value) ? [...new Set(value.map(Number).filter((n) => Number.isInteger(n) && n >= 0))].sort((a, b) => b - a) : [];

export const alertRuleBinding: ResourceBinding = {
  def: alertRuleResource,
  table: alertRule,
  present: async (rows) => rows.map((row) => ({ ...row, lead_days: ((row.lead_days as number[]) ?? []).map(String) })),
  async toColumns(values) {
    const columns: Record<string, unknown> = {};
    if (values.lead_days !== undefined) columns.lead_days = numbersOf(values.lead_days);
    for (const name of ['recipients', 'channels', 'status'] as const) if (values[name] !== undefined) columns[name] = values[name];
    return columns;
  },
};

export const alertBinding: ResourceBinding = {
  def: alertResource,
  table: alert,
  scope: { department: alert.dept_id },
  present: async (rows, db) => withCertificateIds(db, await withLabels(db, rows, { ship_id: 'ship', ack_by: 'admin' }), 'biz_type'),
};

function alertRoutes(app: FastifyInstance, context: ModuleContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/admin/alert.Alert/run', {
    config: { auth: 'admin', right: 'alert/alert/run' },
    schema: { tags: ['alert'], summary: 'Raise and close alerts now (the scheduled job, on demand)', response: answers(z.unknown()) },
    handler: async (request) => {
      const outcome = await context.alerts.run();
      if (!outcome.ran) throw new ApiError('alert.busy');
      return success(request, outcome, 'alert.ran', { raised: outcome.raised, closed: outcome.closed, mailed: outcome.mailed });
    },
  });

  // How far the run in progress in this process has come, for the page that started it (null: none runs here).
  api.get('/admin/alert.Alert/progress', {
    config: { auth: 'admin', right: 'alert/alert/run' },
    schema: { tags: ['alert'], summary: 'How far the alert job running in this process has come (null when none runs)', response: answers(z.unknown()) },
    handler: async (request) => success(request, context.alerts.progress()),
  });

  const scheduler = context.config.alertJob ? new AlertScheduler(context.alerts, context.settings, app.log) : null;
  app.addHook('onReady', async () => {
    // Reads the company's zone once outside any transaction (see AlertEngine.today).
    await context.alerts.today();
    scheduler?.start();
  });
  app.addHook('onClose', async () => scheduler?.stop());
}

/** The alert engine's rules and alerts, and its scheduled job (the engine itself is `context.alerts`). */
export const manifest: ModuleManifest = {
  name: 'alert',
  // 1.1.0: the alert rules' menu moved under 系统设置 (a new installation; an existing one keeps it where it is).
  version: '1.1.0',
  title: { 'zh-cn': '预警', en: 'Alerts' },
  // Its rules are seeded for every source, so the modules that declare sources start first.
  dependsOn: ['cert', 'crew'],
  menus: MENUS,
  resources: [alertRuleBinding, alertBinding],
  steps: ALERT_STEPS,
  routes: alertRoutes,
  // After every module registered its sources: one default rule per source.
  seed: (context) => context.alerts.seedRules(),
};
