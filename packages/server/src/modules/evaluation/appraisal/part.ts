import { APPRAISAL_TRANSLATIONS } from '@vessel/contract';
import type { ModulePart } from '../../../platform/module.js';
import { SEAFARER_APPRAISALS } from '../../../platform/seafarer-appraisals.js';
import { SEAFARER_FLAGS } from '../../../platform/seafarer-flags.js';
import { provideService } from '../../../platform/services.js';
import { appraisalFlagSource, appraisalMissingSource } from './alert-sources.js';
import { appraisalSeafarerFlags } from './flags.js';
import { seafarerAppraisals } from './record.js';
import { APPRAISAL_MIGRATIONS, appraisalBinding } from './resources.js';
import { APPRAISAL_SETTINGS, appraisalSettings } from './settings.js';
import { appraisalSteps } from './steps.js';

/**
 * Crew appraisals (DOMAIN.md §4.11 crew_appraisal): scores per criterion, rehire and promotion
 * recommendations, the master's countersign for engine ranks, the office's review; the missing
 * end-of-contract appraisal as a to-do for the crew manager; a "no rehire" as a seafarer flag the crew's
 * availability check shows (SEAFARER_FLAGS). summary.ts and tiles.ts serve the review part.
 */
export const PART: ModulePart = {
  migrations: APPRAISAL_MIGRATIONS,
  resources: [appraisalBinding],
  steps: appraisalSteps,
  translations: APPRAISAL_TRANSLATIONS,
  alertSources: [appraisalMissingSource, appraisalFlagSource],
  settings: APPRAISAL_SETTINGS,
  provide: (context) => {
    appraisalSettings.current = context.settings;
    provideService(SEAFARER_FLAGS, appraisalSeafarerFlags, 'evaluation');
    provideService(SEAFARER_APPRAISALS, seafarerAppraisals, 'evaluation');
  },
};
