import type { VesselModule } from '../../platform/module.js';
import { registerResource } from '../../platform/resource/register.js';
import { userBindings } from './resources.js';

/** Members: accounts, groups, the member centre's rules, balance and score ledgers. */
export const userModule: VesselModule = {
  name: 'user',
  routes(app, context) {
    for (const binding of userBindings(() => context.settings)) registerResource(app, context, binding);
  },
};
