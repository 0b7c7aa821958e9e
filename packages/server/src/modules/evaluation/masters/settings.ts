import { MASTER_REVIEW_DUE_MONTH, MASTER_REVIEW_LEAD_DAYS } from '@vessel/contract';
import type { SettingSeed } from '../../../platform/settings/defaults.js';
import type { SettingsService } from '../../../platform/settings/settings.js';

export const DUE_MONTH_SETTING = 'master_review_due_month';
export const LEAD_DAYS_SETTING = 'master_review_lead_days';

export const MASTERS_SETTINGS: readonly SettingSeed[] = [
  { name: DUE_MONTH_SETTING, group: 'site', type: 'number', value: MASTER_REVIEW_DUE_MONTH },
  { name: LEAD_DAYS_SETTING, group: 'site', type: 'number', value: MASTER_REVIEW_LEAD_DAYS },
];

/** The settings service, handed over when the module provides its services; defaults before that. */
export const mastersSettings = {
  current: null as SettingsService | null,
  async dueMonth(): Promise<number> {
    const month = Math.trunc((await this.current?.number(DUE_MONTH_SETTING)) ?? MASTER_REVIEW_DUE_MONTH);
    return month >= 1 && month <= 12 ? month : MASTER_REVIEW_DUE_MONTH;
  },
  async leadDays(): Promise<number> {
    const days = Math.trunc((await this.current?.number(LEAD_DAYS_SETTING)) ?? MASTER_REVIEW_LEAD_DAYS);
    return days >= 0 ? days : MASTER_REVIEW_LEAD_DAYS;
  },
};
