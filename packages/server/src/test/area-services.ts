/**
 * Until the module manifests provide the areas' services at start (issue 14), every test worker provides
 * them here, before any app is built (vitest.config.ts `setupFiles`). Remove once the manifests do.
 */
import { provideCertServices } from '../modules/cert/services.js';
import { provideCrewServices } from '../modules/crew/services.js';
import { provideFleetServices } from '../modules/fleet/services.js';

provideFleetServices();
provideCrewServices();
provideCertServices();
