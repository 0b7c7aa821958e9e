import type { Lang } from '@vessel/contract';
import type { SettingSeed } from '../../platform/settings/defaults.js';
import { NCR_SETTINGS } from './lifecycle.js';

/** The area's figures as system settings (DOMAIN.md §4.9: common practice, kept editable). */
export const NCR_SETTING_SEEDS: readonly SettingSeed[] = Object.entries(NCR_SETTINGS).map(([name, value]) => ({ name, group: 'site', type: 'number', value }));

export const NCR_SETTING_WORDS: Record<Lang, Record<string, string>> = {
  'zh-cn': {
    'config.ncr_ca_proposal_days': '不符合报告：受理后提交纠正措施的天数',
    'config.ncr_major_days': '不符合报告：严重不符合的完成期限（天）',
    'config.ncr_minor_days': '不符合报告：一般不符合的完成期限（天）',
    'config.ncr_repeat_months': '不符合报告：判定重复发生的月数',
  },
  en: {
    'config.ncr_ca_proposal_days': 'NCR: days from acceptance to the corrective-action proposal',
    'config.ncr_major_days': 'NCR: days to close a major non-conformity',
    'config.ncr_minor_days': 'NCR: days to close a minor non-conformity',
    'config.ncr_repeat_months': 'NCR: months within which the same clause is a repeat',
  },
};
