import type { ModuleManifest } from '../../platform/module.js';
import { MENUS } from './menus.js';
import { provideCrewOnBoard } from './on-board.js';
import { provideCrewServices } from './services.js';
import { CREW_ALERT_SOURCES } from './alert-sources.js';
import { assignmentSteps } from './assignment-steps.js';
import { CREW_BINDINGS } from './resources.js';
import { crewListRoute } from './crew-list.js';
import { crewRoutes } from './routes.js';
import { seafarerRecordRoute } from './seafarer-record.js';
import { seedRankRequirements } from './requirement-seed.js';
import { seedPositions } from './seed.js';

/**
 * Positions and their document requirements, seafarers, sea service, employment contracts and crew
 * tracking (assignments moved along the crew state machine), with the crew's alert sources.
 */
export const manifest: ModuleManifest = {
  name: 'crew',
  // 1.1.0: the crew list's right (crew/assignment/crewList) and the seafarer's record (crew/seafarer/print).
  version: '1.1.0',
  title: { 'zh-cn': '人员管理', en: 'Personnel' },
  // The requirement matrix names certificate types, which the cert module seeds first.
  dependsOn: ['fleet', 'cert'],
  menus: MENUS,
  provide() {
    provideCrewServices();
    provideCrewOnBoard();
  },
  resources: CREW_BINDINGS,
  alertSources: CREW_ALERT_SOURCES,
  steps: assignmentSteps,
  routes(app, context) {
    crewRoutes(app, context);
    crewListRoute(app, context);
    seafarerRecordRoute(app, context);
  },
  async seed(context) {
    await seedPositions(context.db);
    await seedRankRequirements(context.db);
  },
};
