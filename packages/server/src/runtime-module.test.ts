import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from './platform/authorization.js';
import { disableModule, enableModule } from './platform/module-lifecycle.js';
import type { ModuleManifest } from './platform/module.js';
import { describedResource } from './platform/resource/described.js';
import { buildShip } from './test/crew-factories.js';
import { SURVEY_MENUS, surveyPlan } from './test/survey-module.js';
import { buildAdmin, buildGroup, superToken, tokenOf } from './test/factories.js';
import { buildTestApp, call, type TestApp } from './test/helpers.js';

/**
 * A module described by data alone, enabled and disabled while the server runs: the module store and
 * the CRUD generator do exactly this. Nothing here is code but the manifest's data.
 */
function surveyModule(): ModuleManifest {
  const { binding, migration } = describedResource(surveyPlan, (resource) => (resource === 'fleet.Ship' ? 'ship' : undefined));
  return {
    name: 'survey',
    version: '1.0.0',
    title: { 'zh-cn': '检验', en: 'Surveys' },
    dependsOn: ['fleet'],
    migrations: [{ ...migration, name: '0001_survey_plan' }],
    resources: [binding],
    settings: [{ name: 'survey_window_warn_days', group: 'site', type: 'number', value: 30 }],
    translations: {
      'zh-cn': { 'config.survey_window_warn_days': '检验窗口提前提醒天数', 'menu.survey/surveyPlan': '检验计划' },
      en: { 'config.survey_window_warn_days': 'Warn days before a survey window', 'menu.survey/surveyPlan': 'Survey plans' },
    },
    menus: SURVEY_MENUS,
  };
}

describe('a module described by data, enabled and disabled while the server runs', () => {
  let t: TestApp;
  let token: string;
  let shipId: string;
  beforeAll(async () => {
    t = await buildTestApp();
    token = await superToken(t);
    shipId = (await buildShip(t, token, { name_en: 'SURVEY STAR' })).id;
  });
  afterAll(() => t.close());

  it('is not served before it is enabled', async () => {
    const { status, json } = await call(t, { url: '/admin/survey.SurveyPlan/index', token });
    expect(status).toBe(404);
    expect(json.code).toBe(0);
  });

  it('once enabled, is served by the kit: its table, rights, validation, references, owner and documentation', async () => {
    await enableModule(t.app.moduleContext, surveyModule());

    const added = await call(t, { url: '/admin/survey.SurveyPlan/add', token, body: { ship_id: shipId, title: 'Intermediate survey', due_date: '2027-03-01' } });
    expect(added.json).toMatchObject({ code: 1, data: { row: { title: 'Intermediate survey', status: 'planned', due_date: '2027-03-01' } } });
    const id = added.json.data.row.id as string;
    // The kit stamps the author, as on every resource with the column; the form cannot set it.
    const [stored] = rowsOf<{ author: string }>(await t.database.db.execute(sql`select a.username as author from survey_plan p join admin a on a.id = p.created_by where p.id = ${id}`));
    expect(stored?.author).toBe('admin');

    const list = await call(t, { url: '/admin/survey.SurveyPlan/index?quickSearch=Intermediate', token });
    expect(list.json.data).toMatchObject({ total: 1, list: [{ id, title: 'Intermediate survey' }] });
    // The ship it refers to is named, as on every list, not shown by its id.
    expect(list.json.data.list[0].ship_id_label).toContain('SURVEY STAR');

    // Validation as for every resource: required, length, in the caller's language.
    const refused = await call(t, { url: '/admin/survey.SurveyPlan/add', token, lang: 'zh-cn', body: { ship_id: shipId, title: 'x'.repeat(101) } });
    expect(refused.json.code).toBe(0);
    expect(Object.keys(refused.json.data.errors)).toEqual(expect.arrayContaining(['title', 'due_date']));
    // A reference to no record is refused on its field.
    const dangling = await call(t, { url: '/admin/survey.SurveyPlan/add', token, body: { ship_id: '00000000-0000-4000-8000-000000000000', title: 'Lost', due_date: '2027-01-01' } });
    expect(dangling.json.data.errors).toHaveProperty('ship_id');

    // Its rights are in the tree: an administrator without them is refused, one with them is let in.
    const [none, some] = [await buildGroup(t, token, { name: 'No surveys', rights: ['dashboard'] }), await buildGroup(t, token, { name: 'Surveys', rights: ['survey/surveyPlan', 'survey/surveyPlan/index'] })];
    await buildAdmin(t, token, { username: 'nosurvey', group_arr: [none.id] });
    await buildAdmin(t, token, { username: 'surveyor', group_arr: [some.id] });
    expect((await call(t, { url: '/admin/survey.SurveyPlan/index', token: await tokenOf(t, 'nosurvey') })).status).toBe(403);
    expect((await call(t, { url: '/admin/survey.SurveyPlan/index', token: await tokenOf(t, 'surveyor') })).json.code).toBe(1);

    // Its setting is stored and read like the platform's own.
    expect(await t.app.moduleContext.settings.text('survey_window_warn_days')).toBe('30');

    // The OpenAPI document shows it from now on.
    const document = (await call(t, { url: '/docs/json', unsigned: true })).json as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(document.paths['/admin/survey.SurveyPlan/add'] ?? {})).toEqual(['post']);

    // A delete goes to the recycle bin as for every resource.
    const deleted = await call(t, { method: 'DELETE', url: `/admin/survey.SurveyPlan/del?ids[]=${id}`, token });
    expect(deleted.json).toMatchObject({ code: 1, data: { count: 1 } });
    const bin = await call(t, { url: '/admin/security.DataRecycleLog/index?search[0][field]=resource&search[0][val]=survey.SurveyPlan&search[0][operator]=eq', token });
    expect(bin.json.data.total).toBe(1);
  });

  it("titles its menu in the reader's language: the web's locales, built before it, know nothing of it", async () => {
    const find = (nodes: Array<{ name: string; title: string; children: unknown[] }>, name: string): { title: string } | undefined =>
      nodes.map((node) => (node.name === name ? node : find(node.children as never, name))).find(Boolean);
    const english = await call(t, { url: '/admin/index/index', token, lang: 'en' });
    expect(find(english.json.data.menus, 'survey/surveyPlan')?.title).toBe('Survey plans');
    const chinese = await call(t, { url: '/admin/index/index', token, lang: 'zh-cn' });
    expect(find(chinese.json.data.menus, 'survey/surveyPlan')?.title).toBe('检验计划');
  });

  it('once disabled, answers 404 again and keeps its data', async () => {
    await call(t, { url: '/admin/survey.SurveyPlan/add', token, body: { ship_id: shipId, title: 'Annual survey', due_date: '2027-06-01' } });
    await disableModule(t.app.moduleContext, 'survey');
    expect((await call(t, { url: '/admin/survey.SurveyPlan/index', token })).status).toBe(404);
    const document = (await call(t, { url: '/docs/json', unsigned: true })).json as { paths: Record<string, unknown> };
    expect(document.paths['/admin/survey.SurveyPlan/add']).toBeUndefined();
    const [kept] = rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from survey_plan`));
    expect(kept?.n).toBe(1);
  });

  it('refuses a description it cannot serve, saying why', () => {
    expect(() => describedResource({ ...surveyPlan, table: 'Survey Plan' }, () => undefined)).toThrow(/lower snake case/);
    expect(() => describedResource(surveyPlan, () => undefined)).toThrow(/fleet.Ship/);
  });
});
