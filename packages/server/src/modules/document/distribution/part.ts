import { eq } from 'drizzle-orm';
import { DEFAULT_ACK_DAYS, DOCUMENT_DISTRIBUTION_TRANSLATIONS } from '@vessel/contract';
import type { AlertService } from '../../../platform/alert/engine.js';
import { DOCUMENT_CHANGES } from '../../../platform/document-changes.js';
import type { ModulePart } from '../../../platform/module.js';
import { provideService } from '../../../platform/services.js';
import { onVersionIssued } from '../control/events.js';
import { ackOverdueSource, reconcileAcks } from './alert-source.js';
import { DISTRIBUTION_MIGRATIONS, distributionResources } from './resources.js';
import { documentChanges } from './services.js';
import { ACK_DAYS_SETTING, distributionSteps } from './steps.js';
import { acknowledgement } from './tables.js';

/** The alert engine of the running app (the issue listener is registered once per process, as events.ts asks). */
let alerts: AlertService | null = null;
let listening = false;

/** Distribution, acknowledgements, change requests (see the module's index.ts). */
export const PART: ModulePart = {
  migrations: DISTRIBUTION_MIGRATIONS,
  resources: distributionResources,
  steps: distributionSteps,
  alertSources: [ackOverdueSource],
  settings: [{ name: ACK_DAYS_SETTING, group: 'site', type: 'number', value: DEFAULT_ACK_DAYS }],
  translations: DOCUMENT_DISTRIBUTION_TRANSLATIONS,
  provide: (context) => {
    provideService(DOCUMENT_CHANGES, documentChanges(context), 'document');
  },
  start: (context) => {
    alerts = context.alerts;
    if (listening) return;
    listening = true;
    // A superseded version's copies are no longer chased: the to-dos of its open acknowledgements close.
    onVersionIssued(async ({ tx, previous_version_id }) => {
      if (!previous_version_id || !alerts) return;
      const open = await tx.select({ id: acknowledgement.id }).from(acknowledgement).where(eq(acknowledgement.version_id, previous_version_id));
      await reconcileAcks(alerts, tx, open.map((row) => row.id));
    });
  },
};
