import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceDescription } from '@vessel/contract';
import { enableModule } from '../module-lifecycle.js';
import type { ModuleManifest } from '../module.js';
import { describedResource } from './described.js';
import { superToken } from '../../test/factories.js';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';
import { memberCall, registerMember } from '../../test/members.js';

/** A resource described by data with every widget whose value the server must check or clean itself. */
const notice: ResourceDescription = {
  table: 'widget_notice',
  def: {
    name: 'widget.Notice',
    path: 'widget/notice',
    labelField: 'title',
    quickSearch: ['title'],
    defaultOrder: { field: 'title', direction: 'asc' },
    actions: ['index', 'add', 'edit', 'del'],
    fields: [
      { name: 'title', type: 'string', widget: 'text', required: true, max: 100 },
      { name: 'body', type: 'string', widget: 'editor', required: true },
      { name: 'note', type: 'string', widget: 'editor' },
      { name: 'region', type: 'string', widget: 'city' },
      { name: 'colour', type: 'string', widget: 'color', max: 30 },
      { name: 'extra', type: 'json', widget: 'array' },
      { name: 'built', type: 'int', widget: 'year' },
      { name: 'tags', type: 'string[]', widget: 'select', options: ['urgent', 'crew', 'port'] },
    ],
  },
};

function widgetModule(): ModuleManifest {
  const { binding, migration } = describedResource(notice, () => undefined);
  return {
    name: 'widget',
    version: '1.0.0',
    title: { 'zh-cn': '控件', en: 'Widgets' },
    migrations: [{ ...migration, name: '0001_widget_notice' }],
    resources: [binding],
    menus: [{ name: 'widget', title: { 'zh-cn': '控件', en: 'Widgets' }, weigh: 1, children: [{ name: 'widget/notice', title: { 'zh-cn': '通知', en: 'Notices' }, actions: ['index', 'add', 'edit', 'del'] }] }],
  };
}

describe('the area routes: regions of China one level at a time', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp();
    token = await superToken(t);
  });
  afterAll(() => t.close());

  it('lists the provinces, a province\'s cities and a city\'s districts', async () => {
    const provinces = await call(t, { url: '/admin/ajax/area', token });
    expect(provinces.json).toMatchObject({ code: 1, msg: '' });
    expect(provinces.json.data.length).toBeGreaterThan(30);
    expect(provinces.json.data).toContainEqual({ value: '110000', label: '北京市' });

    const cities = await call(t, { url: '/admin/ajax/area?province=440000', token });
    expect(cities.json.data).toContainEqual({ value: '440300', label: '深圳市' });

    const districts = await call(t, { url: '/admin/ajax/area?province=110000&city=110100', token });
    expect(districts.json.data).toContainEqual({ value: '110101', label: '东城区' });
    expect(districts.json.data.length).toBeGreaterThan(10);

    // A city without districts (its towns are not districts) ends the choice.
    expect((await call(t, { url: '/admin/ajax/area?province=440000&city=441900', token })).json).toMatchObject({ code: 1, data: [] });
  });

  it('refuses unknown and malformed codes as any invalid parameter: code 0, the message on the parameter', async () => {
    for (const [url, field, message] of [
      ['/admin/ajax/area?province=990000', 'province', 'No such region: 990000'],
      ['/admin/ajax/area?province=110000&city=120100', 'city', 'No such region: 120100'],
      ['/admin/ajax/area?province=11000', 'province', 'A region code is 6 digits'],
      [`/admin/ajax/area?province=${'1'.repeat(5000)}`, 'province', 'A region code is 6 digits'],
      ['/admin/ajax/area?city=110100', 'province', 'This field is required'],
    ] as const) {
      const { status, json } = await call(t, { url, token, lang: 'en' });
      expect(status, url.slice(0, 60)).toBeLessThan(500);
      expect(json.code).toBe(0);
      expect(json.data.errors[field]).toBe(message);
    }
  });

  it('answers members on /api and no one without a session', async () => {
    expect((await call(t, { url: '/admin/ajax/area' })).json.code).toBe(401);
    expect((await memberCall(t, null, { url: '/api/ajax/area' })).json.code).toBe(401);
    const member = await registerMember(t, 'areamember');
    const { json } = await memberCall(t, member.token, { url: '/api/ajax/area?province=310000' });
    expect(json).toMatchObject({ code: 1, data: [{ value: '310100' }] });
  });
});

