import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { integer, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { ResourceDef } from '@vessel/contract';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';
import { buildAdmin, buildDepartment, buildGroup, rootDepartmentId, superToken, tokenOf } from '../../test/factories.js';
import { ApiError } from '../envelope.js';
import type { ModuleManifest } from '../module.js';
import { enableModule } from '../module-lifecycle.js';
import type { ResourceBinding, Row } from './define.js';
import { defineStep } from './steps.js';

/**
 * The kit's step runner on a module of the test's own (enabled while the server runs, as the module store
 * will): a task that is advanced row by row (`each`) or closed in one go (`all`). Every check the kit
 * promises a step is tried here once: the right, the input's messages, the data scope, the starting state,
 * a refusal of one row among others, the sensitive-data log and the admin log.
 */
const task = pgTable('step_probe_task', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  name: varchar('name', { length: 30 }).notNull(),
  status: varchar('status', { length: 20 }).notNull(),
  level: integer('level').notNull().default(0),
  dept_id: uuid('dept_id'),
});

const def: ResourceDef = {
  name: 'probe.Task',
  path: 'probe/task',
  labelField: 'name',
  quickSearch: [],
  defaultOrder: { field: 'name', direction: 'asc' },
  actions: ['index'],
  fields: [
    { name: 'name', type: 'string', widget: 'text' },
    { name: 'status', type: 'string', widget: 'select', options: ['open', 'advanced', 'closed'] },
    { name: 'level', type: 'int', widget: 'number' },
    { name: 'dept_id', type: 'uuid', widget: 'remoteSelect' },
  ],
};

const binding: ResourceBinding = {
  def,
  table: task,
  scope: { department: task.dept_id },
  // Words of a resource described by data: the refusal names a state in them.
  translations: {
    en: { 'probe.task.status_options.advanced': 'advanced', 'probe.task.status_options.closed': 'closed' },
    'zh-cn': { 'probe.task.status_options.advanced': '已推进', 'probe.task.status_options.closed': '已关闭' },
  },
};

const advance = defineStep({
  resource: 'probe.Task',
  name: 'advance',
  input: z.strictObject({ ids: z.array(z.string().uuid()).min(1).max(50), level: z.number().int().min(1).max(9) }),
  from: { field: 'status', states: ['open'] },
  mode: 'each',
  async run({ rows, input, tx }) {
    const [row] = rows;
    // A refusal of the effect itself, carrying what the client needs to explain it.
    if (row!.name === 'stubborn') throw new ApiError('record.duplicate', { data: { blocking: ['reason one'] } });
    return (await tx.update(task).set({ status: 'advanced', level: input.level }).where(sql`${task.id} = ${row!.id}`).returning()) as Row[];
  },
});

const close = defineStep({
  resource: 'probe.Task',
  name: 'close',
  input: z.strictObject({ ids: z.array(z.string().uuid()).min(1).max(50) }),
  from: { field: 'status', states: ['open', 'advanced'] },
  mode: 'all',
  async run({ rows, tx }) {
    return (await tx.update(task).set({ status: 'closed' }).where(sql`${task.id} in ${rows.map((row) => row.id)}`).returning()) as Row[];
  },
  answer: (outcome) => ({ data: { count: outcome.rows.length }, message: 'request.success' }),
});

const probeModule: ModuleManifest = {
  name: 'probe',
  version: '1.0.0',
  title: { 'zh-cn': '探针', en: 'Probe' },
  migrations: [
    {
      name: '0001_task',
      sql: `create table step_probe_task (id uuid primary key default gen_random_uuid(), name varchar(30) not null, status varchar(20) not null, level integer not null default 0, dept_id uuid)`,
    },
  ],
  menus: [{ name: 'probe', title: { 'zh-cn': '探针', en: 'Probe' }, children: [{ name: 'probe/task', title: { 'zh-cn': '任务', en: 'Tasks' }, actions: ['index', 'advance', 'close'] }] }],
  resources: [binding],
  steps: [advance, close],
};

