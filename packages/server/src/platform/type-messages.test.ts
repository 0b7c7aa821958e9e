import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, fieldErrors, type TestApp } from '../test/helpers.js';
import { superToken } from '../test/factories.js';

/**
 * A field of the wrong kind says which kind it must be, in the user's language; only a field that is
 * missing is "required". Before, a number sent for a text field (or for the ship's length overall, which
 * the form itself sends as a number) answered "This field is required", and other type errors showed
 * zod's type name raw ("Must be a object", "类型应为 object"). And numbers are never coerced: " ", "0x10"
 * and `true` were stored as 0, 16 and 1.
 */
describe('type errors name the kind a field must be', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp();
    token = await superToken(t);
  });
  afterAll(() => t.close());

  const errorsOf = (url: string, body: object, lang = 'en') => fieldErrors(t, { url, body, token, lang });

  it('says "must be text / a number / a list / true or false", and "required" only when missing', async () => {
    const errors = await errorsOf('/admin/fleet.Ship/add', { name_en: 5, gt: true, loa: 'abc', flag: ['PA'], safe_manning: {} });
    expect(errors).toMatchObject({
      name_en: 'Must be text',
      gt: 'Must be a number',
      loa: 'Must be a number',
      flag: 'Must be text',
      imo_no: 'This field is required',
    });
    const list = await errorsOf('/admin/auth.Admin/add', { username: 'typed_one', nickname: 'T', password: 'Secret-123', group_arr: 'g', status: 'enable' });
    expect(list.group_arr).toBe('Must be a list');
    const settings = await errorsOf('/admin/routine.Config/edit', { values: 'site_name' });
    expect(settings.values).toBe('Must be an object (a set of named values)');
  });

  it('in Chinese too, without a raw type name', async () => {
    const errors = await errorsOf('/admin/fleet.Ship/add', { name_en: 5, gt: {}, imo_no: [] }, 'zh-cn');
    expect(errors).toMatchObject({ name_en: '必须是文本', gt: '必须是数字', imo_no: '必须是文本', flag: '此项为必填项' });
    expect(JSON.stringify(errors)).not.toMatch(/string|number|object|array/);
  });

  it('refuses what coercion turned into numbers nobody typed', async () => {
    for (const gt of [' ', '0x10', true, '1e3', '']) {
      expect((await errorsOf('/admin/fleet.Ship/add', { gt })).gt, JSON.stringify(gt)).toBe('Must be a number');
    }
    expect((await errorsOf('/admin/fleet.Ship/add', { gt: 12.5 })).gt).toBe('Must be a whole number');
    expect((await errorsOf('/admin/fleet.Ship/add', { gt: '42000' })).gt).toBeUndefined();
  });
});
