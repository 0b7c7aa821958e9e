import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import en from './en/backend/routine';
import zhCn from './zh-cn/backend/routine';

/** Every built-in setting (server defaults.ts, titles `config.{name}`) has a title in both languages. */
const defaults = readFileSync(new URL('../../../server/src/platform/settings/defaults.ts', import.meta.url), 'utf8');
const names = [...defaults.matchAll(/name: '([a-z0-9_]+)'/g)].map((match) => match[1]!);

describe('built-in setting titles', () => {
  it('are translated in zh-cn and en', () => {
    expect(names.length).toBeGreaterThan(30);
    const missing = names.filter((name) => !(name in en.routine.config) || !(name in zhCn.routine.config));
    expect(missing).toEqual([]);
  });
});
