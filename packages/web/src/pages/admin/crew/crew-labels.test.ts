import { describe, expect, it } from 'vitest';
import { ASSIGNMENT_STEPS, CREW_RESOURCES, FLEET_RESOURCES, fieldLabelKey, optionLabelKey } from '@vessel/contract';
import enBackend from '../../../locales/en/backend';
import zhCnBackend from '../../../locales/zh-cn/backend';
import type { Translations } from '../../../locales/namespaces';
import { nameIn, remoteLabel } from './crew-labels';

function lookup(tree: Translations, key: string): string | undefined {
  let node: string | Translations | undefined = tree;
  for (const part of key.split('.')) {
    if (!node || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

describe('fleet and crew resources', () => {
  for (const [lang, backend] of [['zh-cn', zhCnBackend], ['en', enBackend]] as const) {
    it(`label every field and option, and every workflow step, in ${lang}`, () => {
      const missing: string[] = [];
      for (const def of [...FLEET_RESOURCES, ...CREW_RESOURCES]) {
        for (const field of def.fields) {
          if (!lookup(backend, fieldLabelKey(def, field))) missing.push(fieldLabelKey(def, field));
          for (const option of field.options ?? []) {
            if (!lookup(backend, optionLabelKey(def, field, option))) missing.push(optionLabelKey(def, field, option));
          }
        }
      }
      for (const step of ASSIGNMENT_STEPS) {
        if (!lookup(backend, `resourceKit.steps.${step}`)) missing.push(`resourceKit.steps.${step}`);
        if (!lookup(backend, `crew.steps.confirm.${step}`)) missing.push(`crew.steps.confirm.${step}`);
      }
      expect(missing).toEqual([]);
    });
  }

  it('name flags and class societies from the contract dictionaries in both languages', () => {
    expect(lookup(enBackend, 'fleet.ship.flag_options.PA')).toBe('Panama');
    expect(lookup(zhCnBackend, 'fleet.ship.flag_options.PA')).toBe('巴拿马');
    expect(lookup(enBackend, 'fleet.ship.class_society_options.CCS')).toBe('CCS (China Classification Society)');
    expect(lookup(enBackend, 'fleet.ship.class_society_options.DNV')).toBe('DNV');
    expect(lookup(zhCnBackend, 'fleet.ship.class_society_options.NK')).toBe('ClassNK 日本海事协会');
  });
});

describe('bilingual names', () => {
  it('use the Chinese name in zh-cn when there is one, else the English', () => {
    expect(nameIn('zh-cn', 'ZHANG Wei', '张伟')).toBe('张伟');
    expect(nameIn('zh-cn', 'Jose RIZAL', '')).toBe('Jose RIZAL');
    expect(nameIn('en', 'ZHANG Wei', '张伟')).toBe('ZHANG Wei');
    expect(nameIn('en', '', '张伟')).toBe('张伟');
    expect(remoteLabel({ rank_id_label: 'Master', rank_id_label_zh: '船长' }, 'rank_id', 'zh-cn')).toBe('船长');
    expect(remoteLabel({}, 'rank_id', 'en')).toBe('');
  });
});