describe('widget values on every write: rich text sanitised, regions that exist', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp();
    token = await superToken(t);
    await enableModule(t.app.moduleContext, widgetModule());
  });
  afterAll(() => t.close());

  const add = (body: Record<string, unknown>) => call(t, { url: '/admin/widget.Notice/add', token, lang: 'en', body: { title: 'Notice', body: '<p>Hello</p>', ...body } });

  it('keeps what the toolbar makes and strips everything else, on add and on edit', async () => {
    const allowed =
      '<h2>Title</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s><br /></p><ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol><blockquote><p>q</p></blockquote>' +
      '<p><a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer nofollow">web</a> <a href="mailto:a@example.com" target="_blank" rel="noopener noreferrer nofollow">mail</a> <a href="tel:+861234" target="_blank" rel="noopener noreferrer nofollow">tel</a></p>';
    const kept = await add({ body: allowed });
    expect(kept.json.code).toBe(1);
    expect(kept.json.data.row.body).toBe(allowed);

    const hostile =
      '<p onclick="steal()">Hi<script>alert(1)</script><img src=x onerror="alert(2)"></p>' +
      '<p><a href="javascript:alert(3)">js</a> <a href="JaVaScRiPt&colon;alert(4)">encoded</a> <a href="/relative">rel</a> <a href="//evil.example">proto</a></p>' +
      '<style>p{}</style><iframe src="https://evil.example"></iframe><p style="color:red" class="x">styled</p>';
    const added = await add({ body: hostile });
    expect(added.json.code).toBe(1);
    const clean = added.json.data.row.body as string;
    for (const banned of ['<script', 'alert(1)', '<img', 'onerror', 'onclick', 'javascript', 'JaVaScRiPt', '<style', '<iframe', 'style=', 'class=', 'href="/relative"', 'evil.example']) {
      expect(clean, banned).not.toContain(banned);
    }
    expect(clean).toBe('<p>Hi</p><p><a>js</a> <a>encoded</a> <a>rel</a> <a>proto</a></p><p>styled</p>');

    // The edit path is the same path.
    const id = added.json.data.row.id as string;
    const edited = await call(t, { url: '/admin/widget.Notice/edit', token, body: { id, title: 'Notice', body: '<p>x<svg onload="alert(5)"></svg></p>', note: '<p><a href="javascript:void(0)">n</a></p>' } });
    expect(edited.json.data.row).toMatchObject({ body: '<p>x</p>', note: '<p><a>n</a></p>' });
  });

  it('refuses a required editor that holds nothing once clean', async () => {
    for (const body of ['<p></p>', '<p><script>alert(1)</script></p>', '<p><img src=x onerror=alert(1)></p>', '<iframe>text</iframe>']) {
      const { json } = await add({ body });
      expect(json.code, body).toBe(0);
      expect(json.data.errors.body, body).toBe('Please enter the content of the rich text editor');
    }
  });

  it('takes a region only when each code exists under the one before', async () => {
    expect((await add({ region: '110000,110100,110101' })).json.data.row.region).toBe('110000,110100,110101');
    expect((await add({ region: '440000,441900' })).json.code).toBe(1);
    for (const region of ['990000', '110000,110200', '110000,110100,110199', '440000,441900,441901']) {
      const { json } = await add({ region });
      expect(json.data?.errors?.region, region).toBe('Please select a valid region');
    }
  });

  it('stores colours, key/value rows and years, and refuses what they cannot hold', async () => {
    const { json } = await add({ colour: 'rgba(22, 119, 255, 0.5)', extra: [{ key: 'Port', value: 'Shanghai' }], built: 2008 });
    expect(json.data.row).toMatchObject({ colour: 'rgba(22, 119, 255, 0.5)', extra: [{ key: 'Port', value: 'Shanghai' }], built: 2008 });
    expect((await add({ colour: 'red' })).json.data.errors.colour).toMatch(/colour/);
    expect((await add({ extra: [{ key: '', value: 'x' }] })).json.data.errors.extra).toMatch(/^At most 100 rows/);
    expect((await add({ extra: Array.from({ length: 101 }, (_, i) => ({ key: `k${i}`, value: '' })) })).json.data.errors.extra).toMatch(/^At most 100 rows/);
    expect((await add({ built: 1899 })).json.data.errors.built).toBe('Must be at least 1900');
    // A select of several options stores the list.
    expect((await add({ tags: ['urgent', 'port'] })).json.data.row.tags).toEqual(['urgent', 'port']);
    expect((await add({ tags: ['urgent', 'other'] })).json.data.errors.tags).toMatch(/^Must be one of/);
  });
});
