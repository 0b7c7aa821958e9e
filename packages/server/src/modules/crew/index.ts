import type { VesselModule } from '../../platform/module.js';
import { registerResource } from '../../platform/resource/register.js';
import { CREW_ALERT_SOURCES } from './alert-sources.js';
import { assignmentStepRoutes } from './assignment-steps.js';
import { CREW_BINDINGS } from './resources.js';
import { crewRoutes } from './routes.js';
import { seedCertTypes } from '../cert/type-seed.js';
import { seedRankRequirements } from './requirement-seed.js';
import { seedPositions } from './seed.js';

/**
 * Positions and their document requirements, seafarers, sea service, employment contracts and crew
 * tracking (assignments moved along the crew state machine), with the crew's alert sources.
 */
export const crewModule: VesselModule = {
  name: 'crew',
  routes(app, context) {
    for (const binding of CREW_BINDINGS) registerResource(app, context, binding);
    assignmentStepRoutes(app, context);
    crewRoutes(app, context);
    for (const source of CREW_ALERT_SOURCES) context.alerts.registerSource(source);
  },
  async seed(context) {
    await seedPositions(context.db);
    // The requirement matrix names certificate types: seeded here first, as the crew module seeds before the cert module.
    await seedCertTypes(context.db);
    await seedRankRequirements(context.db);
  },
};
