import { MASTER_REVIEW_TRANSLATIONS } from '@vessel/contract';
import type { ModulePart } from '../../../platform/module.js';
import { masterReviewDueSource } from './alert-source.js';
import { MASTERS_MIGRATIONS, masterReviewBinding } from './resources.js';
import { MASTERS_SETTINGS, mastersSettings } from './settings.js';
import { masterReviewSteps } from './steps.js';

/**
 * The master's review of the SMS (DOMAIN.md §4.11; ISM 5.1.5): per ship per year, the master's items by ISM
 * section, the office's answers and their follow-ups (DCRs through DOCUMENT_CHANGES, NCRs through
 * NCR_PIPELINE), the reminder before the due month ends; summary.ts and tiles.ts serve the review part.
 */
export const PART: ModulePart = {
  migrations: MASTERS_MIGRATIONS,
  resources: [masterReviewBinding],
  steps: masterReviewSteps,
  translations: MASTER_REVIEW_TRANSLATIONS,
  settings: MASTERS_SETTINGS,
  alertSources: [masterReviewDueSource],
  provide: (context) => {
    mastersSettings.current = context.settings;
  },
};
