import { and, inArray, ne } from 'drizzle-orm';
import { addDays, appraisalFlags } from '@vessel/contract';
import type { AlertCondition, AlertSource } from '../../../platform/alert/engine.js';
import { service } from '../../../platform/services.js';
import { SHIP_DIRECTORY } from '../../../platform/ships.js';
import { missingAppraisals } from './missing.js';
import { appraisalSettings } from './settings.js';
import { crewAppraisal } from './tables.js';

export const APPRAISAL_MISSING_SOURCE = 'appraisal_missing';
export const APPRAISAL_FLAG_SOURCE = 'appraisal_no_rehire';

const shipWords = (ship: { name_en: string; name_zh: string } | undefined) => (ship ? { en: ship.name_en, 'zh-cn': ship.name_zh || ship.name_en } : '');

/**
 * An assignment signed off more than `appraisal_missing_days` (14) days ago without an end-of-contract
 * appraisal past draft: a to-do for the ship's crew manager, closed once the appraisal is submitted (the
 * condition is gone). Signed off exactly 14 days ago is still in time.
 */
export const appraisalMissingSource: AlertSource = {
  biz_type: APPRAISAL_MISSING_SOURCE,
  defaults: { lead_days: [], recipients: ['assignees'], channels: ['in_app'] },
  async collect(db, { ids, today }) {
    const missingDays = await appraisalSettings.missingDays();
    const rows = (await missingAppraisals(db, addDays(today, -(missingDays + 1)))).filter((row) => !ids || ids.includes(row.assignment_id));
    if (rows.length === 0) return [];
    const ships = await service(SHIP_DIRECTORY).byIds(db, [...new Set(rows.map((row) => row.ship_id))]);
    return rows.map((row): AlertCondition => {
      const ship = ships.get(row.ship_id);
      return {
        biz_type: APPRAISAL_MISSING_SOURCE,
        biz_id: row.assignment_id,
        ship_id: row.ship_id,
        dept_id: row.dept_id,
        assignees: ship?.crew_manager_id ? [ship.crew_manager_id] : [],
        todo_type: APPRAISAL_MISSING_SOURCE,
        todo_title_key: 'todo.appraisalMissing',
        due_date: addDays(row.sign_off_date, missingDays),
        stage: 'overdue',
        level: 'warn',
        title_key: 'alert.evaluation.appraisalMissing',
        params: { ship: shipWords(ship), assignment: row.label, date: row.sign_off_date },
      };
    });
  },
};

/**
 * A submitted appraisal recommending no rehire (or an overall of 2 or less): the crew manager is told
 * once, as a to-do he closes by reading it; the flag itself stays on the seafarer (seafarer-flags).
 */
export const appraisalFlagSource: AlertSource = {
  biz_type: APPRAISAL_FLAG_SOURCE,
  defaults: { lead_days: [], recipients: ['assignees'], channels: ['in_app'] },
  async collect(db, { ids }) {
    const rows = (
      await db
        .select()
        .from(crewAppraisal)
        .where(and(ne(crewAppraisal.status, 'draft'), ids ? inArray(crewAppraisal.id, ids) : undefined))
    ).filter((row) => appraisalFlags(row));
    if (rows.length === 0) return [];
    const ships = await service(SHIP_DIRECTORY).byIds(db, [...new Set(rows.map((row) => row.ship_id!).filter(Boolean))]);
    return rows.map((row): AlertCondition => {
      const ship = row.ship_id ? ships.get(row.ship_id) : undefined;
      return {
        biz_type: APPRAISAL_FLAG_SOURCE,
        biz_id: row.id,
        ship_id: row.ship_id,
        dept_id: row.dept_id,
        assignees: ship?.crew_manager_id ? [ship.crew_manager_id] : [],
        todo_type: APPRAISAL_FLAG_SOURCE,
        todo_title_key: 'todo.appraisalNoRehire',
        due_date: row.period_to,
        stage: 'due',
        level: 'warn',
        title_key: 'alert.evaluation.appraisalNoRehire',
        params: { ship: shipWords(ship), appraisal: row.label ?? '' },
      };
    });
  },
};
