import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { drillOnBoardQuery, drillScheduleQuery, onBoardOn, scheduleLineShown, shipIdsOf, type DrillOnBoardRow, type DrillScheduleView } from '@vessel/contract';
import { CREW_ON_BOARD } from '../../../platform/crew-on-board.js';
import { ApiError, success } from '../../../platform/envelope.js';
import type { ModuleContext } from '../../../platform/module.js';
import { answers } from '../../../platform/openapi.js';
import { service } from '../../../platform/services.js';
import { SHIP_DIRECTORY } from '../../../platform/ships.js';
import { drillSchedule } from './schedule.js';
import { drillType } from './tables.js';

/** The drill form's participants picker and the schedule page. */
export function drillsRoutes(app: FastifyInstance, context: ModuleContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/admin/contingency.Drill/onBoard', {
    config: { auth: 'admin', right: ['contingency/drill/add', 'contingency/drill/edit'] },
    schema: { tags: ['contingency'], summary: 'The seafarers on board a ship on a day, most senior first (the drill participants picker)', querystring: drillOnBoardQuery, response: answers(z.unknown()) },
    handler: async (request) => {
      const { ship_id, date } = request.query;
      const ship = await service(SHIP_DIRECTORY).visibleTo(context.db, ship_id, request.access!);
      if (!ship) throw new ApiError('record.notFound', { status: 404 });
      const stays = (await service(CREW_ON_BOARD).stays(context.db, [ship_id], date, date)).filter((stay) => onBoardOn(stay, date));
      const seen = new Set<string>();
      const list: DrillOnBoardRow[] = [];
      for (const stay of stays) {
        if (seen.has(stay.seafarer_id)) continue;
        seen.add(stay.seafarer_id);
        list.push({ seafarer_id: stay.seafarer_id, name_en: stay.name_en, name_zh: stay.name_zh, rank_id: stay.rank_id, rank_abbr: stay.rank_abbr, rank_name_en: stay.rank_name_en, rank_name_zh: stay.rank_name_zh });
      }
      return success(request, { list });
    },
  });

  api.get('/admin/contingency.Drill/schedule', {
    config: { auth: 'admin', right: ['contingency/schedule/index', 'contingency/schedule'] },
    schema: { tags: ['contingency'], summary: 'The drill schedule: ship × drill type with last done, next due and status, for the ships the caller sees', querystring: drillScheduleQuery, response: answers(z.unknown()) },
    handler: async (request) => {
      const access = request.access!;
      // A ship, several (`ship_ids`: the dashboard's fleet group or ship type), or both: the ships both name.
      const { ship_id } = request.query;
      const several = shipIdsOf(request.query.ship_ids);
      const shipIds = ship_id ? (several && !several.includes(ship_id) ? [] : [ship_id]) : several;
      const ships = shipIds?.length === 0 ? [] : await service(SHIP_DIRECTORY).inService(context.db, { deptIds: access.visibility.kind === 'all' ? 'all' : access.visibility.departmentIds, ...(shipIds ? { shipIds } : {}) });
      const rows = ships.length ? await drillSchedule(context.db, await context.alerts.today(), ships.map((ship) => ship.id)) : [];
      const types = rows.length ? await context.db.select({ id: drillType.id, name_en: drillType.name_en, name_zh: drillType.name_zh }).from(drillType).where(inArray(drillType.id, [...new Set(rows.map((row) => row.drill_type_id))])) : [];
      const typeById = new Map(types.map((type) => [type.id, type]));
      const shipById = new Map(ships.map((ship) => [ship.id, ship]));
      const list: DrillScheduleView[] = rows
        .filter((row) => scheduleLineShown(row, request.query))
        .map((row) => ({
          ...row,
          ship_name_en: shipById.get(row.ship_id)?.name_en ?? '',
          ship_name_zh: shipById.get(row.ship_id)?.name_zh ?? '',
          drill_type_name_en: typeById.get(row.drill_type_id)?.name_en ?? row.drill_type_code,
          drill_type_name_zh: typeById.get(row.drill_type_id)?.name_zh ?? row.drill_type_code,
        }));
      return success(request, { list, total: list.length });
    },
  });
}
