import { describe, expect, it } from 'vitest';
import { MODULE_CHANGE_STEPS, type ModuleCatalogueItem, type ModuleChangePreview, type ModuleChangeProgress } from '@vessel/contract';
import en from '../../../locales/en/backend/module-store';
import zhCn from '../../../locales/zh-cn/backend/module-store';
import { canExport, canPurge, filterCatalogue, moduleChanges, moduleProgressText, previewIsEmpty, readPackageText, ruleTitle } from './module-store';

const item = (patch: Partial<ModuleCatalogueItem>): ModuleCatalogueItem => ({
  uid: 'editor',
  title: { 'zh-cn': '富文本编辑器', en: 'Rich text editor' },
  description: null,
  version: '1.0.0',
  state: 'installed',
  source: 'built-in',
  core: false,
  optional: true,
  dependsOn: [],
  dependants: [],
  conflicts: [],
  adds: { resources: [], menus: [], tiles: [], settings: [] },
  ...patch,
});

describe('module store actions', () => {
  it('follow the state, and offer nothing on a core module', () => {
    expect(moduleChanges(item({ state: 'uninstalled' }))).toEqual(['install']);
    expect(moduleChanges(item({ state: 'installed' }))).toEqual(['disable', 'uninstall']);
    expect(moduleChanges(item({ state: 'disabled' }))).toEqual(['enable', 'uninstall']);
    expect(moduleChanges(item({ core: true }))).toEqual([]);
  });

  it('purge and export only stored packages', () => {
    expect(canPurge(item({ source: 'built-in' }))).toBe(false);
    expect(canPurge(item({ source: 'crud' }))).toBe(true);
    expect(canPurge(item({ source: 'upload', state: 'uninstalled' }))).toBe(false);
    expect(canExport(item({ source: 'upload' }))).toBe(true);
    expect(canExport(item({}))).toBe(false);
  });

  it('filter by name or either title, and by state', () => {
    const list = [item({}), item({ uid: 'bunker_note', title: { 'zh-cn': '加油单', en: 'Bunker notes' }, state: 'disabled' })];
    expect(filterCatalogue(list, '加油', 'all').map((entry) => entry.uid)).toEqual(['bunker_note']);
    expect(filterCatalogue(list, ' EDITOR ', 'all').map((entry) => entry.uid)).toEqual(['editor']);
    expect(filterCatalogue(list, '', 'disabled').map((entry) => entry.uid)).toEqual(['bunker_note']);
  });
});

describe('a change preview', () => {
  const preview: ModuleChangePreview = {
    uid: 'editor', change: 'disable', allowed: true, refusal: null, enableFirst: [], dependants: [],
    rulesShown: [], rulesHidden: [], tablesCreated: [], tablesDropped: [], migrations: [], data: 'kept',
  };
  it('is empty only when it lists nothing', () => {
    expect(previewIsEmpty(preview)).toBe(true);
    expect(previewIsEmpty({ ...preview, rulesHidden: ['editor'] })).toBe(false);
  });
});

describe('a package file', () => {
  it('is read as a JSON object, refused when too big or not one', () => {
    expect(readPackageText('{"format":"vessel-module/1"}', 100)).toEqual({ ok: true, value: { format: 'vessel-module/1' } });
    expect(readPackageText('[1]', 100)).toEqual({ ok: false, reason: 'notJson' });
    expect(readPackageText('{oops', 100)).toEqual({ ok: false, reason: 'notJson' });
    expect(readPackageText('{"a":"0123456789"}', 10)).toEqual({ ok: false, reason: 'tooBig' });
  });
});

describe('a rule in a preview', () => {
  const titles = { bunker_note: '加油单', 'bunker_note/bunkerNote': 'Bunker notes' };
  const word = (key: string, fallback: string) => (key === 'ruleAction.add' ? 'Add' : fallback);
  it('reads as its menu title, a button as its menu and its action, anything unknown as its name', () => {
    expect(ruleTitle('bunker_note/bunkerNote', titles, word)).toBe('Bunker notes');
    expect(ruleTitle('bunker_note/bunkerNote/add', titles, word)).toBe('Bunker notes · Add');
    expect(ruleTitle('bunker_note/bunkerNote/approve', titles, word)).toBe('Bunker notes · approve');
    expect(ruleTitle('other/thing', titles, word)).toBe('other/thing');
  });
});

/** The words of a locale file, looked up and filled in as i18next does ({{name}}); a missing key throws. */
function wordsOf(resource: Record<string, unknown>) {
  return (key: string, params: Record<string, unknown> = {}) => {
    const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], resource);
    if (typeof found !== 'string') throw new Error(`missing ${key}`);
    return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));
  };
}

describe('a running change, in words', () => {
  const migrating: ModuleChangeProgress = {
    uid: 'cargo',
    change: 'install',
    step: 'migrate',
    steps: ['verify', 'dependencies', 'migrate', 'store', 'serve'],
    done: 2,
    migrations: { done: 1, total: 4 },
    started_at: '2026-11-27T09:00:00.000Z',
  };

  it('names the step within the steps, and counts the migrations while migrating', () => {
    expect(moduleProgressText(null, wordsOf(en))).toBe('Starting…');
    expect(moduleProgressText(migrating, wordsOf(en))).toBe('Step 3 of 5 · Migrating the database: 1 of 4 migrations');
    expect(moduleProgressText(migrating, wordsOf(zhCn))).toBe('第 3 步，共 5 步 · 正在迁移数据库：已执行 1 / 4 个迁移');
    expect(moduleProgressText({ ...migrating, step: 'store', done: 3, migrations: undefined }, wordsOf(en))).toBe('Step 4 of 5 · Recording the module and its state');
    expect(moduleProgressText({ ...migrating, step: 'waiting', steps: ['waiting'], done: 0 }, wordsOf(en))).toBe('Waiting for another module change to finish');
  });

  it('has words for every step in both languages', () => {
    for (const words of [wordsOf(en), wordsOf(zhCn)]) {
      for (const step of MODULE_CHANGE_STEPS) expect(moduleProgressText({ ...migrating, step, migrations: undefined }, words)).not.toContain('undefined');
    }
  });
});
