import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgTable, uuid } from 'drizzle-orm/pg-core';
import { API, resourceDefinitionsAnswer, type ResourceDef } from '@vessel/contract';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';
import { buildAdmin, buildGroup, superToken, tokenOf } from '../../test/factories.js';
import type { ResourceBinding } from './define.js';

/** A resource described by data: no static web locale, so it brings its words. */
const gaugeDef: ResourceDef = {
  name: 'demo.Gauge',
  path: 'demo/gauge',
  fields: [{ name: 'name', type: 'string', widget: 'text', required: true, max: 50, search: ['LIKE'] }],
  quickSearch: ['name'],
  defaultOrder: { field: 'name', direction: 'asc' },
  labelField: 'name',
  actions: ['index', 'add', 'edit', 'del'],
};
const gauge: ResourceBinding = {
  def: gaugeDef,
  table: pgTable('demo_gauge', { id: uuid('id').primaryKey() }),
  translations: { en: { 'demo.gauge.name': 'Gauge', 'menu.demo/gauge': 'Gauges' }, 'zh-cn': { 'demo.gauge.name': '仪表', 'menu.demo/gauge': '仪表' } },
};

describe('GET /admin/resource/definitions', () => {
  let t: TestApp;
  let root: string;
  let clerk: string;

  beforeAll(async () => {
    t = await buildTestApp();
    root = await superToken(t);
    const role = await buildGroup(t, root, { name: 'Department clerks', rights: ['auth/department', 'auth/department/index', 'crew/seafarer/index'] });
    await buildAdmin(t, root, { username: 'deptclerk', group_arr: [role.id] });
    clerk = await tokenOf(t, 'deptclerk');
  });
  afterAll(() => t.close());

  const definitions = async (token?: string) => (await call(t, { url: API.resourceDefinitions, ...(token ? { token } : {}), lang: 'en' })).json;
  const names = (json: any) => (json.data.resources as Array<{ def: ResourceDef }>).map((entry) => entry.def.name);

  it('answers a super administrator every registered resource, as declared, without words of its own', async () => {
    const json = await definitions(root);
    expect(json.code).toBe(1);
    const registered = [...t.app.moduleContext.resources.keys()].sort();
    expect(registered.length).toBeGreaterThan(20);
    expect([...names(json)].sort()).toEqual(registered);
    const department = json.data.resources.find((entry: { def: ResourceDef }) => entry.def.name === 'auth.Department');
    expect(department).toEqual({ def: JSON.parse(JSON.stringify(t.app.moduleContext.resources.get('auth.Department')!.def)), messages: null });
    // The documented answer describes what is sent.
    expect(resourceDefinitionsAnswer.safeParse(json.data).success).toBe(true);
  });

  it('answers an administrator only the resources whose list they may read', async () => {
    expect(names(await definitions(clerk)).sort()).toEqual(['auth.Department', 'crew.Seafarer']);
  });

  it('follows the registry at run time: a resource added is answered with its words, and is gone once removed', async () => {
    const { registry } = t.app.moduleContext;
    registry.install({ name: 'demo', version: '1.0.0', title: { 'zh-cn': '演示', en: 'Demo' }, resources: [gauge] });
    try {
      const entry = (await definitions(root)).data.resources.find((item: { def: ResourceDef }) => item.def.name === 'demo.Gauge');
      expect(entry).toEqual({ def: gaugeDef, messages: gauge.translations });
      // Without its right, the clerk does not learn of it.
      expect(names(await definitions(clerk))).not.toContain('demo.Gauge');
    } finally {
      registry.remove('demo');
    }
    expect(names(await definitions(root))).not.toContain('demo.Gauge');
  });

  it('refuses a caller without an admin session, as every admin route does', async () => {
    expect((await definitions()).code).toBe(401);
    const member = await t.app.moduleContext.tokens.issuePair('user', crypto.randomUUID(), { access: 3600, refresh: 7200 });
    expect((await definitions(member.token)).code).toBe(401);
  });

  it('is documented in the OpenAPI document', async () => {
    const { json } = await call(t, { url: '/docs/json', unsigned: true });
    expect(json.paths[API.resourceDefinitions]?.get?.summary).toMatch(/registered resources/);
  });
});
