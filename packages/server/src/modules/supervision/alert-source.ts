import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AlertCondition, AlertSource } from '../../platform/alert/engine.js';
import { authorities } from '../../platform/authorities.js';
import { service } from '../../platform/services.js';
import { SHIP_DIRECTORY } from '../../platform/ships.js';
import { inspection } from './tables.js';

/** biz_type of the detention alert (and of its alert rule and to-do source). */
export const DETENTION_SOURCE = 'inspection_detention';

/**
 * A detained ship (DOMAIN.md §4.12): one critical alert per detention, raised the moment it is recorded
 * (the inspection's and its items' writes reconcile it) and kept until the release is recorded. It goes to
 * the ship's superintendents, who act, and by its rule's recipients to the DPA and the general managers
 * too: a detention is news for the top of the company the same day.
 */
export const detentionSource: AlertSource = {
  biz_type: DETENTION_SOURCE,
  defaults: { lead_days: [0], recipients: ['assignees', 'ship_superintendents', 'dpa', 'general_managers'], channels: ['in_app', 'email'] },
  async collect(db, { ids }) {
    const rows = await db
      .select({
        id: inspection.id,
        ship_id: inspection.ship_id,
        dept_id: inspection.dept_id,
        detention_from: inspection.detention_from,
        inspected_on: inspection.inspected_on,
        port: inspection.port,
        authority: inspection.authority_or_company,
        mou: inspection.mou,
        kind: inspection.kind,
      })
      .from(inspection)
      .where(and(eq(inspection.detained, true), isNull(inspection.released_on), ids ? inArray(inspection.id, ids) : undefined));
    if (rows.length === 0) return [];
    const ships = await service(SHIP_DIRECTORY).byIds(db, [...new Set(rows.map((row) => row.ship_id))]);
    const dpa = await authorities.dpa(db);
    const conditions: AlertCondition[] = [];
    for (const row of rows) {
      const ship = ships.get(row.ship_id);
      const since = row.detention_from ?? row.inspected_on;
      const superintendents = [ship?.tech_superintendent_id, ship?.marine_superintendent_id].filter((id): id is string => !!id);
      conditions.push({
        biz_type: DETENTION_SOURCE,
        biz_id: row.id,
        ship_id: row.ship_id,
        dept_id: row.dept_id,
        // The day it began: the same detention saved again is the same alert, never a second one.
        due_date: since,
        stage: 'detained',
        level: 'critical',
        title_key: 'alert.inspection.detained',
        params: {
          ship: ship ? { en: ship.name_en, 'zh-cn': ship.name_zh || ship.name_en } : '',
          port: row.port || '-',
          date: since,
          authority: row.authority || (row.mou ?? row.kind).replace(/_/g, ' ').toUpperCase(),
        },
        assignees: [...new Set([...superintendents, ...dpa])],
        todo_type: DETENTION_SOURCE,
      });
    }
    return conditions;
  },
};
