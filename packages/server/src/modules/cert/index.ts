import type { ModuleManifest } from '../../platform/module.js';
import { MENUS } from './menus.js';
import { provideCertServices } from './services.js';
import { CERT_ALERT_SOURCES } from './alert-sources.js';
import { certificateBinding, certificateSurveyBinding, certificateTypeBinding, seafarerDocumentBinding } from './resources.js';
import { certificateReportRoute } from './status-report.js';
import { certSteps } from './steps.js';
import { seedCertificateTypes } from './type-seed.js';

export { seedDemoCertificates } from './demo.js';
export { syncSeafarerDocuments } from './seafarer-documents.js';

/**
 * Certificates (DOMAIN.md §4.5): types, certificates of ships, the company and seafarers, their survey
 * windows, endorsement and renewal; expiry and window alerts through the engine.
 */
export const manifest: ModuleManifest = {
  name: 'cert',
  // 1.1.0: certificate types are ordered by hand (the cert/certificateType/sortable right); 1.2.0: a ship's status report (cert/certificate/print).
  version: '1.2.0',
  title: { 'zh-cn': '证书管理', en: 'Certificates' },
  dependsOn: ['fleet'],
  menus: MENUS,
  provide: provideCertServices,
  resources: (context) => [certificateTypeBinding, certificateBinding(context), certificateSurveyBinding, seafarerDocumentBinding(context)],
  alertSources: CERT_ALERT_SOURCES,
  steps: certSteps,
  routes: certificateReportRoute,
  seed: (context) => seedCertificateTypes(context.db),
};
