import { and, eq, inArray } from 'drizzle-orm';
import type { DistributionTargetType } from '@vessel/contract';
import type { Db } from '../../../db/client.js';
import type { AdminAccess } from '../../../platform/authorization.js';
import { authorities } from '../../../platform/authorities.js';
import { ApiError } from '../../../platform/envelope.js';
import { admin, department } from '../../../platform/identity/tables.js';
import { withLabels } from '../../../platform/record-labels.js';
import { service } from '../../../platform/services.js';
import { SHIP_DIRECTORY } from '../../../platform/ships.js';

/** One person who must acknowledge, and the ship they acknowledge for (the master's, a position's on board). */
export interface Acknowledger {
  admin_id: string;
  ship_id: string | null;
  dept_id: string | null;
}

/** A target as distributed: what the list shows, where its data scope lies, and who acknowledges it. */
export interface ResolvedTarget {
  label: string;
  ship_id: string | null;
  dept_id: string | null;
  people: Acknowledger[];
}

/** Words of a target type in a refusal (the message names the kind of record that was not found). */
const TYPE_WORDS: Record<DistributionTargetType, { en: string; zh: string }> = {
  ship: { en: 'ship', zh: '船舶' },
  dept: { en: 'department', zh: '部门' },
  position: { en: 'position', zh: '职务' },
  admin: { en: 'person', zh: '人员' },
};

function unknown(type: DistributionTargetType, lang: string): ApiError {
  const words = TYPE_WORDS[type];
  return new ApiError('document.targetUnknown', { params: { type: lang === 'zh-cn' ? words.zh : words.en } });
}

/**
 * Who acknowledges a target (docs/documents.md, distribution):
 * - a ship: its master (the leader of the ship's own node); a ship without a master's account answers
 *   through its fleet group's leader, as `authorities.deptLeaders` walks up the tree;
 * - a department: its leaders (or the nearest leaders above it);
 * - a position (a crew rank, e.g. Chief Engineer): the holders read the copy on board, so each ship in
 *   service acknowledges through its master, one acknowledgement per ship;
 * - a person: that person (an enabled account).
 * A ship is checked against the distributor's data scope; a target with nobody to acknowledge is refused.
 */
export async function resolveTarget(db: Db, type: DistributionTargetType, id: string, access: AdminAccess, lang: string, ownerDeptId: string | null): Promise<ResolvedTarget> {
  const ships = service(SHIP_DIRECTORY);
  switch (type) {
    case 'ship': {
      const ship = await ships.visibleTo(db, id, access);
      if (!ship) throw unknown(type, lang);
      const label = lang === 'zh-cn' && ship.name_zh ? ship.name_zh : ship.name_en;
      const masters = await authorities.shipMasters(db, ship.dept_id);
      const people = masters.length ? masters : await authorities.deptLeaders(db, ship.dept_id);
      return { label, ship_id: ship.id, dept_id: ship.dept_id, people: people.map((admin_id) => ({ admin_id, ship_id: ship.id, dept_id: ship.dept_id })) };
    }
    case 'dept': {
      const [row] = await db.select({ id: department.id, name: department.name, name_en: department.name_en }).from(department).where(eq(department.id, id));
      if (!row) throw unknown(type, lang);
      const label = lang === 'zh-cn' ? row.name : row.name_en || row.name;
      const leaders = await authorities.deptLeaders(db, row.id);
      return { label, ship_id: null, dept_id: row.id, people: leaders.map((admin_id) => ({ admin_id, ship_id: null, dept_id: row.id })) };
    }
    case 'position': {
      const [labelled] = await withLabels<Record<string, unknown>>(db, [{ id }], { id: 'position' }, 'bilingual');
      const en = labelled?.id_label as string | undefined;
      if (!en) throw unknown(type, lang);
      const label = lang === 'zh-cn' ? ((labelled?.id_label_zh as string | undefined) ?? en) : en;
      const people: Acknowledger[] = [];
      for (const ship of await ships.inService(db, { deptIds: 'all' })) {
        const masters = await authorities.shipMasters(db, ship.dept_id);
        for (const admin_id of masters.slice(0, 1)) people.push({ admin_id, ship_id: ship.id, dept_id: ship.dept_id });
      }
      return { label, ship_id: null, dept_id: ownerDeptId, people };
    }
    case 'admin': {
      const [row] = await db
        .select({ id: admin.id, nickname: admin.nickname, department_id: admin.department_id })
        .from(admin)
        .where(and(eq(admin.id, id), eq(admin.status, 'enable')));
      if (!row) throw unknown(type, lang);
      return { label: row.nickname, ship_id: null, dept_id: row.department_id, people: [{ admin_id: row.id, ship_id: null, dept_id: row.department_id }] };
    }
  }
}

/** Nicknames of administrators by id (a refusal names the person an acknowledgement waits for). */
export async function nicknames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: admin.id, nickname: admin.nickname }).from(admin).where(inArray(admin.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.nickname]));
}
