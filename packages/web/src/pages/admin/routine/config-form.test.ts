import { describe, expect, it } from 'vitest';
import type { ConfigItem } from '@vessel/contract';
import { configEditValues, configTitle, configValueError, groupsOf, initialConfigValue } from './config-form';

function item(patch: Partial<ConfigItem>): ConfigItem {
  return {
    id: 'x', name: 'site_name', group: 'site', title: 'config.site_name', tip: '', type: 'string', value: '', options: [],
    required: false, secret: false, has_value: false, allow_del: false, weigh: 0, ...patch,
  };
}

describe('config form', () => {
  it('groups settings in the contract order, heavier first', () => {
    const groups = groupsOf([item({ name: 'a', group: 'mail', weigh: 1 }), item({ name: 'b', group: 'site' }), item({ name: 'c', group: 'mail', weigh: 5 })]);
    expect(groups.map((entry) => [entry.group, entry.items.map((i) => i.name)])).toEqual([
      ['site', ['b']],
      ['mail', ['c', 'a']],
    ]);
  });

  it('starts secrets empty and keeps types', () => {
    expect(initialConfigValue(item({ secret: true, type: 'password', value: null, has_value: true }))).toBe('');
    expect(initialConfigValue(item({ type: 'checkbox', value: null }))).toEqual([]);
    expect(initialConfigValue(item({ type: 'switch', value: 'x' }))).toBe(false);
    expect(initialConfigValue(item({ type: 'number', value: '5' }))).toBe(5);
  });

  it('checks values with configValueSchema', () => {
    expect(configValueError(item({ required: true }), '')).toBe('validate.required');
    expect(configValueError(item({ type: 'color' }), 'red')).toBe('validate.invalid');
    expect(configValueError(item({ type: 'color' }), '#fff')).toBeNull();
    expect(configValueError(item({ type: 'select', options: ['a', 'b'] }), 'c')).toBe('validate.invalidValue');
    expect(configValueError(item({ type: 'number' }), 3)).toBeNull();
    expect(configValueError(item({ type: 'password', secret: true, required: true }), '')).toBeNull();
  });

  it('does not send an empty secret', () => {
    const items = [item({ name: 'smtp_pass', secret: true }), item({ name: 'site_name' })];
    expect(configEditValues(items, { smtp_pass: '', site_name: 'S' })).toEqual({ site_name: 'S' });
    expect(configEditValues(items, { smtp_pass: 'p', site_name: 'S' })).toEqual({ smtp_pass: 'p', site_name: 'S' });
  });

  it('translates built-in titles and keeps typed ones', () => {
    const t = (key: string) => `T:${key}`;
    expect(configTitle({ title: 'config.site_name' }, t)).toBe('T:routine.config.site_name');
    expect(configTitle({ title: 'My setting' }, t)).toBe('My setting');
    // An area's setting, titled by its manifest's words in the caller's language.
    expect(configTitle({ title: 'config.ncr_major_days', title_text: 'NCR: days to close a major non-conformity' }, t)).toBe('NCR: days to close a major non-conformity');
  });
});
