import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CHECKLISTS } from '../../platform/checklists.js';
import { service } from '../../platform/services.js';
import { superToken } from '../../test/factories.js';
import { buildTestApp, call, type TestApp } from '../../test/helpers.js';
import { CHECKLIST_TEMPLATE_SEED } from './checklist-seed.js';
import { withBilingualGuidance } from './checklist-guidance.js';
import { checklistTemplateTable } from './resources.js';
import { seedSettings } from './seed.js';

const base = '/admin/setting.ChecklistTemplate/';

const question = (id: string, values: Record<string, unknown> = {}) => ({
  id,
  ref: 'ISM 10.3',
  question_en: 'Is the emergency generator tested weekly?',
  question_zh: '应急发电机是否每周试验？',
  guidance_en: 'Check the engine log.',
  guidance_zh: '查阅轮机日志。',
  answer_type: 'yes_no_na',
  requires_evidence: true,
  ...values,
});
const sections = (items = [question('1.1')]) => [{ id: '1', title_en: 'Machinery', title_zh: '机械', items }];
const draft = (code: string, values: Record<string, unknown> = {}) => ({ code, name_en: 'Engine room round', name_zh: '机舱巡检', standard: 'self_inspection', sections: sections(), ...values });

describe('checklist templates', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp();
    token = await superToken(t);
  });
  afterAll(() => t.close());

  it('seeds the six templates active, with real bilingual content, and offers them by standard', async () => {
    const active = await service(CHECKLISTS).active(t.database.db);
    expect(active.map((template) => template.code).sort()).toEqual(CHECKLIST_TEMPLATE_SEED.map((template) => template.code).sort());
    const [ism] = await service(CHECKLISTS).active(t.database.db, 'ISM');
    expect(ism).toMatchObject({ code: 'ISM-INTERNAL', version: 1, status: 'active' });
    expect(ism!.sections.map((section) => section.id)).toEqual(Array.from({ length: 13 }, (_, index) => String(index + 1)));
    expect(ism!.sections.flatMap((section) => section.items).length).toBeGreaterThanOrEqual(30);
    expect(ism!.sections[9]!.items[1]).toMatchObject({ id: '10.2', ref: 'ISM 10.3', question_zh: '关键设备和系统是否已识别并定期测试？' });
    const byIds = await service(CHECKLISTS).byIds(t.database.db, [ism!.id]);
    expect(byIds.get(ism!.id)?.name_zh).toBe('ISM 船舶内部审核');
    expect(await seedSettings(t.database.db)).toBe(0);
  });

  it('seeds guidance in both languages: every item with English guidance has Chinese guidance too', () => {
    const items = CHECKLIST_TEMPLATE_SEED.flatMap((template) => template.sections.flatMap((section) => section.items));
    const guided = items.filter((item) => item.guidance_en);
    expect(guided.length).toBeGreaterThan(0);
    for (const item of items) expect(Boolean(item.guidance_zh)).toBe(Boolean(item.guidance_en));
    expect(guided.every((item) => /[\u4e00-\u9fff]/.test(item.guidance_zh))).toBe(true);
  });

  it('reads the former English-only guidance of a stored template as guidance_en, without a migration', async () => {
    expect(withBilingualGuidance([{ id: '1', items: [{ id: '1.1', guidance: 'Old' }, { id: '1.2', guidance: 'Old', guidance_en: 'New', guidance_zh: '新' }] }])).toEqual([
      { id: '1', items: [{ id: '1.1', guidance_en: 'Old', guidance_zh: '' }, { id: '1.2', guidance_en: 'New', guidance_zh: '新' }] },
    ]);
    const created = (await call(t, { url: `${base}add`, token, body: draft('LEGACY-GUIDANCE') })).json.data.row;
    const { guidance_en, guidance_zh, ...legacy } = question('1.1');
    await t.database.db.update(checklistTemplateTable).set({ sections: sections([{ ...legacy, guidance: guidance_en }] as never) }).where(eq(checklistTemplateTable.id, created.id));
    const read = (await service(CHECKLISTS).byIds(t.database.db, [created.id])).get(created.id)!;
    expect(read.sections[0]!.items[0]).toMatchObject({ guidance_en: 'Check the engine log.', guidance_zh: '' });
    expect(read.sections[0]!.items[0]).not.toHaveProperty('guidance');
    expect(guidance_zh).toBe('查阅轮机日志。');
    // A draft sent back by a client that still says `guidance` is stored in the new shape.
    const saved = await call(t, { url: `${base}edit`, token, body: { ...draft('LEGACY-GUIDANCE'), code: undefined, id: created.id, sections: sections([{ ...legacy, guidance: 'Kept' }] as never) } });
    expect(saved.json.data.row.sections[0].items[0]).toMatchObject({ guidance_en: 'Kept', guidance_zh: '' });
    expect((await call(t, { url: `${base}del?ids[]=${created.id}`, method: 'DELETE', token })).json.code).toBe(1);
  });

  it('validates the sections: ids unique across the template, answer types, lengths, nothing empty', async () => {
    const refusal = async (values: Record<string, unknown>) => (await call(t, { url: `${base}add`, token, lang: 'en', body: draft('ER-ROUND', values) })).json.data?.errors?.sections;
    expect(await refusal({ sections: sections([question('1.1'), question('1.1')]) })).toBe('The number 1.1 is used twice in this checklist');
    expect(await refusal({ sections: sections([question('1.1', { answer_type: 'maybe' })]) })).toBeDefined();
    expect(await refusal({ sections: sections([question('1.1', { question_en: 'x'.repeat(1001) })]) })).toBe('Must be at most 1000 characters');
    expect(await refusal({ sections: sections([question('1 1')]) })).toBe('Section and question numbers are 1 to 20 letters, digits or _ . -');
    expect(await refusal({ sections: sections([]) })).toBe('Every section needs at least one question');
    expect(await refusal({ sections: [] })).toBe('A checklist needs at least one section');
    expect(await refusal({ sections: 'not a list' })).toBeDefined();
    expect(await refusal({ sections: undefined })).toBe('This field is required');
    expect(await refusal({ sections: sections([question('1.1', { extra: 1 })]) })).toBeDefined();
  });

  it('edits a draft, refuses an edit or delete once active, and activating supersedes the previous version', async () => {
    const first = (await call(t, { url: `${base}add`, token, body: draft('ER-ROUND') })).json.data.row;
    expect(first).toMatchObject({ version: 1, status: 'draft' });
    const taken = await call(t, { url: `${base}add`, token, lang: 'en', body: draft('er-round') });
    expect(taken.json.data.errors).toEqual({ code: 'A template with this code exists already: make a new version of it instead' });
    const edited = await call(t, { url: `${base}edit`, token, body: { ...draft('ER-ROUND'), code: undefined, id: first.id, name_en: 'Engine room round (daily)', sections: sections([question('1.1'), question('1.2', { answer_type: 'number' })]) } });
    expect(edited.json.data.row.sections[0].items).toHaveLength(2);

    const activated = await call(t, { url: `${base}activate`, token, lang: 'en', body: { id: first.id } });
    expect(activated.json).toMatchObject({ code: 1, msg: 'Version 1 of ER-ROUND is now active', data: { row: { status: 'active' } } });
    const refused = await call(t, { url: `${base}edit`, token, lang: 'en', body: { ...draft('ER-ROUND'), code: undefined, id: first.id, name_en: 'Changed' } });
    expect(refused.json).toMatchObject({ code: 0, msg: 'Only a draft template can be changed or deleted: make a new version of it' });
    expect((await call(t, { url: `${base}del?ids[]=${first.id}`, method: 'DELETE', token })).json.code).toBe(0);
    expect((await call(t, { url: `${base}activate`, token, body: { id: first.id } })).json.code).toBe(0);

    const second = await call(t, { url: `${base}newVersion`, token, lang: 'en', body: { id: first.id } });
    expect(second.json).toMatchObject({ code: 1, msg: 'Draft version 2 of ER-ROUND created', data: { row: { code: 'ER-ROUND', version: 2, status: 'draft', name_en: 'Engine room round (daily)' } } });
    const v2 = second.json.data.row;
    expect(v2.sections).toEqual(edited.json.data.row.sections);
    const again = await call(t, { url: `${base}newVersion`, token, lang: 'en', body: { id: first.id } });
    expect(again.json).toMatchObject({ code: 0, msg: 'Template ER-ROUND already has a draft (version 2): edit that one' });

    expect((await call(t, { url: `${base}edit`, token, body: { ...draft('ER-ROUND'), code: undefined, id: v2.id, sections: sections([question('1.1', { answer_type: 'graded' })]) } })).json.code).toBe(1);
    expect((await call(t, { url: `${base}activate`, token, body: { id: v2.id } })).json.code).toBe(1);
    const versions = await service(CHECKLISTS).byIds(t.database.db, [first.id, v2.id]);
    expect([versions.get(first.id)?.status, versions.get(v2.id)?.status]).toEqual(['superseded', 'active']);
    expect((await service(CHECKLISTS).active(t.database.db, 'self_inspection')).filter((template) => template.code === 'ER-ROUND').map((template) => template.version)).toEqual([2]);

    // A superseded version can start the next one too; version 3 follows the highest.
    const third = await call(t, { url: `${base}newVersion`, token, body: { id: first.id } });
    expect(third.json.data.row).toMatchObject({ version: 3, status: 'draft', sections: versions.get(first.id)!.sections });
    expect((await call(t, { url: `${base}del?ids[]=${third.json.data.row.id}`, method: 'DELETE', token })).json.code).toBe(1);
  });
});
