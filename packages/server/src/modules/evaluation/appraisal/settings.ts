import { APPRAISAL_MISSING_DAYS } from '@vessel/contract';
import type { SettingSeed } from '../../../platform/settings/defaults.js';
import type { SettingsService } from '../../../platform/settings/settings.js';

export const MISSING_DAYS_SETTING = 'appraisal_missing_days';

export const APPRAISAL_SETTINGS: readonly SettingSeed[] = [{ name: MISSING_DAYS_SETTING, group: 'site', type: 'number', value: APPRAISAL_MISSING_DAYS }];

/** The settings service, handed over when the module provides its services; the default before that. */
export const appraisalSettings = {
  current: null as SettingsService | null,
  async missingDays(): Promise<number> {
    const days = Math.trunc((await this.current?.number(MISSING_DAYS_SETTING)) ?? APPRAISAL_MISSING_DAYS);
    return days >= 0 ? days : APPRAISAL_MISSING_DAYS;
  },
};
