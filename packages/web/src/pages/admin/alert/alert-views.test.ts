import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ALERT_STAGES, alertResource, LEAD_DAY_OPTIONS, optionLabelKey } from '@vessel/contract';
import enBackend from '../../../locales/en/backend';
import zhCnBackend from '../../../locales/zh-cn/backend';
import { parseTableState, writeTableState, withFilter, DEFAULT_TABLE_STATE, filterOf } from '../../../components/resource/table-state';
import { ALERT_VIEWS, alertViewOf, stageLabel } from './alert-views';

describe('alert views', () => {
  it('round-trip through the URL and are recognised again', () => {
    for (const view of ['open', 'closed', 'all'] as const) {
      const chosen = ALERT_VIEWS[view];
      const state = withFilter(withFilter(DEFAULT_TABLE_STATE, 'closed_at', chosen.closed_at), 'ack_at', chosen.ack_at);
      const again = parseTableState(writeTableState(new URLSearchParams(), state), alertResource);
      expect(alertViewOf(filterOf(again, 'closed_at'), filterOf(again, 'ack_at'))).toBe(view);
    }
  });

  it('are none for another filter on those columns', () => {
    expect(alertViewOf(undefined, { field: 'ack_at', operator: 'NULL', val: '' })).toBeNull();
  });
});

describe('alert stages', () => {
  it('read lead times as the filter words them, other lead times as days before', () => {
    expect(stageLabel('30d')).toEqual({ key: 'alert.alert.stage_options.30d', params: {} });
    expect(stageLabel('0d')).toEqual({ key: 'alert.alert.stage_options.0d', params: {} });
    expect(stageLabel('15d')).toEqual({ key: 'alertPage.stage.daysBefore', params: { count: 15 } });
  });

  it('name the engine’s stages, and leave unknown ones as they are', () => {
    expect(stageLabel('expired').key).toBe('alert.alert.stage_options.expired');
    expect(stageLabel('window_open').key).toBe('alert.alert.stage_options.window_open');
    expect(stageLabel('opening').key).toBe('alert.alert.stage_options.opening');
    expect(stageLabel('during').key).toBe('alert.alert.stage_options.during');
    expect(stageLabel('gap-1a2b3c4d').key).toBe('alert.alert.stage_options.gap');
    expect(stageLabel('something').key).toBeNull();
  });
});

describe('the stage filter', () => {
  const stage = alertResource.fields.find((field) => field.name === 'stage')!;

  it('is a select of every stage a source writes, gaps as one family', () => {
    expect(stage.widget).toBe('select');
    expect(stage.search).toEqual(expect.arrayContaining(['eq', 'IN']));
    for (const name of ALERT_STAGES) expect(stage.options).toContain(name);
    for (const days of LEAD_DAY_OPTIONS) expect(stage.options).toContain(`${days}d`);
    expect(stage.optionFamilies).toEqual(['gap']);
  });

  it('offers each option by the words its tag shows, in both languages, never its code', async () => {
    for (const lng of ['en', 'zh-cn'] as const) {
      const i18n = i18next.createInstance();
      await i18n.init({ lng, lowerCaseLng: true, fallbackLng: false, resources: { en: { backend: enBackend }, 'zh-cn': { backend: zhCnBackend } } });
      for (const option of stage.options ?? []) {
        const key = optionLabelKey(alertResource, stage, option);
        expect(i18n.exists(key, { ns: 'backend' }), `${lng} ${key}`).toBe(true);
        const words = i18n.t(key, { ns: 'backend' });
        expect(words, `${lng} ${key}`).not.toBe(String(option));
        expect(words).not.toMatch(/^\d+d$|_|^gap/);
        const tag = stageLabel(option === 'gap' ? 'gap-1a2b3c4d' : String(option));
        expect(i18n.t(tag.key!, { ns: 'backend', ...tag.params }), `${lng} tag of ${option}`).toBe(words);
      }
    }
  });

  it('is not where the quick search looks: it searches the names an alert shows', () => {
    expect(alertResource.quickSearch).not.toContain('stage');
    expect(alertResource.quickSearch).toContain('params');
  });
});
