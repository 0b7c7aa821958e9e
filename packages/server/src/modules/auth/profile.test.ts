import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';
import { PASSWORD, buildAdmin, buildGroup, superToken, tokenOf } from '../../test/factories.js';

describe('own profile (/admin/routine.AdminInfo/)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp();
    const root = await superToken(t);
    const role = await buildGroup(t, root, { name: 'Staff', rights: ['routine/adminInfo/index', 'routine/adminInfo/edit'] });
    await buildAdmin(t, root, { username: 'purser', group_arr: [role.id] });
    token = await tokenOf(t, 'purser');
  });
  afterAll(() => t.close());

  it('reads and saves only the caller\'s own row, whatever id is sent', async () => {
    const before = await call(t, { url: '/admin/routine.AdminInfo/index', token });
    expect(before.json.data.info.username).toBe('purser');
    const smuggled = await call(t, { url: '/admin/routine.AdminInfo/edit', token, lang: 'en', body: { id: 'someone-else', nickname: 'x' } });
    expect(smuggled.json).toMatchObject({ code: 0, data: { errors: { id: 'Unknown field' } } });
    const saved = await call(t, { url: '/admin/routine.AdminInfo/edit', token, body: { nickname: 'Chief Purser', email: 'purser@fleet.example' } });
    expect(saved.json.data.info).toMatchObject({ nickname: 'Chief Purser', email: 'purser@fleet.example' });
  });

  it('saves an uploaded avatar, an https one or none; refuses any other value and keeps the old one', async () => {
    const save = (avatar: string) => call(t, { url: '/admin/routine.AdminInfo/edit', token, lang: 'en', body: { nickname: 'Chief Purser', avatar } });
    expect((await save('/storage/avatar/20260101/3f2a.png')).json.data.info.avatar).toBe('/storage/avatar/20260101/3f2a.png');
    expect((await save('https://cdn.example.com/p.png')).json.data.info.avatar).toBe('https://cdn.example.com/p.png');
    for (const avatar of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '//evil.example/p.png', 'storage/p.png', '/storage/p.png x']) {
      const { json } = await save(avatar);
      expect(json, avatar).toMatchObject({ code: 0, data: { errors: { avatar: 'Upload an image, or give its address starting with https://' } } });
    }
    expect((await save('x'.repeat(256))).json.data.errors.avatar).toBe('Must be at most 255 characters');
    expect((await call(t, { url: '/admin/routine.AdminInfo/index', token })).json.data.info.avatar).toBe('https://cdn.example.com/p.png');
    expect((await save('')).json.data.info.avatar).toBe('');
  });

  it('changes the password only with the right old password, then ends the sessions', async () => {
    const noOld = await call(t, { url: '/admin/routine.AdminInfo/edit', token, lang: 'en', body: { nickname: 'Chief Purser', password: 'Brandnew_1' } });
    expect(noOld.json).toMatchObject({ code: 0, data: { errors: { old_password: 'This field is required' } } });
    const wrongOld = await call(t, { url: '/admin/routine.AdminInfo/edit', token, lang: 'en', body: { nickname: 'Chief Purser', old_password: 'guess', password: 'Brandnew_1' } });
    expect(wrongOld.json).toMatchObject({ code: 0, data: { errors: { old_password: 'The old password is incorrect' } } });
    const weak = await call(t, { url: '/admin/routine.AdminInfo/edit', token, lang: 'en', body: { nickname: 'Chief Purser', old_password: PASSWORD, password: 'a<b' } });
    expect(weak.json.code).toBe(0);
    const ok = await call(t, { url: '/admin/routine.AdminInfo/edit', token, lang: 'en', body: { nickname: 'Chief Purser', old_password: PASSWORD, password: 'Brandnew_1' } });
    expect(ok.json).toMatchObject({ code: 1, msg: 'Password changed, please log in again', data: { relogin: true } });
    expect((await call(t, { url: '/admin/index/index', token })).json.code).toBe(401);
    expect(await tokenOf(t, 'purser', 'Brandnew_1')).toBeTruthy();
  });
});