describe('workflow steps run by the kit', () => {
  let t: TestApp;
  let root: string;
  let officeA: string;
  /** Sees department A only, may advance and close. */
  let clerk: string;
  /** May list tasks, nothing more. */
  let reader: string;
  const insert = async (name: string, dept: string, status = 'open') =>
    ((await t.database.db.insert(task).values({ name, status, dept_id: dept }).returning()) as Row[])[0]!;
  const post = (url: string, body: unknown, token = clerk, lang = 'en') => call(t, { url: `/admin/probe.Task/${url}`, body, token, lang });

  beforeAll(async () => {
    t = await buildTestApp();
    root = await superToken(t);
    await enableModule(t.app.moduleContext, probeModule);
    const company = await rootDepartmentId(t, root);
    officeA = (await buildDepartment(t, root, { name: 'Probe office A', pid: company })).id;
    const clerks = await buildGroup(t, root, { name: 'Probe clerks', rights: ['probe/task/index', 'probe/task/advance', 'probe/task/close'], data_scope: 'dept' });
    const readers = await buildGroup(t, root, { name: 'Probe readers', rights: ['probe/task/index'], data_scope: 'all' });
    await buildAdmin(t, root, { username: 'probe_clerk', group_arr: [clerks.id], department_id: officeA });
    await buildAdmin(t, root, { username: 'probe_reader', group_arr: [readers.id], department_id: officeA });
    clerk = await tokenOf(t, 'probe_clerk');
    reader = await tokenOf(t, 'probe_reader');
  });
  afterAll(() => t.close());

  it('refuses a caller without the step right, and changes nothing', async () => {
    const row = await insert('unrighted', officeA);
    const { status, json } = await post('advance', { ids: [row.id], level: 2 }, reader);
    expect(status).toBe(403);
    expect(json.code).toBe(403);
    expect((await t.database.db.select().from(task).where(sql`${task.id} = ${row.id}`))[0]).toMatchObject({ status: 'open', level: 0 });
  });

  it('validates the input with the same messages as a route schema, in the caller language', async () => {
    const row = await insert('invalid', officeA);
    const en = await post('advance', { ids: [row.id], level: 12 });
    expect(en.json).toMatchObject({ code: 0, data: { errors: { level: 'Must be at most 9' } } });
    const zh = await post('advance', { ids: [row.id] }, clerk, 'zh-cn');
    expect(zh.json).toMatchObject({ code: 0, data: { errors: { level: '此项为必填项' } } });
    const stray = await post('advance', { ids: [row.id], level: 1, extra: true });
    expect(stray.json.code).toBe(0);
  });

  it('answers not found for a row outside the caller data scope, as for one that does not exist', async () => {
    const company = await rootDepartmentId(t, root);
    const elsewhere = await insert('elsewhere', company);
    const closed = await post('close', { ids: [elsewhere.id] });
    expect(closed.status).toBe(404);
    expect(closed.json).toMatchObject({ code: 0, msg: 'The record does not exist or is outside your data scope' });
    const each = await post('advance', { ids: [elsewhere.id], level: 3 });
    expect(each.json).toMatchObject({ code: 0, data: { done: 0, refused: [{ id: elsewhere.id, reason: 'The record does not exist or is outside your data scope' }] } });
    // The super administrator sees it: the same call goes ahead.
    expect((await post('close', { ids: [elsewhere.id] }, root)).json).toMatchObject({ code: 1, data: { count: 1 } });
  });

  it('refuses a row in a state the step does not start from, naming the state in the caller language', async () => {
    const done = await insert('done already', officeA, 'closed');
    const en = await post('close', { ids: [done.id] });
    expect(en.json).toMatchObject({ code: 0, msg: 'The record is closed: this step cannot be taken now' });
    const zh = await post('advance', { ids: [done.id], level: 2 }, clerk, 'zh-cn');
    expect(zh.json.data.refused[0].reason).toBe('记录当前为 已关闭，不能执行此操作');
    // A state without words anywhere is named by its code: the refusal is still an answer, never a 500.
    const odd = await insert('odd', officeA, 'archived');
    expect((await post('close', { ids: [odd.id] })).json).toMatchObject({ code: 0, msg: 'The record is archived: this step cannot be taken now' });
  });

  it('each: one refused row leaves the others to go ahead; the refusal carries its data; the answer is a failure listing it', async () => {
    const first = await insert('first', officeA);
    const stubborn = await insert('stubborn', officeA);
    const last = await insert('last', officeA);
    const { json } = await post('advance', { ids: [first.id, stubborn.id, last.id], level: 4 });
    expect(json).toMatchObject({
      code: 0,
      msg: '2 done; not done: The same data already exists in the system!',
      data: { done: 2, refused: [{ id: stubborn.id, reason: 'The same data already exists in the system!', blocking: ['reason one'] }] },
    });
    const rows = await t.database.db.select().from(task).where(sql`${task.id} in ${[first.id, stubborn.id, last.id]}`);
    expect(Object.fromEntries(rows.map((row) => [row.name, row.status]))).toEqual({ first: 'advanced', stubborn: 'open', last: 'advanced' });
    const all = await post('advance', { ids: [(await insert('alone', officeA)).id], level: 1 });
    expect(all.json).toMatchObject({ code: 1, data: { done: 1, refused: [] } });
  });

  it('all: one refused row refuses the call and changes nothing', async () => {
    const open = await insert('open one', officeA);
    const shut = await insert('shut one', officeA, 'closed');
    expect((await post('close', { ids: [open.id, shut.id] })).json.code).toBe(0);
    expect((await t.database.db.select().from(task).where(sql`${task.id} = ${open.id}`))[0]!.status).toBe('open');
  });

  it('writes a watched field the step changed to the sensitive-data log, and the call to the admin log', async () => {
    const rule = await call(t, { url: '/admin/security.SensitiveData/add', token: root, lang: 'en', body: { name: 'Task level', resource: 'probe.Task', fields: ['level'], status: 'enable' } });
    expect(rule.json.code).toBe(1);
    const watched = await insert('watched', officeA);
    expect((await post('advance', { ids: [watched.id], level: 7 })).json.code).toBe(1);
    const lines = await t.database.db.execute(
      sql`select data_field, before, after, username from security_sensitive_data_log where record_id = ${watched.id}`,
    );
    expect(lines.rows).toEqual([{ data_field: 'level', before: 0, after: 7, username: 'probe_clerk' }]);
    const logged = await t.database.db.execute(sql`select "right", data from admin_log where url = '/admin/probe.Task/advance' and username = 'probe_clerk' order by created_at desc limit 1`);
    expect(logged.rows[0]).toMatchObject({ right: 'probe/task/advance', data: { body: { ids: [watched.id], level: 7 } } });
  });
});
