import { describe, expect, it } from 'vitest';
import { canonicalJson, modulePackageSchema, moduleProgressPercent, type ModulePackageManifest } from './module-package.js';

const manifest: ModulePackageManifest = {
  name: 'survey',
  version: '1.2.3',
  title: { 'zh-cn': '检验', en: 'Surveys' },
  resources: [],
  migrations: [{ name: '0001_tables', sql: 'CREATE TABLE "survey_plan" ("id" uuid)' }],
  menus: [{ name: 'survey/plan', title: { 'zh-cn': '检验计划', en: 'Survey plans' }, actions: ['index'] }],
};

const issuesOf = (value: unknown) => {
  const result = modulePackageSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('module packages', () => {
  it('sign the same bytes whatever order the keys arrived in', () => {
    expect(canonicalJson({ b: 1, a: [{ d: null, c: 'x' }], e: undefined })).toBe('{"a":[{"c":"x","d":null}],"b":1}');
    const reordered = JSON.parse(JSON.stringify({ menus: manifest.menus, version: manifest.version, migrations: manifest.migrations, title: manifest.title, resources: [], name: 'survey' }));
    expect(canonicalJson(reordered)).toBe(canonicalJson(manifest));
  });

  it('read a package without a signature as unsigned, not as malformed', () => {
    const parsed = modulePackageSchema.parse({ format: 'vessel-module/1', manifest });
    expect(parsed).toMatchObject({ keyId: '', signature: '' });
  });

  it('refuse names by their length before any pattern, and versions, formats and sizes out of bounds', () => {
    const pkg = (change: Partial<ModulePackageManifest>) => ({ format: 'vessel-module/1', manifest: { ...manifest, ...change }, keyId: 'k', signature: 'AA==' });
    expect(issuesOf(pkg({ name: 'x'.repeat(100_000) }))).toEqual(['manifest.name: validate.tooLong']);
    expect(issuesOf(pkg({ name: 'Survey' }))).toEqual(['manifest.name: module.badName']);
    expect(issuesOf(pkg({ name: 'a' }))).toEqual(['manifest.name: validate.tooShort']);
    expect(issuesOf(pkg({ version: '1.2' }))).toEqual(['manifest.version: module.badVersion']);
    expect(issuesOf(pkg({ version: '01.2.3' }))).toEqual(['manifest.version: module.badVersion']);
    expect(issuesOf(pkg({ migrations: Array.from({ length: 201 }, (_, i) => ({ name: `m${i}`, sql: '' })) }))).toEqual(['manifest.migrations: validate.tooBig']);
    expect(issuesOf(pkg({ dependsOn: ['fleet; drop table admin'] }))).toEqual(['manifest.dependsOn.0: module.badName']);
    expect(issuesOf({ ...pkg({}), format: 'vessel-module/2' })).toEqual(['format: module.badFormat']);
    expect(issuesOf({ ...pkg({}), code: 'process.exit()' })).toHaveLength(1);
    expect(issuesOf(pkg({}))).toEqual([]);
  });
});

describe('how far a change has come', () => {
  const steps = ['verify', 'dependencies', 'migrate', 'store', 'serve'] as const;
  it('counts the steps finished, and the migrations run within the migrating step', () => {
    expect(moduleProgressPercent({ step: 'waiting', steps: ['waiting'], done: 0 })).toBe(0);
    expect(moduleProgressPercent({ step: 'dependencies', steps: [...steps], done: 1 })).toBe(20);
    expect(moduleProgressPercent({ step: 'migrate', steps: [...steps], done: 2, migrations: { done: 1, total: 2 } })).toBe(50);
    expect(moduleProgressPercent({ step: 'migrate', steps: [...steps], done: 2, migrations: { done: 0, total: 0 } })).toBe(40);
    expect(moduleProgressPercent({ step: 'serve', steps: [...steps], done: 4 })).toBe(80);
    expect(moduleProgressPercent({ step: 'serve', steps: [], done: 0 })).toBe(0);
  });
});
