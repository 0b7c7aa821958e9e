import { eq, inArray } from 'drizzle-orm';
import type { ModuleContext, ModuleManifest } from '../../platform/module.js';
import { fieldError } from '../../platform/envelope.js';
import { MENUS } from './menus.js';
import { provideFleetServices } from './services.js';
import { shipDetailRoute } from './detail.js';
import { FLEET_BINDINGS } from './resources.js';
import { ship } from './tables.js';

/**
 * A ship's department node belongs to the ship: deleting it from the department tree is refused while the
 * ship exists, and moving it moves the ship to that fleet group.
 */
function guardShipDepartments(context: ModuleContext): void {
  context.resourceHooks.onDelete(async ({ resource, rows, tx }) => {
    if (resource.name !== 'auth.Department') return;
    const [owned] = await tx.select({ id: ship.id }).from(ship).where(inArray(ship.dept_id, rows.map((row) => row.id))).limit(1);
    if (owned) throw fieldError('ids', 'fleet.deptHasShip');
  });
  context.resourceHooks.onUpdate(async ({ resource, before, after, tx }) => {
    if (resource.name !== 'auth.Department' || before.pid === after.pid) return;
    await tx.update(ship).set({ fleet_group_id: (after.pid as string | null) ?? null }).where(eq(ship.dept_id, after.id));
  });
}

/** Ships (particulars, identity checks, status history) and their place in the organisation. */
export const manifest: ModuleManifest = {
  name: 'fleet',
  version: '1.0.0',
  title: { 'zh-cn': '船舶管理', en: 'Fleet' },
  dependsOn: ['auth'],
  menus: MENUS,
  provide: provideFleetServices,
  resources: FLEET_BINDINGS,
  start: guardShipDepartments,
  routes: shipDetailRoute,
};
