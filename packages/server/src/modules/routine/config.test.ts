import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';
import { superToken } from '../../test/factories.js';
import { builtInSettings } from '../../platform/settings/defaults.js';

describe('system configuration (/admin/routine.Config/)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp({ SITE_NAME: 'Oceanic Shipmanagement' });
    token = await superToken(t);
  });
  afterAll(() => t.close());

  const list = async () => (await call(t, { url: '/admin/routine.Config/index', token })).json.data.list as Array<Record<string, any>>;
  const save = (values: Record<string, unknown>, lang = 'en') => call(t, { url: '/admin/routine.Config/edit', token, lang, body: { values } });
  const item = async (name: string) => (await list()).find((row) => row.name === name)!;

  it('lists the built-in settings in their groups, first values from the environment', async () => {
    const rows = await list();
    expect(new Set(rows.map((row) => row.group))).toEqual(new Set(['site', 'upload', 'mail', 'sms', 'security', 'member']));
    expect(await item('site_name')).toMatchObject({ value: 'Oceanic Shipmanagement', type: 'string', allow_del: false, title: 'config.site_name' });
  });

  it("titles an area's settings with its manifest's words in the caller's language, the platform's by key only", async () => {
    const titled = async (lang: string) => ((await call(t, { url: '/admin/routine.Config/index', token, lang })).json.data.list as Array<Record<string, any>>);
    const ncrEn = (await titled('en')).find((row) => row.name === 'ncr_major_days')!;
    expect(ncrEn).toMatchObject({ title: 'config.ncr_major_days', title_text: 'NCR: days to close a major non-conformity' });
    const ncrZh = (await titled('zh-cn')).find((row) => row.name === 'ncr_major_days')!;
    expect(ncrZh.title_text).toBe('不符合报告：严重不符合的完成期限（天）');
    // The platform's own settings are the web bundle's words: no title_text, the key stays.
    expect((await titled('en')).find((row) => row.name === 'site_name')).not.toHaveProperty('title_text');
    // Every seeded setting of an area has its words (none would show as a bare key).
    const platform = new Set(builtInSettings(t.config).map((seed) => seed.name));
    const bare = (await titled('en')).filter((row) => row.title.startsWith('config.') && !row.title_text && !platform.has(row.name));
    expect(bare.map((row) => row.name)).toEqual([]);
  });

  it('saves values checked by their type, answering each bad one on its own field', async () => {
    const bad = await save({ smtp_port: 'many', smtp_secure: 'yes', upload_mode: 'ftp', site_name: '', nothing_here: 1 });
    expect(bad.json.code).toBe(0);
    expect(bad.json.data.errors).toEqual({
      smtp_port: 'Must be a number',
      smtp_secure: 'Invalid value',
      upload_mode: expect.stringMatching(/^Must be one of/),
      site_name: 'This field is required',
      nothing_here: 'No such setting',
    });
    const zh = await save({ nothing_here: 1 }, 'zh-cn');
    expect(zh.json.data.errors.nothing_here).toBe('没有该配置项');
    // Nothing of a refused save was stored.
    expect((await item('smtp_port')).value).toBe(465);
    const ok = await save({ smtp_port: '587', smtp_secure: false, site_name: '远洋船舶管理' });
    expect(ok.json.code).toBe(1);
    expect(await item('smtp_port')).toMatchObject({ value: 587 });
  });

  it('keeps secrets write-only: never answered, kept when left empty', async () => {
    expect((await save({ smtp_pass: 'Mail-S3cret!' })).json.code).toBe(1);
    const secret = await item('smtp_pass');
    expect(secret).toMatchObject({ value: null, secret: true, has_value: true });
    expect(JSON.stringify(await list())).not.toContain('Mail-S3cret!');
    expect((await save({ smtp_pass: '' })).json.code).toBe(1);
    const stored = await t.database.db.execute(`select value from config where name = 'smtp_pass'`);
    expect(JSON.stringify(stored)).toContain('Mail-S3cret!');
  });

  it('the shell bootstrap carries the site config, never a secret', async () => {
    const { json } = await call(t, { url: '/admin/index/index', token });
    expect(json.data.siteConfig).toMatchObject({ siteName: '远洋船舶管理', upload: { mode: 'local', maxsize: '10mb' } });
    expect(JSON.stringify(json.data)).not.toContain('Mail-S3cret!');
  });

  it('adds a setting of any field type, and deletes only added ones', async () => {
    const noOptions = await call(t, { url: '/admin/routine.Config/add', token, lang: 'en', body: { name: 'port_state', group: 'site', title: 'Port state', type: 'select' } });
    expect(noOptions.json).toMatchObject({ code: 0, data: { errors: { options: 'This field is required' } } });
    const badName = await call(t, { url: '/admin/routine.Config/add', token, lang: 'en', body: { name: 'Bad-Name', group: 'site', title: 'x', type: 'string' } });
    expect(badName.json.data.errors.name).toMatch(/Lower-case letters/);
    const added = await call(t, { url: '/admin/routine.Config/add', token, body: { name: 'fleet_colour', group: 'site', title: 'Fleet colour', type: 'color', value: '#0a3d62' } });
    expect(added.json.data.row).toMatchObject({ name: 'fleet_colour', value: '#0a3d62', allow_del: true });
    const twice = await call(t, { url: '/admin/routine.Config/add', token, lang: 'en', body: { name: 'fleet_colour', group: 'site', title: 'x', type: 'string' } });
    expect(twice.json.data.errors.name).toBe('A setting with this name already exists');
    const builtIn = await item('site_name');
    const refused = await call(t, { method: 'DELETE', url: `/admin/routine.Config/del?ids[]=${builtIn.id}`, token, lang: 'en' });
    expect(refused.json.data.errors.ids).toBe('Built-in settings cannot be deleted');
    const gone = await call(t, { method: 'DELETE', url: `/admin/routine.Config/del?ids[]=${added.json.data.row.id}`, token });
    expect(gone.json).toMatchObject({ code: 1, data: { count: 1 } });
    // Settings are watched: the deleted one is in the recycle bin and can come back.
    const bin = await call(t, { url: '/admin/security.DataRecycleLog/index?search[0][field]=resource&search[0][operator]=eq&search[0][val]=routine.Config', token });
    expect(bin.json.data.list[0]).toMatchObject({ record_label: 'fleet_colour' });
    const back = await call(t, { url: '/admin/security.DataRecycleLog/restore', token, body: { ids: [bin.json.data.list[0].id] } });
    expect(back.json.code).toBe(1);
    expect(await item('fleet_colour')).toMatchObject({ value: '#0a3d62' });
  });

  it('a changed value is in the sensitive-data log and can be rolled back', async () => {
    await save({ record_number: '沪ICP备00000000号' });
    const log = await call(t, { url: '/admin/security.SensitiveDataLog/index?search[0][field]=resource&search[0][operator]=eq&search[0][val]=routine.Config', token });
    const line = log.json.data.list.find((row: { after: unknown }) => row.after === '沪ICP备00000000号');
    expect(line).toMatchObject({ data_field: 'value', before: '' });
    expect((await call(t, { url: '/admin/security.SensitiveDataLog/rollback', token, body: { ids: [line.id] } })).json.code).toBe(1);
    expect((await item('record_number')).value).toBe('');
  });

  it('security settings take effect without a restart', async () => {
    await save({ login_max_per_account_address: 2 });
    for (let i = 0; i < 2; i++) await call(t, { url: '/account/login_admin/', body: { username: 'admin', password: 'wrong-pass' }, remoteAddress: '198.51.100.77' });
    expect((await call(t, { url: '/account/login_admin/', body: { username: 'admin', password: 'wrong-pass' }, remoteAddress: '198.51.100.77' })).status).toBe(429);

    expect((await call(t, { url: '/admin/index/index', token, unsigned: true })).status).toBe(401);
    await save({ signature_required: false });
    expect((await call(t, { url: '/admin/index/index', token, unsigned: true })).json.code).toBe(1);
  });
});
