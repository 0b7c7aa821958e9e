import type { VesselModule } from '../../platform/module.js';
import { registerResource } from '../../platform/resource/register.js';
import { CERT_ALERT_SOURCES } from './alert-sources.js';
import { certificateBinding, certificateSurveyBinding, certificateTypeBinding, seafarerDocumentBinding } from './resources.js';
import { certificateRoutes } from './routes.js';
import { seedCertTypes } from './type-seed.js';

export { seedDemoCertificates } from './demo.js';
export { syncSeafarerDocuments } from './seafarer-documents.js';

/**
 * Certificates (DOMAIN.md §4.5): types, certificates of ships, the company and seafarers, their survey
 * windows, endorsement and renewal; expiry and window alerts through the engine.
 */
export const certModule: VesselModule = {
  name: 'cert',
  routes(app, context) {
    const certificate = certificateBinding(context);
    const document = seafarerDocumentBinding(context);
    registerResource(app, context, certificateTypeBinding);
    registerResource(app, context, certificate);
    registerResource(app, context, certificateSurveyBinding);
    registerResource(app, context, document);
    certificateRoutes(app, context, { certificate, document });
    for (const source of CERT_ALERT_SOURCES) context.alerts.registerSource(source);
  },
  seed: (context) => seedCertTypes(context.db),
};
